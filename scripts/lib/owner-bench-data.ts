/** What `bench:owner` measures the owner's area on: a few weeks of leads, reviews and a year of visits. */
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { addNote, changeStatus, setFollowUp } from "../../app/leads/lead-actions.server";
import type { ActingUser } from "../../app/leads/lead-deletion.server";
import type { LeadStatus } from "../../app/leads/lead-statuses";
import { askForReview } from "../../app/reviews/review-requests.server";
import { replyToReview } from "../../app/reviews/review-store.server";
import { visitLinkOf } from "../../app/visits/visit-links.server";
import { linkOfQuote } from "../../app/written-quotes/quote-links.server";
import { sendQuote } from "../../app/written-quotes/quote-sending.server";
import { saveDraft } from "../../app/written-quotes/written-quote-store.server";
import { storeLead, type TestLead } from "../../tests/support/owner-fixtures";
import { addSignedUpUser } from "../../tests/support/owner-session";
import { simulateYear } from "../../tests/support/simulated-year";
import { content } from "../../tests/support/site-content";
import { quoteServices, threeLineQuote } from "../../tests/support/test-quotes";
import { customerReview, testReviewSecrets, writeReview } from "../../tests/support/test-reviews";
import type { ProductionServer } from "./production-server";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The owner, and 25 quote requests over the last three weeks as the form stores them, moved
 * along as an owner would: most answered, some quoted, won or lost, a few spam, the newest
 * still new; notes and follow-up dates on some. Returns the lead to measure: one with a
 * history, notes and a follow-up, the fullest page an owner opens.
 */
export async function seedOwnerArea(
  { dataDir, databasePath }: ProductionServer,
  ownerEmail: string,
): Promise<{
  leadId: number;
  reviewForm: string;
  visitPage: string;
  quotePage: string;
  quoteEditor: string;
}> {
  // The server has made the schema; its openDatabase would too, but needs Vite to load.
  const db = new Database(databasePath, { timeout: 5000 });
  db.pragma("foreign_keys = ON");
  try {
    const owner = await addSignedUpUser(db, ownerEmail, "owner");
    const now = Date.now();
    const today = new Date(now).setUTCHours(0, 0, 0, 0);
    const ids = sampleLeads().map((lead, index) => {
      const { id } = storeLead(lead, dataDir);
      // Mostly in working hours (UTC, near enough), about one a day, the newest just now.
      const receivedAt = Math.min(
        now - (20 + index) * minute,
        today - Math.floor(index * 0.8) * day + (8 * 60 + ((index * 97) % 540)) * minute,
      );
      db.prepare("UPDATE quote_requests SET received_at = ? WHERE id = ?").run(
        new Date(receivedAt).toISOString(),
        id,
      );
      const status = statusOf(index);
      if (status !== "new") {
        const answered = receivedAt + (35 + ((index * 47) % 240)) * minute;
        if (status !== "spam" && status !== "contacted")
          changeStatus(db, { leadId: id, status: "contacted", user: owner, now: answered });
        changeStatus(db, { leadId: id, status, user: owner, now: answered + 2 * hour });
      }
      return { id, status, index };
    });
    for (const { id, index } of ids.filter(({ status }) => status === "visit-booked")) {
      addNote(db, {
        leadId: id,
        text: "Rang back, spoke to them for ten minutes. Keen to start in the spring.\nAccess is down the side of the house, no parking on the road.",
        user: owner,
        now: now - index * 10 * hour,
      });
      addNote(db, {
        leadId: id,
        text: "Site visit booked for Thursday at 10. Bring the laser measure and the brochure.",
        user: owner,
        now: now - index * 9 * hour,
      });
      setFollowUp(db, {
        leadId: id,
        // From yesterday to two days ahead: one overdue, one due today, two to come.
        date: new Date(now + ((index % 4) - 1) * day).toISOString().slice(0, 10),
      });
    }
    const measured = ids.find(({ status }) => status === "visit-booked");
    if (!measured) throw new Error("No lead with a booked visit to measure");
    // Reviews from the won and quoted customers, one with a reply; the newest not yet written.
    const reviewers = ids.filter(({ status }) => status === "won" || status === "quoted");
    const secrets = testReviewSecrets(content.company);
    reviewers.slice(1).forEach(({ id }, index) => {
      const review = writeReview(db, {
        leadId: id,
        by: owner,
        secrets,
        review: customerReview({ rating: 5 - (index % 3) }),
        now: now - index * 3 * day,
      });
      if (index === 0)
        replyToReview(db, {
          id: review,
          text: "Thank you: it was a pleasure to work with you.",
          by: owner,
        });
    });
    const asked = reviewers[0];
    if (!asked) throw new Error("No won lead to ask for a review");
    const { link } = askForReview(
      db,
      {
        leadId: asked.id,
        job: { serviceSlug: "roofing", job: "Roofing", projectSlug: null, town: "Lytham" },
        by: owner,
      },
      secrets,
    );
    const newest = ids.find(({ status }) => status === "new");
    if (!newest) throw new Error("No new lead to book a visit for");
    return {
      leadId: measured.id,
      reviewForm: new URL(link).pathname,
      visitPage: visitLinkOf(db, secrets.secret, newest.id),
      quotePage: await sentQuote(db, secrets.secret, newest.id, owner),
      quoteEditor: `/owner/leads/${newest.id}/quote`,
    };
  } finally {
    db.close();
  }
}

