import { describe, expect, it } from "vitest";
import { readPasskeyRequest } from "./passkey-route.server";

const posted = (body: string) =>
  new Request("http://localhost/owner/passkeys/sign-in", { method: "POST", body });

describe("what the passkey endpoints take", () => {
  it("the options step, and a device's answer with or without the page to go back to", async () => {
    expect(await readPasskeyRequest(posted('{"step":"options"}'))).toEqual({ step: "options" });
    expect(await readPasskeyRequest(posted('{"step":"verify","response":{"id":"x"}}'))).toEqual({
      step: "verify",
      response: { id: "x" },
    });
    expect(
      await readPasskeyRequest(posted('{"step":"verify","response":{},"next":"/owner/team"}')),
    ).toEqual({ step: "verify", response: {}, next: "/owner/team" });
  });

  it("nothing else: no answer, another step, or not JSON", async () => {
    for (const body of ['{"step":"verify"}', '{"step":"guess"}', "[]", "null", "{not json"])
      expect(await readPasskeyRequest(posted(body)), body).toBeNull();
  });
});
