import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type CBORType = Parameters<typeof isoCBOR.encode>[0];

const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/**
 * A passkey authenticator in software (ES256, "none" attestation), so the server's passkey
 * code can be tested with real signatures and no browser: it answers registration and sign-in
 * options as a phone would, for the origin it is told it is on.
 */
export class SoftAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  /** The next sign-in reports this counter plus one; set it to test the counter rule. */
  counter: number;
  userHandle: string | undefined;
  verifiesUser = true;
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });

  constructor(
    private readonly origin: string,
    { countsSignatures = true }: { countsSignatures?: boolean } = {},
  ) {
    this.counter = countsSignatures ? 0 : -1;
  }

  private authenticatorData(rpId: string, extra: number, tail: Uint8Array[] = []) {
    const signCount = Math.max(this.counter, 0);
    const flagByte = flags.userPresent | (this.verifiesUser ? flags.userVerified : 0) | extra;
    return Buffer.concat([sha256(rpId), Buffer.of(flagByte), uint32(signCount), ...tail]);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    { origin }: { origin?: string } = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, CBORType>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const id = Buffer.from(this.credentialId, "base64url");
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = this.authenticatorData(options.rp.id ?? "", flags.attestedCredential, [
      Buffer.alloc(16),
      idLength,
      id,
      isoCBOR.encode(coseKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map<string, CBORType>()],
        ["authData", authData],
      ]),
    );
    return this.credential({
      clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    });
  }

  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    { origin }: { origin?: string } = {},
  ): AuthenticationResponseJSON {
    if (this.counter >= 0) this.counter += 1;
    const authData = this.authenticatorData(options.rpId ?? "", 0);
    const clientData = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      this.keys.privateKey,
    );
    return this.credential({
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: this.userHandle,
    });
  }

  private credential<Response>(response: Response) {
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      clientExtensionResults: {},
      response,
    };
  }
}