/** A three-line quote written and sent to the lead, as the owner's pages send one; its page. */
async function sentQuote(db: Db, secret: Buffer, leadId: number, owner: ActingUser) {
  const services = {
    ...quoteServices(
      db,
      { now: Date.now() },
      { vatRegistered: Boolean(content.company.vatNumber) },
    ),
    secret,
  };
  const draft = saveDraft(db, {
    leadId,
    content: threeLineQuote(Boolean(content.company.vatNumber)),
    user: owner,
  });
  const sent = await sendQuote(services, {
    leadId,
    writtenAt: draft.writtenAt.toISOString(),
    largeDepositOk: true,
    user: owner,
  });
  if (!sent.ok) throw new Error(`The bench's quote was not sent: ${sent.problem}`);
  const page = linkOfQuote(db, secret, sent.quote.id);
  if (!page) throw new Error("The bench's quote has no link");
  return page;
}

/** A year of traffic and leads (tests/support/simulated-year.ts); returns the year to show. */
export function seedYear(databasePath: string): string {
  const db = new Database(databasePath, { timeout: 5000 });
  try {
    const { rows, leads } = simulateYear(db);
    console.log(`  seeded a year of visits: ${rows} rows of counts, ${leads} more leads`);
  } finally {
    db.close();
  }
  return String(new Date().getUTCFullYear());
}

function statusOf(index: number): LeadStatus {
  if (index < 4) return "new";
  const later: LeadStatus[] = [
    "contacted",
    "visit-booked",
    "quoted",
    "contacted",
    "won",
    "quoted",
    "lost",
    "spam",
    "visit-booked",
    "not-a-fit",
  ];
  return pick(later, index);
}

function sampleLeads(): TestLead[] {
  const people: [string, string][] = [
    ["Sarah", "Mills"],
    ["Tom", "Whittaker"],
    ["Priya", "Shah"],
    ["Gareth", "Hughes"],
    ["Lucy", "Fairclough"],
    ["Mohammed", "Iqbal"],
    ["Joanne", "Rigby"],
    ["Daniel", "Ashworth"],
    ["Helen", "O'Connor"],
    ["Craig", "Bamber"],
    ["Emma", "Cartwright"],
    ["Stephen", "Holt"],
    ["Aisha", "Begum"],
  ];
  const towns = ["Lytham", "Poulton-le-Fylde", "Thornton-Cleveleys", "St Annes", "Garstang"];
  const requests: Pick<TestLead, "projectType" | "budget" | "message">[] = [
    {
      projectType: "extension",
      budget: "25k-50k",
      message:
        "We'd like a single-storey rear extension for a bigger kitchen-diner, about 4 m deep.\nThe house is a 1930s semi. We have drawings from an architect but no planning yet.\nBest to ring after 5pm on weekdays.",
    },
    {
      projectType: "renovation",
      budget: "50k-100k",
      message:
        "Full renovation of a bungalow we've just bought: rewire, new roof coverings, knock through between kitchen and lounge.\nHoping to move in by the autumn.",
    },
    {
      projectType: "new-build",
      budget: "over-250k",
      message:
        "We have planning for a detached four-bed on a plot at the end of our garden.\nLooking for a builder for the whole job, foundations to finish. Happy to send the plans.",
    },
    {
      projectType: "joinery",
      message:
        "Could you quote for a made-to-measure staircase in oak, straight flight, 13 steps?\nThe old one is pine and creaks badly.",
    },
    {
      projectType: "commercial",
      budget: "100k-250k",
      message:
        "Fit-out of a ground-floor shop unit as a café: new shopfront, kitchen, toilets.\nThe lease starts next month so we need to move quickly.",
    },
    {
      projectType: "other",
      budget: "under-25k",
      message:
        "Garden wall has started to lean after the storm, about 12 m long and 1.5 m high.\nIt's on the boundary with next door, who is happy to share the cost.",
    },
  ];
  return Array.from({ length: 25 }, (_, index) => {
    const [firstName, lastName] = pick(people, index);
    const request = pick(requests, index);
    const email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
    return {
      firstName,
      lastName,
      email: `${email}@example.org`,
      phone: `07${String(700_000_000 + index * 7_919_113).slice(0, 9)}`,
      ...request,
      message: `${request.message}\nWe're in ${pick(towns, index)}.`,
    };
  });
}

/** The list's entry at `index`, going round again past its end. */
function pick<T>(list: readonly T[], index: number): T {
  const entry = list[index % list.length];
  if (entry === undefined) throw new Error("Nothing to pick from");
  return entry;
}
