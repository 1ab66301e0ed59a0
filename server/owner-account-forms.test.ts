import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser } from "../app/accounts/accounts.server";
import { addSignedUpUser, postForm, signIn, testPassword } from "../tests/support/owner-session";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/**
 * The accounts' forms as a browser without JavaScript gets them back when they are refused: the
 * status, each problem beside its field, what was typed kept, and a password never sent back.
 */
let app: TestApp;
let ownerCookie: string;
let closeSmtp: () => Promise<void>;
beforeAll(async () => {
  const smtp = await startSmtpSink();
  closeSmtp = smtp.close;
  app = await startTestApp({ SMTP_URL: smtp.url });
  await addSignedUpUser(app.services.db, "owner@example.com");
  ownerCookie = await signIn(app.url, "owner@example.com");
}, 60_000);
afterAll(async () => {
  await app.stop();
  removeDir(app.dataDir);
  await closeSmtp();
});

/** The page's inputs named `name` that a person types in or ticks (not its hidden ones). */
const inputs = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(` name="${name}"`) && !tag.includes('type="hidden"'));

/** What the page says beside the field `name`: the text its `aria-describedby` points to. */
function besideField(html: string, name: string) {
  const [input = ""] = inputs(html, name);
  if (!input.includes('aria-invalid="true"')) return undefined;
  const ids = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(" ") ?? [];
  return ids.map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]).join(" ");
}

const typedIn = (html: string, name: string) =>
  /value="([^"]*)"/.exec(inputs(html, name)[0] ?? "")?.[1];

const post = async (path: string, fields: Record<string, string>, cookie?: string) => {
  const response = await postForm(app.url, path, fields, { cookie });
  return { status: response.status, response, html: await response.text() };
};

