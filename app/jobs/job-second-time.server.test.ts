import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "~/accounts/session-cookie.server";
import { createSession } from "~/accounts/sessions.server";
import { ownerRequestContext } from "~/accounts/signed-in.server";
import { type Db, openDatabase } from "~/db/database.server";
import { instantOnDay } from "~/lib/uk-time";
import { acceptedJob, jobEmails, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import type { Clock } from "../../tests/support/test-quotes";
import { addVisit, nextVisits, setStart } from "./job-dates.server";
import { jobOfToken } from "./job-links.server";
import { type JobServices, jobsContext } from "./job-services.server";
import { type Job, jobById } from "./job-store.server";
import { saveOwnerJob } from "./owner-job-page.server";

/**
 * A job's actions done a second time: each real change is saved and told once, a repeat of the
 * same one changes nothing. Before, the outbox took one email of each kind per lead, so the
 * second start day failed with a 500 and nothing was saved; "Job finished" cancelled the
 * planned visits without a word, leaving them in the customer's calendar.
 */

let db: Db;
let clock: Clock;
let services: JobServices;
let owner: { id: number; email: string };
let job: Job;

const at = (day: string, hours: number) => new Date(instantOnDay(day, hours * 60));
const emailsOf = (kind: string) => jobEmails(db).filter((email) => email.kind === kind);

beforeEach(async () => {
  db = openDatabase(":memory:");
  clock = { now: at("2027-03-01", 10).getTime() };
  services = jobServices(db, clock);
  owner = insertUser(db, "owner@example.com");
  ({ job } = await acceptedJob(db, clock, { leadId: insertLead(db), owner }));
});

/** A form of the owner's job page, sent by someone of `role`: the page it answers with. */
async function ownerPost(role: "owner" | "staff", fields: Record<string, string>) {
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
  const request = new Request(`https://example.com/owner/jobs/${job.id}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `${sessionCookieName(false)}=${session.id}`,
    },
  });
  try {
    const answer = await saveOwnerJob(request, context, String(job.id));
    return { status: (answer as { init?: { status?: number } }).init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

describe("a job's start day, set again", () => {
  it("each change is saved and emailed, back to an earlier day too; the same day again is nothing", () => {
    for (const day of ["2027-03-15", "2027-03-22", "2027-03-15", "2027-03-15"])
      setStart(services, { jobId: job.id, day });
    expect(jobById(db, job.id)?.startOn).toBe("2027-03-15");
    expect(emailsOf("job-start-day").map((email) => email.subject)).toEqual([
      "Start day: Rear single-storey extension",
      "New start day: Rear single-storey extension",
      "New start day: Rear single-storey extension",
    ]);
    expect(emailsOf("job-start-day").at(-1)?.text).toContain("not 22 March 2027");
  });
});

describe("Job finished, with visits still planned", () => {
  it("cancels them in the customer's calendar: the email says so and carries each cancellation", async () => {
    for (const day of ["2027-03-08", "2027-03-09"])
      addVisit(services, {
        jobId: job.id,
        startsAt: at(day, 9),
        endsAt: at(day, 12),
        who: "Dave",
        whatFor: `Snagging on ${day}`,
        user: owner,
      });
    const invitations = emailsOf("job-visit").map((email) => email.attachments?.[0]?.content ?? "");
    expect(invitations).toHaveLength(2);
    expect((await ownerPost("owner", { intent: "finish", confirm: "on" })).status).toBe(302);

    expect(nextVisits(db, job.id, clock.now)).toEqual([]);
    const finished = emailsOf("job-finished");
    expect(finished).toHaveLength(1);
    expect(finished[0]?.text).toContain("Snagging on 2027-03-08) is cancelled");
    const cancellations = finished[0]?.attachments ?? [];
    expect(cancellations.map((file) => file.filename)).toEqual([
      "visit-cancelled.ics",
      "visit-cancelled.ics",
    ]);
    for (const [index, cancellation] of cancellations.entries()) {
      const invitation = invitations[index] ?? "";
      const field = (text: string, name: string) => new RegExp(`${name}:(.*)`).exec(text)?.[1];
      expect(cancellation.content).toContain("METHOD:CANCEL");
      expect(field(cancellation.content, "UID")).toBe(field(invitation, "UID"));
      expect(Number(field(cancellation.content, "SEQUENCE"))).toBeGreaterThan(
        Number(field(invitation, "SEQUENCE")),
      );
    }
  });
});

describe("who may press what on a job", () => {
  it("staff may not finish a job (what is left falls due): 403, nothing changes", async () => {
    expect((await ownerPost("staff", { intent: "finish", confirm: "on" })).status).toBe(403);
    expect(jobById(db, job.id)?.finishedAt).toBeNull();
    expect(emailsOf("job-finished")).toEqual([]);
  });

  it("staff and owners may make a new link, again and again: each emailed, only the last opens", async () => {
    expect((await ownerPost("staff", { intent: "link" })).status).toBe(302);
    expect((await ownerPost("owner", { intent: "link" })).status).toBe(302);
    const links = emailsOf("job-link").map((email) => /\/job\/([\w-]{43})/.exec(email.text)?.[1]);
    expect(links).toHaveLength(2);
    expect(jobOfToken(db, links[0])).toBeNull();
    expect(jobOfToken(db, links[1])).toBe(job.id);
  });
});
