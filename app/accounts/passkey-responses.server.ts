import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

/**
 * The shape of what a browser sends back, checked before SimpleWebAuthn sees it, so that a
 * hand-made request gets a plain "not a passkey response" rather than an exception from deep
 * inside the verification. Sizes are far above any real authenticator's.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[\w-]*$/);
const credentialId = base64url(1400).min(1);
const extensions = z.record(z.string(), z.unknown()).default({});

/** What a passkey's answer carries, whichever the ceremony. */
const credential = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: extensions,
};

const registrationSchema = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: base64url(8000).min(1),
    attestationObject: base64url(16000).min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

const authenticationSchema = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: base64url(8000).min(1),
    authenticatorData: base64url(8000).min(1),
    signature: base64url(2000).min(1),
    userHandle: base64url(200).optional(),
  }),
});

export function parseRegistrationResponse(input: unknown): RegistrationResponseJSON | null {
  const parsed = registrationSchema.safeParse(input);
  return parsed.success ? (parsed.data as RegistrationResponseJSON) : null;
}

export function parseAuthenticationResponse(input: unknown): AuthenticationResponseJSON | null {
  const parsed = authenticationSchema.safeParse(input);
  return parsed.success ? (parsed.data as AuthenticationResponseJSON) : null;
}
