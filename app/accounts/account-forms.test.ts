import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { form } from "../../tests/support/site-editing";
import { answerForm, type FormOutcome, readForm } from "../forms/read-form.server";
import { accountForm, setUpForm, signInForm, teamForm } from "./account-forms";

/** A form sent to `schema` as its page sends it: the reply, its status, and its text as sent. */
async function send<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
  act: (value: z.output<Schema>) => FormOutcome = () => ({ ok: true, message: "Done." }),
  hide?: string[],
) {
  const reply = await answerForm(readForm(form(fields), schema), act, { hide });
  const [answer, status] = "init" in reply ? [reply.data, reply.init?.status] : [reply, 200];
  return { ...answer, status, text: JSON.stringify(answer) };
}

const password = "lantern orchard gravel kettle";

describe("the sign-in form", () => {
  it("takes the address trimmed and in lower case", async () => {
    let signedInAs = "";
    const sent = await send(signInForm, { email: " Jo@Example.COM ", password }, (value) => {
      signedInAs = value.email;
      return { ok: true, message: "Signed in." };
    });
    expect(sent.status).toBe(200);
    expect(signedInAs).toBe("jo@example.com");
  });

  it("refuses a missing address or password beside each field, keeping the address but never the password", async () => {
    const sent = await send(signInForm, { email: "jo at example.com", password }, undefined, [
      "password",
    ]);
    expect(sent.status).toBe(400);
    expect(sent.result.error).toEqual({
      email: ["Enter an email address, like name@example.com."],
    });
    expect(sent.result.initialValue).toEqual({ email: "jo at example.com" });
    expect(sent.text).not.toContain(password);
    const empty = await send(signInForm, { email: "", password: "" });
    expect(empty.result.error).toEqual({
      email: ["Enter an email address, like name@example.com."],
      password: ["Enter your password."],
    });
  });

  it("keeps the address and drops the password when the sign-in itself is refused", async () => {
    const sent = await send(
      signInForm,
      { email: "jo@example.com", password },
      () => ({ ok: false, message: "That email address and password do not match." }),
      ["password"],
    );
    expect(sent).toMatchObject({ status: 400, ok: false, message: expect.any(String) });
    expect(sent.result.initialValue).toEqual({ email: "jo@example.com" });
    expect(sent.text).not.toContain(password);
  });
});

describe("choosing a password", () => {
  const hide = ["password", "confirm"];

  it("says every problem at once, beside its field, and sends neither password back", async () => {
    const sent = await send(
      setUpForm,
      { password: "short one", confirm: "short on" },
      undefined,
      hide,
    );
    expect(sent.status).toBe(400);
    expect(sent.result.error).toEqual({
      password: ["Use at least 12 characters."],
      confirm: ["The two passwords are not the same."],
    });
    expect(sent.text).not.toContain("short on");
  });

  it("asks for the password again without saying they differ", async () => {
    const sent = await send(setUpForm, { password, confirm: "" }, undefined, hide);
    expect(sent.result.error).toEqual({ confirm: ["Type the same password again."] });
    expect(sent.text).not.toContain(password);
  });

  it("takes two equal passwords of 12 characters or more", async () => {
    expect((await send(setUpForm, { password, confirm: password })).status).toBe(200);
  });
});

describe("the Team page's forms", () => {
  it("invites staff unless told otherwise, and refuses a role it does not know", () => {
    expect(teamForm.parse({ intent: "invite", email: "Office@example.com" })).toEqual({
      intent: "invite",
      email: "office@example.com",
      role: "staff",
    });
    expect(
      teamForm.safeParse({ intent: "invite", email: "o@example.com", role: "admin" }).success,
    ).toBe(false);
  });
});

describe("the Account page's forms", () => {
  it("reads an unticked monthly summary box as off", () => {
    expect(accountForm.parse({ intent: "monthly-summary" })).toEqual({
      intent: "monthly-summary",
      "monthly-summary": false,
    });
  });

  it("refuses what the page does not do", async () => {
    expect((await send(accountForm, { intent: "delete-account" })).status).toBe(400);
  });
});
