import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "~/accounts/session-cookie.server";
import { createSession } from "~/accounts/sessions.server";
import { ownerRequestContext } from "~/accounts/signed-in.server";
import { type Db, openDatabase } from "~/db/database.server";
import { askForPayment } from "~/jobs/job-payments.server";
import { type JobServices, jobsContext } from "~/jobs/job-services.server";
import { instantOnDay } from "~/lib/uk-time";
import { invoiceEmails, invoiceServices, roofJob } from "../../tests/support/test-invoices";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import type { Clock } from "../../tests/support/test-quotes";
import { invoicePage, saveInvoicePage } from "./invoice-page.server";
import { ownerInvoices } from "./owner-invoices.server";

/**
 * The owner's side: the job page's Invoices section, one tap to a stage's preview, one more to
 * issue it; an invoice by hand and a credit note previewed from what was typed; errors beside
 * their fields with a 4xx, nothing kept; staff answered 403.
 */

let db: Db;
let clock: Clock;
let services: JobServices;
let roof: Awaited<ReturnType<typeof roofJob>>;

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: instantOnDay("2027-04-05", 10 * 60) };
  services = invoiceServices(db, clock);
  roof = await roofJob(db, clock, {
    leadId: insertLead(db),
    owner: insertUser(db, "owner@example.com"),
  });
});
afterEach(() => db.close());

