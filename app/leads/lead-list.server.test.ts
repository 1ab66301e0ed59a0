import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteContent } from "~/content/site-content.server";
import { type Db, openDatabase } from "~/db/database.server";
import { createQuoteStore } from "~/quote-requests/sqlite-quote-store.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { count, insertLead, insertUser } from "../../tests/support/test-leads";
import { changeStatus, setFollowUp } from "./lead-actions.server";
import { firstLine, listLeads } from "./lead-list.server";
import { escapeLike } from "./lead-search.server";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const hours = weekdayHours("08:00", "18:00");
// Wednesday 4 March 2026, 12:00 GMT.
const now = Date.parse("2026-03-04T12:00:00Z");
const list = (filter: Parameters<typeof listLeads>[1] = {}) =>
  listLeads(db, filter, { hours, now });
const references = (filter: Parameters<typeof listLeads>[1] = {}) =>
  list(filter).map((lead) => lead.reference);

describe("listLeads", () => {
  it("lists requests stored by the quote store, newest first, as summaries", () => {
    const store = createQuoteStore(db, {
      company: siteContent().company,
      notifyTo: "owner@example.com",
      from: { address: "site@example.com" },
      siteUrl: "https://www.example.com",
    });
    const request = {
      firstName: "Sarah",
      lastName: "Mills",
      email: "sarah.mills@example.org",
      phone: "01253 123456",
      projectType: "extension" as const,
      budget: "25k-50k" as const,
      message: "\n  A single-storey rear extension in Lytham.  \nAbout 4 m deep.",
    };
    store.save(request, "key-1", { ipHash: "h", formAgeMs: 10_000 });
    store.save({ ...request, firstName: "Tom", budget: undefined }, "key-2", {
      ipHash: "h",
      formAgeMs: null,
    });
    const [tom, sarah] = listLeads(db, {}, { hours });
    expect(tom).toMatchObject({ name: "Tom Mills", budget: null, budgetLabel: null });
    expect(sarah).toMatchObject({
      reference: "MC-00001",
      name: "Sarah Mills",
      email: "sarah.mills@example.org",
      phone: "01253 123456",
      projectType: "extension",
      projectTypeLabel: "Extension",
      budget: "25k-50k",
      budgetLabel: "£25,000 to £50,000",
      status: "new",
      followUpOn: null,
      followUpDue: null,
      firstResponseAt: null,
      responseOfficeMinutes: null,
      messageFirstLine: "A single-storey rear extension in Lytham.",
    });
    expect(sarah?.receivedAt).toBeInstanceOf(Date);
  });

  it("puts follow-ups due today or overdue first, earliest first, then newest first", () => {
    const oldest = insertLead(db, { receivedAt: "2026-02-01T10:00:00.000Z" });
    const older = insertLead(db, { receivedAt: "2026-02-10T10:00:00.000Z" });
    const newer = insertLead(db, { receivedAt: "2026-03-01T10:00:00.000Z" });
    const newest = insertLead(db, { receivedAt: "2026-03-03T10:00:00.000Z" });
    const later = insertLead(db, { receivedAt: "2026-03-02T10:00:00.000Z" });
    setFollowUp(db, { leadId: newer, date: "2026-03-04" });
    setFollowUp(db, { leadId: oldest, date: "2026-03-03" });
    setFollowUp(db, { leadId: older, date: "2026-02-20" });
    setFollowUp(db, { leadId: later, date: "2026-03-05" });
    const leads = list();
    expect(leads.map((lead) => lead.id)).toEqual([older, oldest, newer, newest, later]);
    expect(leads.map((lead) => lead.followUpDue)).toEqual([
      "overdue",
      "overdue",
      "today",
      null,
      null,
    ]);
  });

  it("takes today from UK clocks: at 23:30 UTC in summer it is already tomorrow", () => {
    const lead = insertLead(db);
    setFollowUp(db, { leadId: lead, date: "2026-06-16" });
    const late = Date.parse("2026-06-15T23:30:00Z");
    expect(listLeads(db, {}, { hours, now: late })[0]?.followUpDue).toBe("today");
  });

  it("filters by status", () => {
    const user = insertUser(db);
    insertLead(db);
    const contacted = insertLead(db);
    changeStatus(db, { leadId: contacted, status: "contacted", user, now });
    expect(list({ status: "contacted" }).map((lead) => lead.id)).toEqual([contacted]);
    expect(list({ status: "new" })).toHaveLength(1);
    expect(list({ status: "won" })).toEqual([]);
  });

  it("gives the office minutes to the first response", () => {
    const user = insertUser(db);
    // Monday 22:00, answered Tuesday 09:15: 75 office minutes.
    const lead = insertLead(db, { receivedAt: "2026-03-02T22:00:00.000Z" });
    changeStatus(db, {
      leadId: lead,
      status: "contacted",
      user,
      now: Date.parse("2026-03-03T09:15:00Z"),
    });
    expect(list()[0]).toMatchObject({
      responseOfficeMinutes: 75,
      firstResponseAt: new Date("2026-03-03T09:15:00Z"),
    });
  });
});

