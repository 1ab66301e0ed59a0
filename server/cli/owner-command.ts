import {
  AccountError,
  addUser,
  listUsers,
  removeUser,
  resetUser,
} from "../../app/accounts/accounts.server";
import type { IssuedToken } from "../../app/accounts/one-time-tokens.server";
import { type Role, roles } from "../../app/accounts/roles";
import { setUpUrl } from "../../app/accounts/set-up-email.server";
import type { Db } from "../../app/db/database.server";

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const usage = `Usage:
  npm run owner -- add EMAIL [--role owner|staff]   add a user and print their set-up link
  npm run owner -- list                             everyone who can sign in
  npm run owner -- remove EMAIL                     remove a user and sign them out everywhere
  npm run owner -- reset EMAIL                      a new set-up link; signs them out everywhere`;

const when = (date: Date) => `${date.toISOString().replace("T", " ").slice(0, 16)} UTC`;

function printLink(output: CommandOutput, siteUrl: string, setUp: IssuedToken) {
  output.out(`Set-up link (works once, until ${when(setUp.expiresAt)}):`);
  output.out(`  ${setUpUrl(siteUrl, setUp.token)}`);
  output.out("Send it to them privately: whoever opens it first chooses the password.");
}

function parseRole(args: string[]): Role | Error {
  const index = args.indexOf("--role");
  if (index < 0) return "owner";
  const value = args[index + 1];
  return roles.includes(value as Role)
    ? (value as Role)
    : new Error(`--role must be owner or staff, not "${value ?? ""}".`);
}

/** `npm run owner -- …`, run in-process so its tests need no build; returns the exit code. */
export function runOwnerCommand(
  args: string[],
  {
    db,
    siteUrl,
    output,
    now = Date.now(),
  }: { db: Db; siteUrl: string; output: CommandOutput; now?: number },
): number {
  const [command, ...rest] = args;
  const roleIndex = rest.indexOf("--role");
  const [email] =
    roleIndex < 0
      ? rest
      : rest.filter((_, index) => index !== roleIndex && index !== roleIndex + 1);
  try {
    switch (command) {
      case "add": {
        if (!email) break;
        const role = parseRole(args);
        if (role instanceof Error) {
          output.err(role.message);
          return 2;
        }
        const { user, setUp } = addUser(db, { email, role }, now);
        output.out(`Added ${user.email} (${user.role}).`);
        printLink(output, siteUrl, setUp);
        return 0;
      }
      case "list": {
        const users = listUsers(db);
        if (users.length === 0)
          output.out("No users yet. Add the first with: npm run owner -- add EMAIL");
        for (const user of users) {
          const state = user.passwordSet ? "set up" : "not set up yet";
          const passkeys = `${user.passkeys} passkey${user.passkeys === 1 ? "" : "s"}`;
          const last = user.lastSignInAt
            ? `last signed in ${when(user.lastSignInAt)}`
            : "never signed in";
          output.out(`${user.email}  ${user.role}  ${state}  ${passkeys}  ${last}`);
        }
        return 0;
      }
      case "remove": {
        if (!email) break;
        const { user, sessionsRevoked } = removeUser(db, email, now);
        output.out(`Removed ${user.email} and signed them out of ${sessionsRevoked} session(s).`);
        return 0;
      }
      case "reset": {
        if (!email) break;
        const { user, setUp, sessionsRevoked } = resetUser(db, email, now);
        output.out(
          `Reset ${user.email}: signed out of ${sessionsRevoked} session(s); the old password and links no longer work.`,
        );
        printLink(output, siteUrl, setUp);
        return 0;
      }
    }
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    output.err(error.message);
    return 1;
  }
  output.err(usage);
  return 2;
}
