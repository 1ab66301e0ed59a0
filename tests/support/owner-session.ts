import { addUser } from "../../app/accounts/accounts.server";
import type { Role } from "../../app/accounts/roles";
import { setPasswordFromLink } from "../../app/accounts/set-up-link.server";
import type { Db } from "../../app/db/database.server";

export const testPassword = "purple tractor sandwich harbour";

/** A user who has chosen a password, as if they had used their set-up link. */
export async function addSignedUpUser(db: Db, email: string, role: Role = "owner") {
  const { setUp } = addUser(db, { email, role });
  const result = await setPasswordFromLink(db, {
    token: setUp.token,
    password: testPassword,
    companyName: "Test",
  });
  if (!result.ok) throw new Error(`Could not set up ${email}: ${result.problem}`);
  return result.user;
}

/** Signs in through the real form and returns the Cookie header value to send afterwards. */
export async function signIn(url: string, email: string, password = testPassword): Promise<string> {
  const response = await postForm(url, "/owner/sign-in", { email, password });
  const cookie = response.headers.get("set-cookie");
  if (response.status !== 302 || !cookie)
    throw new Error(`Sign-in for ${email} answered ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

/** A form post as a browser on the site sends it (same origin), without following redirects. */
export function postForm(
  url: string,
  path: string,
  fields: Record<string, string>,
  { cookie, origin = url }: { cookie?: string; origin?: string | null } = {},
) {
  return fetch(url + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(origin ? { Origin: origin } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}
