import { describe, expect, it } from "vitest";
import { isPhoneNumber, quoteConstraints } from "./quote-fields";
import { type QuoteRequest, quoteRequestSchema } from "./quote-request";
import { validateQuote } from "./quote-validation";

const valid = {
  firstName: "Sarah",
  lastName: "Mills",
  email: "sarah@example.co.uk",
  phone: "01253 123456",
  projectType: "extension",
  budget: "25k-50k",
  message: "A single-storey rear extension, about 4 m deep.",
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = quoteRequestSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("quoteRequestSchema", () => {
  it("accepts a complete request and trims surrounding white space", () => {
    const result = quoteRequestSchema.parse({
      ...valid,
      firstName: "  Sarah ",
      email: " sarah@example.co.uk\n",
    });
    expect(result.firstName).toBe("Sarah");
    expect(result.email).toBe("sarah@example.co.uk");
  });

  it("treats the budget as optional", () => {
    const { budget: _budget, ...withoutBudget } = valid;
    expect(quoteRequestSchema.safeParse(withoutBudget).success).toBe(true);
  });

  it("says what is missing, field by field, in plain words", () => {
    expect(errorsFor({})).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter your email address",
      phone: "Enter your phone number",
      projectType: "Choose the type of project",
      message: "Tell us about your project",
    });
  });

  it("rejects white space alone as an answer", () => {
    expect(errorsFor({ ...valid, firstName: "   " }).firstName).toBe("Enter your first name");
  });

  it("rejects values outside the form's choices", () => {
    expect(errorsFor({ ...valid, projectType: "castle" }).projectType).toBe(
      "Choose the type of project",
    );
    expect(errorsFor({ ...valid, budget: "a-million" }).budget).toBe(
      "Choose a budget from the list",
    );
  });

  it("checks the email address's form and length", () => {
    expect(errorsFor({ ...valid, email: "sarah@" }).email).toMatch(/right format/);
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toMatch(
      /254 characters or fewer/,
    );
  });

  it("holds names to 100 characters and one line", () => {
    expect(quoteRequestSchema.safeParse({ ...valid, firstName: "a".repeat(100) }).success).toBe(
      true,
    );
    expect(errorsFor({ ...valid, firstName: "a".repeat(101) }).firstName).toMatch(
      /100 characters or fewer/,
    );
    expect(errorsFor({ ...valid, lastName: "Mills\r\nBcc: victim@example.com" }).lastName).toMatch(
      /one line/,
    );
  });

  it("holds project details to 10-5,000 characters", () => {
    expect(errorsFor({ ...valid, message: "too short" }).message).toMatch(/at least 10 characters/);
    expect(quoteRequestSchema.safeParse({ ...valid, message: "x".repeat(5000) }).success).toBe(
      true,
    );
    expect(errorsFor({ ...valid, message: "x".repeat(5001) }).message).toMatch(
      /5,000 characters or fewer/,
    );
  });

  it("takes names and details in any language and script", () => {
    const result = quoteRequestSchema.safeParse({
      ...valid,
      firstName: "Siân",
      lastName: "Ó Súilleabháin-Nguyễn",
      message: "Loft conversion: 屋根裏 🏠 — «dormer» with Welsh slate, ½ of the roof.",
    });
    expect(result.success).toBe(true);
  });
});

describe("a price guide's reference (set by the page, not typed)", () => {
  // Decision 039: a forged reference is dropped from the request, never a reason to refuse it.
  const forged = `loft-conversion:${"x".repeat(400)}`;

  it("over 300 characters is dropped by the server's check, and the request is valid", () => {
    const result = quoteRequestSchema.safeParse({ ...valid, priceGuide: forged });
    expect(result.success).toBe(true);
    expect(result.data?.priceGuide).toBeUndefined();
    expect(quoteRequestSchema.parse({ ...valid, priceGuide: "porch:small" }).priceGuide).toBe(
      "porch:small",
    );
  });

  it("over 300 characters is dropped by the browser's check too, which lets the form go", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, priceGuide: forged }))
      form.append(name, value);
    const submission = validateQuote(form);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.priceGuide).toBeUndefined();
  });
});

describe("isPhoneNumber", () => {
  it.each([
    "01253 123456",
    "07700 900123",
    "(01253) 123-456",
    "+44 1253 123456",
    "+353 1 234 5678",
    "0161 496 0000",
  ])("accepts %s", (phone) => expect(isPhoneNumber(phone)).toBe(true));
  it.each(["12", "0123", "phone me", "+1", "01253 123456 ext 9", "012531234567890"])(
    "rejects %s",
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});

describe("quoteConstraints", () => {
  it("marks the same fields required as the schema does", async () => {
    const { getZodConstraint } = await import("@conform-to/zod/v4");
    const derived = getZodConstraint(quoteRequestSchema);
    for (const [field, constraint] of Object.entries(quoteConstraints)) {
      expect(constraint.required, field).toBe(derived[field]?.required);
    }
    expect(Object.keys(quoteConstraints).sort()).toEqual(Object.keys(derived).sort());
  });

  it("holds each field to the lengths the schema holds it to, exactly", () => {
    // An answer of any length that is otherwise right for its field.
    const answer: Record<string, (length: number) => string> = {
      firstName: (length) => "a".repeat(length),
      lastName: (length) => "a".repeat(length),
      email: (length) => `${"a".repeat(length - "@example.com".length)}@example.com`,
      phone: (length) => `+44${" ".repeat(length - "+441253 123456".length)}1253 123456`,
      message: (length) => "x".repeat(length),
    };
    const accepts = (field: string, length: number) =>
      quoteRequestSchema.shape[field as keyof QuoteRequest].safeParse(answer[field]?.(length))
        .success;
    for (const [field, constraint] of Object.entries(quoteConstraints)) {
      if ("maxLength" in constraint) {
        expect(accepts(field, constraint.maxLength), `${field} at its maxLength`).toBe(true);
        expect(accepts(field, constraint.maxLength + 1), `${field} past its maxLength`).toBe(false);
      }
      if ("minLength" in constraint) {
        expect(accepts(field, constraint.minLength), `${field} at its minLength`).toBe(true);
        expect(accepts(field, constraint.minLength - 1), `${field} under its minLength`).toBe(
          false,
        );
      }
    }
  });
});
