import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblems, verifyPassword } from "./passwords.server";

const context = { email: "jo.bloggs@example.com", companyName: "Marram Construction" };
const strong = "gravel kettle orchard lantern";

describe("password storage", () => {
  it("stores scrypt with N=2^17, r=8, p=1, a 16-byte salt and a 32-byte key", async () => {
    const stored = await hashPassword(strong);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    const [, , , , salt = "", key = ""] = stored.split("$");
    expect([salt, key].map((part) => Buffer.from(part, "base64url").length)).toEqual([16, 32]);
    expect(stored).not.toContain(strong);
  });

  it("verifies the right password and refuses a wrong one; the same password salts differently", async () => {
    const [first, second] = await Promise.all([hashPassword(strong), hashPassword(strong)]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(strong, first)).toBe(true);
    expect(await verifyPassword(`${strong}!`, first)).toBe(false);
  });

  it("refuses, without throwing, a hash it cannot read", async () => {
    for (const stored of [
      "",
      "bcrypt$x",
      "scrypt$abc$8$1$c2FsdA$aGFzaA",
      "scrypt$1099511627776$8$1$c2FsdA$aGFzaA",
    ])
      expect(await verifyPassword(strong, stored)).toBe(false);
  });
});

describe("password rules", () => {
  it("asks for at least 12 characters, and at most 256", () => {
    expect(passwordProblems("Tr0ub4dor&3", context)).toEqual(["Use at least 12 characters."]);
    expect(passwordProblems("x".repeat(257), context)).toEqual(["Use at most 256 characters."]);
  });

  it("refuses passwords that are long but easy to guess, in plain words", () => {
    const easy = "This password is too easy to guess: add another word or two.";
    for (const password of ["password1234", "qwertyuiop123", "aaaaaaaaaaaa", "123456789012"])
      expect(passwordProblems(password, context)).toEqual([easy]);
  });

  it("counts the email address and the firm's name as easy to guess", () => {
    const easy = ["This password is too easy to guess: add another word or two."];
    expect(passwordProblems("MarramConstruction1", context)).toEqual(easy);
    expect(passwordProblems("jo.bloggs@example.com", context)).toEqual(easy);
  });

  it("accepts a passphrase of a few unrelated words", () => {
    expect(passwordProblems(strong, context)).toEqual([]);
  });
});
