import { z } from "zod";
import { maxPasswordLength, minPasswordLength } from "./password-length";
import { roles } from "./roles";

/**
 * The schemas of the accounts' forms, each read by its page's action with `readForm` and
 * answered with `answerForm`. Nothing here is server-only, so a page with JavaScript checks its
 * form with the same schema.
 */

const anEmail = "Enter an email address, like name@example.com.";

/** Trimmed and lower-case, so `Owner@Example.com ` and `owner@example.com` are one account. */
export const emailSchema = z
  .string({ error: anEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: "That email address is too long." })
  .pipe(z.email({ error: anEmail }));

export const signInForm = z.object({
  email: emailSchema,
  password: z.string({ error: "Enter your password." }),
  /** Where to go once signed in (a page of the area; anything else goes to the inbox). */
  next: z.string().optional(),
});

/** Choosing a password from a set-up link; how easy it is to guess is the server's check. */
export const setUpForm = z
  .object({
    password: z
      .string({ error: `Choose a password of at least ${minPasswordLength} characters.` })
      .min(minPasswordLength, { error: `Use at least ${minPasswordLength} characters.` })
      .max(maxPasswordLength, { error: `Use at most ${maxPasswordLength} characters.` }),
    confirm: z.string({ error: "Type the same password again." }),
  })
  .refine((sent) => sent.password === sent.confirm, {
    path: ["confirm"],
    error: "The two passwords are not the same.",
    // Said even when the password itself is refused; not when the second one is missing.
    when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== "confirm"),
  });

export const forgottenPasswordForm = z.object({ email: emailSchema });

/** The Team page: invite someone with a role, or send a member a new link, or remove them. */
export const teamForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: emailSchema,
    role: z.enum(roles).default("staff"),
  }),
  z.object({ intent: z.enum(["new-link", "remove"]), email: z.string() }),
]);

/** The Account page's forms: remove a passkey, sign out another device, the monthly summary. */
export const accountForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove-passkey"), passkey: z.string() }),
  z.object({ intent: z.literal("sign-out-device"), session: z.string() }),
  z.object({ intent: z.literal("monthly-summary"), "monthly-summary": z.boolean().default(false) }),
]);

/** Signing out this browser, or `everywhere`. */
export const signOutForm = z.object({ intent: z.string().optional() });

/** How to get a set-up link when the site cannot email one. */
export const askTheOwner =
  "Ask the owner to send you a new set-up link from the Team page. An owner locked out can get one on the server with `npm run owner -- reset EMAIL`.";
