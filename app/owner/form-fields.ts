/**
 * The fields of a form showing `values` (what the page has, or what was typed before a refusal)
 * and `errors`: `{...field("title")}` gives a `Field`, `TextArea` or `SelectField` its name, its
 * value and its errors.
 */
export function fieldsOf<Values>(
  values: Values,
  errors: Record<string, string[] | undefined> = {},
) {
  return <Name extends keyof Values & string>(name: Name) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
  });
}
