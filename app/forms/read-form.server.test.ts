import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type AnswerOptions, answerForm, readForm } from "./read-form.server";

const schema = z.object({
  name: z.string({ error: "Enter your name." }).min(2, "Enter your name."),
  password: z.string({ error: "Enter your password." }),
});

const sent = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The reply and its HTTP status, whichever way it came back. */
async function reply(
  form: FormData,
  _schema: typeof schema,
  // biome-ignore lint/suspicious/noExplicitAny: each test's own outcome
  act: (value: any) => any,
  options?: AnswerOptions,
) {
  const answer = await answerForm(readForm(form, schema), act, options);
  return "init" in answer
    ? { ...answer.data, status: answer.init?.status ?? 200 }
    : { ...answer, status: 200 };
}

describe("the one way a form is taken", () => {
  it("refuses with 400, each error beside its field, what was typed kept, a password never", async () => {
    const act = vi.fn();
    const answer = await reply(sent({ name: "A", password: "secret words" }), schema, act, {
      hide: ["password"],
    });
    expect(act).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ ok: false, status: 400, message: /^Nothing was saved/ });
    expect(answer.result.error).toEqual({ name: ["Enter your name."] });
    expect(answer.result.initialValue).toEqual({ name: "A" });
  });

  it("hands the typed values to the work, and its outcome is the reply", async () => {
    const answer = await reply(
      sent({ name: "Ann", password: "secret words" }),
      schema,
      ({ name }) => ({ ok: true, message: `Saved ${name}.` }),
    );
    expect(answer).toMatchObject({ ok: true, status: 200, message: "Saved Ann." });
    // Done: the form is emptied for the next.
    expect(answer.result.initialValue).toBeNull();
  });

  it("says a refusal of the work beside its field, with its status, or shows the page as it is now", async () => {
    const conflict = await reply(sent({ name: "Ann", password: "x" }), schema, () => ({
      ok: false,
      message: "Changed in another tab.",
      status: 409,
      fresh: true,
    }));
    expect(conflict).toMatchObject({ ok: false, status: 409, message: "Changed in another tab." });
    expect(conflict.result.initialValue).toBeNull();
    const taken = await reply(sent({ name: "Ann", password: "x" }), schema, () => ({
      ok: false,
      fieldErrors: { name: ["That name is taken."] },
    }));
    expect(taken.result.error).toMatchObject({ name: ["That name is taken."] });
  });

  it("answers one of Conform's own requests (a field checked on the server) without doing anything", async () => {
    const act = vi.fn();
    const form = sent({ name: "A" });
    form.append("__intent__", JSON.stringify({ type: "validate", payload: { name: "name" } }));
    const answer = await reply(form, schema, act);
    expect(act).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ ok: true, status: 200 });
  });

  it("names the form it answers from what was sent, for a page with several", async () => {
    const answer = await reply(sent({ name: "A", password: "x", item: "3" }), schema, vi.fn(), {
      form: (fields) => `item-${fields.item}`,
    });
    expect(answer.form).toBe("item-3");
  });
});
