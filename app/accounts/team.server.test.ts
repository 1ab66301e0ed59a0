import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureContent } from "../../tests/support/page-render";
import { submit } from "../../tests/support/site-editing";
import { withContent } from "../content/site-content.server";
import { type Db, openDatabase } from "../db/database.server";
import { teamForm } from "./account-forms";
import { addUser, findUserByEmail } from "./accounts.server";
import { recentAudit } from "./audit-log.server";
import { changeTeam, notInvited } from "./team.server";

let db: Db;
const me = { id: 0, email: "owner@example.com", role: "owner" as const };
const siteUrl = "https://example.com";

beforeEach(() => {
  db = openDatabase(":memory:");
  me.id = addUser(db, { email: me.email, role: "owner" }).user.id;
});
afterEach(() => db.close());

/** The set-up links the outbox holds: to whom, and their text. */
const sent = () =>
  (
    db.prepare("SELECT message FROM outbox WHERE kind = 'set-up-link'").pluck().all() as string[]
  ).map((message) => {
    const { to, text } = JSON.parse(message);
    return { to: to.address as string, text: text as string };
  });

/** The Team page's form sent as the page sends it, with a mail server unless `canEmail` is false. */
async function send(fields: Record<string, string>, { canEmail = true } = {}) {
  const made: { link?: string } = {};
  const mail = { from: { address: "site@example.com" }, queued() {} };
  const services = { db, siteUrl, mail: canEmail ? mail : undefined };
  const reply = await withContent(fixtureContent(), () =>
    submit(teamForm, fields, (value) => changeTeam(services, me, value, made), {
      refused: notInvited,
    }),
  );
  return { ...reply, link: made.link };
}

describe("the Team page", () => {
  it("invites by email, and shows the link once to send another way", async () => {
    const invited = await send({ intent: "invite", email: "Office@Example.com", role: "staff" });
    expect(invited).toMatchObject({
      ok: true,
      message:
        "A set-up link is on its way to office@example.com. You can also send them the link below.",
      link: expect.stringMatching(/^https:\/\/example\.com\/owner\/set-up\/[\w-]{43}$/),
    });
    expect(sent().map((mail) => mail.to)).toEqual(["office@example.com"]);
    expect(sent()[0]?.text).toContain(invited.link);
    expect(findUserByEmail(db, "office@example.com")?.role).toBe("staff");
    expect(recentAudit(db, { event: "user-added" })[0]?.email).toBe("office@example.com");
  });

  it("without a mail server, says to send the link by text", async () => {
    const invited = await send(
      { intent: "invite", email: "o@example.com", role: "owner" },
      { canEmail: false },
    );
    expect(invited.message).toMatch(/^Send o@example\.com the link below, by text or WhatsApp/);
    expect(invited.link).toBeDefined();
    expect(findUserByEmail(db, "o@example.com")?.role).toBe("owner");
  });

  it("refuses someone already in the team, or not an address, beside the email field", async () => {
    for (const email of ["owner@example.com", "not an address"]) {
      const refused = await send({ intent: "invite", email, role: "staff" });
      expect(refused).toMatchObject({ ok: false, status: 400, link: undefined });
      expect(refused.message, email).toBe(notInvited);
      expect(refused.fieldErrors.email, email).toEqual([
        email === "owner@example.com"
          ? "owner@example.com is already a user."
          : "Enter an email address, like name@example.com.",
      ]);
    }
    expect(sent()).toEqual([]);
  });

  it("sends a member a new link, and removes them, but never the owner themselves", async () => {
    addUser(db, { email: "office@example.com", role: "staff" });
    const renewed = await send({ intent: "new-link", email: "office@example.com" });
    expect(renewed).toMatchObject({ ok: true, link: expect.stringContaining("/owner/set-up/") });
    const self = await send({ intent: "remove", email: me.email });
    expect(self).toMatchObject({ ok: false, status: 400, message: "You cannot remove yourself." });
    const removed = await send({ intent: "remove", email: "office@example.com" });
    expect(removed).toMatchObject({
      ok: true,
      message: "office@example.com can no longer sign in.",
    });
    expect(findUserByEmail(db, "office@example.com")).toBeNull();
  });

  it("answers 404 for someone no longer in the team", async () => {
    await expect(send({ intent: "remove", email: "gone@example.com" })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
