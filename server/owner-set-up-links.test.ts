import { describe, expect, it } from "vitest";
import { cleanupAfterEach } from "../tests/support/cleanup";
import { addSignedUpUser, postForm, signIn, testPassword } from "../tests/support/owner-session";
import { waitFor } from "../tests/support/quote-posts";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { removeDir, startTestApp } from "../tests/support/test-app";

/** Set-up links by email: "forgotten password" and the Team page's invitations. */
const cleanup = cleanupAfterEach();

async function start(env: Record<string, string> = {}) {
  const app = await startTestApp(env);
  cleanup.push(() => removeDir(app.dataDir), app.stop);
  return app;
}

const linkIn = (text: string) => /https?:\/\/\S+(\/owner\/set-up\/[\w-]{43})/.exec(text)?.[1];

describe("forgotten password", () => {
  it("emails a working link, keeps the old password until it is used, and says the same for a stranger", async () => {
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const app = await start({ SMTP_URL: smtp.url });
    await addSignedUpUser(app.services.db, "owner@example.com");

    const known = await postForm(app.url, "/owner/forgot-password", {
      email: "Owner@Example.com ",
    });
    const unknown = await postForm(app.url, "/owner/forgot-password", {
      email: "nobody@example.com",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const confirmation = (html: string) => /role="status"[^>]*>([^<]*)/.exec(html)?.[1];
    expect(confirmation(await known.text())).toBe(confirmation(await unknown.text()));

    await waitFor(() => smtp.received.length > 0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["owner@example.com"]);
    const link = linkIn(mail?.text ?? "");
    expect(link).toBeDefined();
    // Asking for a link locks nobody out: the old password still works.
    await signIn(app.url, "owner@example.com", testPassword);

    const newPassword = "lighthouse gravel mackerel windsock";
    const set = await postForm(app.url, link ?? "", {
      password: newPassword,
      confirm: newPassword,
    });
    expect(set.status).toBe(302);
    await signIn(app.url, "owner@example.com", newPassword);
    expect(
      (
        await postForm(app.url, "/owner/sign-in", {
          email: "owner@example.com",
          password: testPassword,
        })
      ).status,
    ).toBe(400);
    expect((await fetch(app.url + (link ?? ""))).status).toBe(404);
  }, 60_000);

  it("without a mail server, says how to get a link instead", async () => {
    const app = await start();
    const page = await (await fetch(`${app.url}/owner/forgot-password`)).text();
    expect(page).toContain("npm run owner -- reset EMAIL");
    expect(
      (await postForm(app.url, "/owner/forgot-password", { email: "owner@example.com" })).status,
    ).toBe(400);
  });
});

describe("the Team page", () => {
  it("invites by email when there is a mail server, and an owner cannot remove themselves", async () => {
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const app = await start({ SMTP_URL: smtp.url });
    await addSignedUpUser(app.services.db, "owner@example.com");
    const cookie = await signIn(app.url, "owner@example.com");

    const invited = await postForm(
      app.url,
      "/owner/team",
      { intent: "invite", email: "office@example.com", role: "staff" },
      { cookie },
    );
    expect(invited.status).toBe(200);
    expect(await invited.text()).toContain("A set-up link is on its way to office@example.com");
    await waitFor(() => smtp.received.length > 0);
    expect(linkIn(smtp.received[0]?.text ?? "")).toBeDefined();

    const duplicate = await postForm(
      app.url,
      "/owner/team",
      { intent: "invite", email: "office@example.com" },
      { cookie },
    );
    expect(duplicate.status).toBe(400);
    const self = await postForm(
      app.url,
      "/owner/team",
      { intent: "remove", email: "owner@example.com" },
      { cookie },
    );
    expect(await self.text()).toContain("You cannot remove yourself.");
    const removed = await postForm(
      app.url,
      "/owner/team",
      { intent: "remove", email: "office@example.com" },
      { cookie },
    );
    expect(await removed.text()).toContain("office@example.com can no longer sign in.");
  }, 60_000);
});