/** A request of the owner's area by someone of `role`, and the context the server gives it. */
function asked(role: "owner" | "staff", address: string, fields?: Record<string, string>) {
  const user = insertUser(db, `${role}-${Math.random()}@example.com`);
  db.prepare("UPDATE users SET role = ? WHERE id = ?").run(role, user.id);
  const session = createSession(db, { userId: user.id }, clock.now);
  const context = new RouterContextProvider();
  context.set(ownerRequestContext, {
    db,
    https: false,
    ipHash: "h",
    siteUrl: "https://example.com",
  });
  context.set(jobsContext, services);
  const request = new Request(`https://example.com${address}`, {
    method: fields ? "POST" : "GET",
    headers: {
      cookie: `${sessionCookieName(false)}=${session.id}`,
      ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(fields ? { body: new URLSearchParams(fields) } : {}),
  });
  return { request, context };
}

const page = (role: "owner" | "staff", query: string) => {
  const { request, context } = asked(role, `/owner/jobs/${roof.job.id}/invoice?${query}`);
  return invoicePage(request, context, String(roof.job.id));
};

/** What the action answers a post with: its status, where it sends, and what it said. */
async function post(role: "owner" | "staff", fields: Record<string, string>) {
  const { request, context } = asked(role, `/owner/jobs/${roof.job.id}/invoice`, fields);
  try {
    const answer = (await saveInvoicePage(request, context, String(roof.job.id))) as {
      data?: unknown;
      init?: { status?: number };
    };
    return { status: answer.init?.status ?? 200, reply: (answer.data ?? answer) as Reply };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

interface Reply {
  message?: string;
  done?: { fields: Record<string, string>; document: { totals: { amount: string }[] } };
  result: { error?: Record<string, string[]> };
}

const kept = () => db.prepare("SELECT count(*) FROM invoices").pluck().get();

describe("a stage's invoice from the owner's job page", () => {
  it("takes one tap to its preview and one to issue and send it", async () => {
    askForPayment(services, { jobId: roof.job.id, stageId: roof.scaffold });
    const { context } = asked("owner", "/");
    const section = ownerInvoices(context, roof.job.id);
    expect(section?.toInvoice.map((stage) => [stage.label, stage.amount])).toEqual([
      ["Deposit", "£1,500.00"],
      ["When the scaffold is up", "£3,000.00"],
    ]);
    const tap = section?.toInvoice[1]?.href ?? "";
    const preview = page("owner", tap.split("?")[1] ?? "");
    expect(preview.preview?.document.number).toBe("given when issued");
    expect(preview.preview?.document.title).toBe("When the scaffold is up: New slate roof");
    const issued = await post("owner", preview.preview?.fields ?? {});
    expect(issued).toEqual({
      status: 302,
      location: `/owner/jobs/${roof.job.id}?done=invoice#invoices`,
    });
    const after = ownerInvoices(context, roof.job.id);
    expect(after?.documents.map((each) => [each.number, each.stateWords])).toEqual([
      ["INV-0001", "Due"],
    ]);
    expect(after?.toInvoice.map((stage) => stage.label)).toEqual(["Deposit"]);
    expect(invoiceEmails(db)).toHaveLength(1);
    // The same form sent again (a second tap): nothing more is issued.
    expect((await post("owner", preview.preview?.fields ?? {})).status).toBe(409);
    expect(kept()).toBe(1);
  });

  it("refuses a figure the preview did not show, with the reason, nothing kept", async () => {
    const answer = await post("owner", { what: "stage", stage: String(roof.deposit), shown: "1" });
    expect(answer.status).toBe(409);
    expect(answer.reply?.message).toBe(
      "This now comes to £1,499.99, not what the preview showed: check it again before issuing.",
    );
    expect(kept()).toBe(0);
  });
});

describe("an invoice by hand and a credit note", () => {
  it("previews what was typed, issues it with the next tap; errors stand beside their fields", async () => {
    const typed = { what: "by-hand", description: "Extra ridge tiles", amount: "120", rate: "20" };
    const preview = await post("owner", typed);
    expect(preview.status).toBe(200);
    expect(preview.reply?.done?.document.totals.at(-1)?.amount).toBe("£144.00");
    expect(kept()).toBe(0);
    expect((await post("owner", preview.reply?.done?.fields ?? {})).status).toBe(302);
    expect(kept()).toBe(1);
    for (const [field, value, words] of [
      ["rate", "17.5", "Choose a VAT rate from the list."],
      ["amount", "-5", "The value cannot be negative."],
      ["amount", "1e9", "Type the value in pounds, like 12,500 or 12500.50."],
      ["description", "", "Say what it is for."],
    ] as const) {
      const refused = await post("owner", { ...typed, [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.reply?.result.error?.[field], field).toEqual([words]);
    }
    const credit = await post("owner", {
      what: "credit",
      invoice: String(db.prepare("SELECT max(id) FROM invoices").pluck().get()),
      description: "Too much",
      amount: "500",
      rate: "20",
    });
    expect(credit.status).toBe(400);
    expect(credit.reply?.result.error?.amount).toEqual([
      "Only £120 at 20% is left on the invoice to credit, before VAT.",
    ]);
    expect(kept()).toBe(1);
  });

  it("whom the invoices are to is saved, and the next invoice is made out to them", async () => {
    const saved = await post("owner", {
      what: "customer",
      name: "Testham Lettings Ltd",
      address: "2 Quay Street, Testham, TE2 2QS",
      vatNumber: "111 222 333",
      isBusiness: "on",
    });
    expect(saved.status).toBe(302);
    const preview = page("owner", `stage=${roof.deposit}`);
    expect(preview.preview?.document.customer).toEqual({
      name: "Testham Lettings Ltd",
      address: "2 Quay Street, Testham, TE2 2QS",
      vatNumber: "VAT number GB111222333",
    });
    expect(page("owner", "customer").customer.isBusiness).toBe("on");
  });
});

describe("staff", () => {
  it("are answered 403 on the invoice page and its posts, nothing kept", async () => {
    let status = 0;
    try {
      page("staff", `stage=${roof.deposit}`);
    } catch (thrown) {
      status = (thrown as { init?: { status?: number } }).init?.status ?? 0;
    }
    expect(status).toBe(403);
    expect(
      (await post("staff", { what: "stage", stage: String(roof.deposit), shown: "149999" })).status,
    ).toBe(403);
    expect(kept()).toBe(0);
  });
});
