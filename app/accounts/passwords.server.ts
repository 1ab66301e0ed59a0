import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { maxPasswordLength, minPasswordLength } from "./password-length";

/** OWASP Password Storage cheat sheet's scrypt setting: about 128 MiB and a few hundred ms. */
export const scryptParams = { N: 2 ** 17, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 32;

/**
 * One scrypt at a time: each holds 128 MiB, and the server must stay under 300 MB however
 * many sign-ins arrive together. Throttling keeps the queue short.
 */
let queue: Promise<unknown> = Promise.resolve();

function derive(password: string, salt: Buffer, N: number, r: number, p: number) {
  // scrypt needs 128·N·r bytes; the default maxmem (32 MiB) would refuse N = 2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  const run = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, keyBytes, options, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/** A self-describing string, `scrypt$N$r$p$salt$hash` (base64url), so parameters can grow. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = scryptParams;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** False for a wrong password and for a hash it cannot read; never throws for either. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (![N, R, P].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  if (N > 2 ** 20 || R > 32 || P > 16) return false;
  if (password.length > maxPasswordLength) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), N, R, P);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let strength: ZxcvbnFactory | undefined;
function strengthChecker() {
  strength ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return strength;
}

export interface PasswordContext {
  email: string;
  /** The firm's name: a password built from it is among the first an attacker tries. */
  companyName: string;
}

/** Plain-words problems with a new password, for its form field; empty when it is fine. */
export function passwordProblems(password: string, context: PasswordContext): string[] {
  const length = [...password].length;
  if (length < minPasswordLength) return [`Use at least ${minPasswordLength} characters.`];
  if (length > maxPasswordLength) return [`Use at most ${maxPasswordLength} characters.`];
  const [emailName = ""] = context.email.split("@");
  const company = context.companyName.toLowerCase();
  const userInputs = [
    context.email,
    emailName,
    company,
    company.replace(/\W+/g, ""),
    ...company.split(/\W+/),
  ]
    .map((word) => word.toLowerCase().trim())
    .filter((word) => word.length > 2);
  const { score } = strengthChecker().check(password, userInputs);
  return score >= 3 ? [] : ["This password is too easy to guess: add another word or two."];
}
