import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SignedInUser } from "~/accounts/sessions.server";
import type { Db } from "~/db/database.server";
import { nothingSaved } from "~/forms/read-form.server";
import { submit } from "../../tests/support/site-editing";
import { count, databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { getLead } from "./lead-detail.server";
import { actOnLead, leadForm } from "./lead-forms.server";
import { pageInWords } from "./lead-source.server";

let db: Db;
let owner: SignedInUser;
let wakeOutbox: ReturnType<typeof vi.fn<() => void>>;
let lead: number;
beforeEach(() => {
  const made = databaseWithOwner();
  db = made.db;
  owner = { ...made.user, role: "owner" };
  wakeOutbox = vi.fn();
  lead = insertLead(db);
});
afterEach(() => db.close());

const staff = () => ({ ...owner, role: "staff" as const });

/** A form of the lead page sent by `user` as the page sends it; a deletion says its reference. */
const send = (fields: Record<string, string>, user = owner) =>
  submit(leadForm, fields, (sent) => {
    const done = actOnLead({ db, wakeOutbox, photosDir: "/none" }, { leadId: lead, user }, sent);
    return "deleted" in done ? { ok: true, message: `Deleted ${done.deleted}` } : done;
  });
const refusedBeside = (field: string, problem: string) => ({
  ok: false,
  status: 400,
  message: nothingSaved,
  fieldErrors: { [field]: [problem] },
});

describe("the status form", () => {
  it.each([["archived"], ["<script>alert(1)</script>"], ["won' OR 1=1 --"], [""]])(
    "refuses the status %j with a 400 beside the menu, changing nothing",
    async (status) => {
      expect(await send({ intent: "status", status })).toEqual({
        ...refusedBeside("status", "Choose a status from the list."),
        formErrors: undefined,
      });
      expect(getLead(db, lead)).toMatchObject({ status: "new", history: [] });
    },
  );

  it("takes each status of the list, staff's changes too", async () => {
    expect(await send({ intent: "status", status: "visit-booked" }, staff())).toMatchObject({
      ok: true,
      message: "Status changed to Visit booked.",
    });
    expect(getLead(db, lead)?.history[0]).toMatchObject({ status: "visit-booked" });
  });
});

describe("a note", () => {
  it("is kept trimmed", async () => {
    expect(await send({ intent: "note", note: "  Rang, no answer.\n" })).toMatchObject({
      ok: true,
      message: "Note added.",
    });
    expect(getLead(db, lead)?.notes.map((note) => note.text)).toEqual(["Rang, no answer."]);
  });

  it.each([
    ["empty", "", "Write something in the note first."],
    ["only spaces", " \n\t ", "Write something in the note first."],
    ["over 5,000 characters", "x".repeat(5001), "A note can be at most 5,000 characters."],
  ])("is refused %s, beside the box", async (_name, note, problem) => {
    expect(await send({ intent: "note", note })).toMatchObject(refusedBeside("note", problem));
    expect(count(db, "lead_notes")).toBe(0);
  });
});

describe("the follow-up date", () => {
  it("is set, then cleared", async () => {
    expect(await send({ intent: "follow-up", date: "2026-03-31" })).toMatchObject({ ok: true });
    expect(getLead(db, lead)?.followUpOn).toBe("2026-03-31");
    expect(await send({ intent: "clear-follow-up" })).toMatchObject({
      ok: true,
      message: "Follow-up date cleared.",
    });
    expect(getLead(db, lead)?.followUpOn).toBeNull();
  });

  it.each([
    ["", "Choose a date first."],
    ["2026-02-30", "Enter a real date, like 2026-03-31."],
    ["tomorrow", "Enter a real date, like 2026-03-31."],
  ])("refuses %j beside the field", async (date, problem) => {
    expect(await send({ intent: "follow-up", date })).toMatchObject(refusedBeside("date", problem));
    expect(getLead(db, lead)?.followUpOn).toBeNull();
  });
});

describe("where they say they found you", () => {
  const said = () =>
    db.prepare("SELECT source_by_owner FROM quote_requests WHERE id = ?").pluck().get(lead);

  it("is saved trimmed, and taken back when emptied", async () => {
    expect(await send({ intent: "source", source: "  saw the van " })).toMatchObject({ ok: true });
    expect(said()).toBe("saw the van");
    await send({ intent: "source", source: "" });
    expect(said()).toBeNull();
  });

  it.each([
    ["over 60 characters", "x".repeat(61)],
    ["on two lines", "saw the van\nand a sign"],
  ])("is refused %s", async (_name, source) => {
    expect(await send({ intent: "source", source })).toMatchObject(
      refusedBeside("source", "Say it in one line of at most 60 characters."),
    );
    expect(said()).toBeNull();
  });

  it("names the page the visit began on, or keeps its address", () => {
    const pages = [
      { path: "/", title: "Builders in Testville" },
      { path: "/services/porches", title: "Porches" },
    ];
    expect(pageInWords("/", pages)).toBe("the home page");
    expect(pageInWords("/services/porches", pages)).toBe("the “Porches” page");
    expect(pageInWords("/services/thatching", pages)).toBe("/services/thatching");
  });
});

describe("sending an email again", () => {
  const outbox = () =>
    db
      .prepare("SELECT status FROM outbox WHERE quote_request_id = ? ORDER BY id")
      .pluck()
      .all(lead);

  it("queues it and wakes the outbox", async () => {
    db.prepare("UPDATE outbox SET status = 'failed' WHERE quote_request_id = ?").run(lead);
    expect(await send({ intent: "send-again", kind: "owner-notification" })).toMatchObject({
      ok: true,
      message: "The email is on its way again.",
    });
    expect(outbox()).toEqual(["pending", "failed"]);
    expect(wakeOutbox).toHaveBeenCalledOnce();
  });

  it("refuses an email of no kind the page knows, and one being sent", async () => {
    expect(await send({ intent: "send-again", kind: "../../etc/passwd" })).toMatchObject(
      refusedBeside("kind", "That email cannot be sent again just now."),
    );
    db.prepare("UPDATE outbox SET status = 'sending' WHERE quote_request_id = ?").run(lead);
    expect(await send({ intent: "send-again", kind: "owner-notification" })).toMatchObject({
      ok: false,
      status: 400,
      message: "That email cannot be sent again just now.",
    });
    expect(wakeOutbox).not.toHaveBeenCalled();
  });
});

describe("deleting a lead", () => {
  it("is the owner's, once the box is ticked", async () => {
    expect(await send({ intent: "delete" })).toMatchObject(
      refusedBeside("confirm", "Tick the box to confirm the lead should be deleted for good."),
    );
    expect(await send({ intent: "delete", confirm: "on" }, staff())).toMatchObject({
      ok: false,
      status: 403,
      message: "Only the owner can delete a lead.",
    });
    const { reference } = getLead(db, lead) ?? {};
    expect(reference).toMatch(/^MC-\d+$/);
    expect(await send({ intent: "delete", confirm: "on" })).toMatchObject({
      ok: true,
      message: `Deleted ${reference}`,
    });
    expect(getLead(db, lead)).toBeNull();
  });
});

describe("a lead gone meanwhile", () => {
  it("is the page's 404, whatever its form", async () => {
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(lead);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(lead);
    const forms: Record<string, string>[] = [
      { intent: "status", status: "won" },
      { intent: "note", note: "Rang" },
      { intent: "source", source: "van" },
      { intent: "delete", confirm: "on" },
    ];
    for (const fields of forms)
      await expect(send(fields), fields.intent).rejects.toMatchObject({ init: { status: 404 } });
  });
});

it("a form the page does not have is refused with a 400", async () => {
  expect(await send({ intent: "archive" })).toMatchObject({
    ok: false,
    status: 400,
    fieldErrors: { intent: [expect.any(String)] },
  });
});