describe("signing in", () => {
  it("refuses an address that is not one beside its field, keeping it, and never sends the password back", async () => {
    const password = "my secret harbour words";
    const sent = await post("/owner/sign-in", { email: "owner at example", password });
    expect(sent.status).toBe(400);
    expect(besideField(sent.html, "email")).toBe("Enter an email address, like name@example.com.");
    expect(typedIn(sent.html, "email")).toBe("owner at example");
    expect(sent.html).not.toContain(password);
  });

  it("a wrong password: said above the form, the address kept, the password gone", async () => {
    const password = "not the owners password";
    const sent = await post("/owner/sign-in", { email: "owner@example.com", password });
    expect(sent.status).toBe(400);
    expect(sent.html).toMatch(/role="alert"[^>]*>That email address and password do not match/);
    expect(typedIn(sent.html, "email")).toBe("owner@example.com");
    expect(typedIn(sent.html, "password")).toBeUndefined();
    expect(sent.html).not.toContain(password);
  });

  it("too many wrong passwords: a 429 saying when to try again, with Retry-After", async () => {
    const attempt = () =>
      post("/owner/sign-in", { email: "throttled@example.com", password: "wrong password 123" });
    for (let tries = 0; tries < 5; tries++) expect((await attempt()).status).toBe(400);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(throttled.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(throttled.html).toContain("Too many tries.");
    expect(typedIn(throttled.html, "email")).toBe("throttled@example.com");
  }, 60_000);

  it("goes on to `next` only inside the owner's area", async () => {
    const signedIn = (next: string) =>
      postForm(app.url, "/owner/sign-in", {
        email: "owner@example.com",
        password: testPassword,
        next,
      });
    expect((await signedIn("/owner/team")).headers.get("location")).toBe("/owner/team");
    for (const next of ["https://evil.example/owner", "//evil.example", "/contact"])
      expect((await signedIn(next)).headers.get("location"), next).toBe("/owner");
  });
});

describe("choosing a password from a set-up link", () => {
  it("refuses an easy password beside its field and sends neither password back", async () => {
    const { setUp } = addUser(app.services.db, { email: "new@example.com", role: "staff" });
    const easy = "password1234";
    const sent = await post(`/owner/set-up/${setUp.token}`, { password: easy, confirm: easy });
    expect(sent.status).toBe(400);
    expect(sent.html).toContain("The password was not saved. See below.");
    expect(besideField(sent.html, "password")).toContain(
      "This password is too easy to guess: add another word or two.",
    );
    expect(sent.html).not.toContain(easy);
    const differ = await post(`/owner/set-up/${setUp.token}`, {
      password: "lighthouse gravel mackerel",
      confirm: "lighthouse gravel mackerel windsock",
    });
    expect(besideField(differ.html, "confirm")).toBe("The two passwords are not the same.");
    expect(differ.html).not.toContain("lighthouse gravel");
  });
});

describe("a forgotten password", () => {
  it("refuses an address that is not one beside its field, keeping it", async () => {
    const sent = await post("/owner/forgot-password", { email: "owner@example" });
    expect(sent.status).toBe(400);
    expect(besideField(sent.html, "email")).toBe("Enter an email address, like name@example.com.");
    expect(typedIn(sent.html, "email")).toBe("owner@example");
  });
});

describe("the Team page", () => {
  const invite = (email: string, role: string) =>
    post("/owner/team", { intent: "invite", email, role }, ownerCookie);

  it("refuses to invite someone already in the team beside the address, keeping it and the role", async () => {
    const sent = await invite("owner@example.com", "owner");
    expect(sent.status).toBe(400);
    expect(sent.html).toContain("Nobody was invited: see the answer marked below.");
    expect(besideField(sent.html, "email")).toBe("owner@example.com is already a user.");
    expect(typedIn(sent.html, "email")).toBe("owner@example.com");
    expect(inputs(sent.html, "role").find((tag) => tag.includes('value="owner"'))).toContain(
      "checked",
    );
  });

  it("shows the set-up link it made once, for the owner to send", async () => {
    const sent = await invite("office@example.com", "staff");
    expect(sent.status).toBe(200);
    expect(sent.html).toMatch(/>http:\/\/[^<]+\/owner\/set-up\/[\w-]{43}</);
  });
});

describe("leads nobody has answered, on the Account page", () => {
  it("the owner sets the times, or is told beside the field what is wrong; staff are refused", async () => {
    const page = await (
      await fetch(`${app.url}/owner/account`, { headers: { Cookie: ownerCookie } })
    ).text();
    // The starting times: half the promised 2 hours, then the promise.
    expect(typedIn(page, "ownerAfter")).toBe("60");
    expect(typedIn(page, "teamAfter")).toBe("120");

    const wrong = await post(
      "/owner/account",
      { intent: "escalation", on: "on", ownerAfter: "90", teamAfter: "30" },
      ownerCookie,
    );
    expect(wrong.status).toBe(400);
    expect(besideField(wrong.html, "teamAfter")).toBe(
      "Everyone is told at the same time as the owner or later.",
    );
    expect(typedIn(wrong.html, "ownerAfter")).toBe("90");

    const saved = await post(
      "/owner/account",
      { intent: "escalation", on: "on", ownerAfter: "30", teamAfter: "90" },
      ownerCookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("sent to the owners after 30 min of office time");
    const audit = app.services.db
      .prepare("SELECT email FROM audit_log WHERE event = 'escalation-changed'")
      .pluck()
      .all();
    expect(audit).toEqual(["owner@example.com"]);

    await addSignedUpUser(app.services.db, "site@example.com", "staff");
    const staff = await signIn(app.url, "site@example.com");
    const refused = await post(
      "/owner/account",
      { intent: "escalation", ownerAfter: "5", teamAfter: "5" },
      staff,
    );
    expect(refused.status).toBe(403);
    expect(
      (
        await (await fetch(`${app.url}/owner/account`, { headers: { Cookie: staff } })).text()
      ).includes("Leads nobody has answered"),
    ).toBe(false);
  });
});