describe("listLeads search", () => {
  beforeEach(() => {
    insertLead(db, {
      firstName: "Sarah",
      lastName: "Mills",
      email: "sarah.mills@example.org",
      phone: "01253 123456",
      message: "Rear extension in Lytham St Annes, 4 m deep.",
      receivedAt: "2026-03-01T10:00:00.000Z",
    });
    insertLead(db, {
      firstName: "Tom",
      lastName: "O'Neill",
      email: "tom_oneill@example.com",
      phone: "07700900123",
      message: "Loft conversion in Blackpool, 100% dormer; budget_tight.",
      receivedAt: "2026-03-02T10:00:00.000Z",
    });
    insertLead(db, {
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.net",
      phone: "+44 1772 000111",
      message: "New kitchen in Preston",
      receivedAt: "2026-03-03T10:00:00.000Z",
    });
  });

  it("finds words in the name, email, phone (spaces ignored) and message, ignoring case", () => {
    expect(references({ search: "sarah" })).toEqual(["MC-00001"]);
    expect(references({ search: "SARAH MILLS" })).toEqual(["MC-00001"]);
    expect(references({ search: "example.net" })).toEqual(["MC-00003"]);
    expect(references({ search: "01253123456" })).toEqual(["MC-00001"]);
    expect(references({ search: "07700 900 123" })).toEqual(["MC-00002"]);
    expect(references({ search: "+44 1772" })).toEqual(["MC-00003"]);
    expect(references({ search: "lytham" })).toEqual(["MC-00001"]);
    expect(references({ search: "  preston   ann " })).toEqual(["MC-00003"]);
    expect(references({ search: "preston sarah" })).toEqual([]);
    expect(references({ search: "   " })).toEqual(["MC-00003", "MC-00002", "MC-00001"]);
  });

  it("treats %, _, quotes and SQL as plain text", () => {
    expect(references({ search: "%" })).toEqual(["MC-00002"]);
    expect(references({ search: "100%" })).toEqual(["MC-00002"]);
    expect(references({ search: "_" })).toEqual(["MC-00002"]);
    expect(references({ search: "m_lls" })).toEqual([]);
    expect(references({ search: "o'neill" })).toEqual(["MC-00002"]);
    expect(references({ search: '"' })).toEqual([]);
    expect(references({ search: "\\" })).toEqual([]);
    expect(references({ search: "'; DROP TABLE quote_requests; --" })).toEqual([]);
    expect(references({ search: "' OR '1'='1" })).toEqual([]);
    expect(count(db, "quote_requests")).toBe(3);
  });

  it("combines a search with a status", () => {
    expect(references({ search: "example", status: "new" })).toHaveLength(3);
    expect(references({ search: "example", status: "spam" })).toEqual([]);
  });
});

describe("helpers", () => {
  it("escapeLike escapes the LIKE wildcards and the escape character", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });

  it("firstLine takes the first non-blank line and clips a long one", () => {
    expect(firstLine("\r\n\n  Hello there  \nsecond")).toBe("Hello there");
    expect(firstLine("")).toBe("");
    const long = firstLine("word ".repeat(100));
    expect(long).toHaveLength(160);
    expect(long.endsWith("…")).toBe(true);
  });
});
