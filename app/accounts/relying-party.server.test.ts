import { describe, expect, it } from "vitest";
import { relyingParty } from "./relying-party.server";

const site = "https://www.example.com";

describe("relyingParty", () => {
  it("is the site's own address for a request to the site", () => {
    expect(relyingParty(site, "https://www.example.com/owner/passkeys/sign-in")).toEqual({
      id: "www.example.com",
      origin: "https://www.example.com",
    });
  });

  it("ignores another host in the request (a forged Host header, a staging address)", () => {
    expect(relyingParty(site, "https://evil.example.net/owner/passkeys/sign-in")).toEqual({
      id: "www.example.com",
      origin: "https://www.example.com",
    });
    expect(relyingParty(site, "http://192.168.1.20:3000/owner").id).toBe("www.example.com");
  });

  it("uses the request's own origin when it is a loopback address (tests, development)", () => {
    expect(relyingParty(site, "http://localhost:3218/owner/passkeys/sign-in")).toEqual({
      id: "localhost",
      origin: "http://localhost:3218",
    });
    expect(relyingParty(site, "http://127.0.0.1:3218/owner")).toEqual({
      id: "127.0.0.1",
      origin: "http://127.0.0.1:3218",
    });
    expect(relyingParty(site, "http://[::1]:3000/owner").origin).toBe("http://[::1]:3000");
    expect(relyingParty(site, "http://marram.localhost:5173/owner").id).toBe("marram.localhost");
  });

  it("does not take a name that merely starts like a loopback address", () => {
    expect(relyingParty(site, "http://localhost.evil.com/owner").id).toBe("www.example.com");
    expect(relyingParty(site, "http://127.0.0.1.nip.io/owner").id).toBe("www.example.com");
  });
});
