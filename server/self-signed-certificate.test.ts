import { createServer } from "node:https";
import { expect, it } from "vitest";
import { makeSelfSignedCertificate } from "../tests/support/self-signed-certificate";

/**
 * The tests' https stand-ins (the push service) get a new certificate each run: one with a
 * random serial that starts with a zero byte was refused one run in 256 until its integers were
 * written in DER's shortest form. 2,000 certificates meet such a serial about 8 times.
 */
it("makes a certificate a TLS server takes, whatever its random serial", () => {
  for (let made = 0; made < 2000; made++) {
    const { cert, key } = makeSelfSignedCertificate();
    expect(() => createServer({ cert, key }).close()).not.toThrow();
  }
});
