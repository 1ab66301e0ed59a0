import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Db, openDatabase } from "~/db/database.server";
import { deleteLead } from "~/leads/lead-deletion.server";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { AddressCounts } from "./link-guessing.server";
import { linkToken, newLinkToken } from "./private-links.server";
import { openLink, privatePageContext, readPrivatePost } from "./private-page.server";

/**
 * A fourth private page, as a newcomer would add one: a purpose of its own ("a note to read"
 * here), a link made for what it opens, opened by the one mechanism every private page uses.
 * Nothing of the visits', quotes' or jobs' code is needed.
 */

const purpose = "a-note-to-read";
const secret = Buffer.alloc(32, 4);
let db: Db;
let leadId: number;
let misses: AddressCounts;
let posts: AddressCounts;

beforeEach(() => {
  db = openDatabase(":memory:");
  leadId = insertLead(db);
  misses = new AddressCounts({ most: 2, windowMs: 60_000, addresses: 10 });
  posts = new AddressCounts({ most: 2, windowMs: 60_000, addresses: 10 });
});
afterEach(() => db.close());

/** What the server hands a private page, for requests from `client`. */
function requestFrom(client: string) {
  const context = new RouterContextProvider();
  context.set(privatePageContext, {
    db,
    missed: () => misses.count(client),
    posted: () => posts.count(client),
    ipHash: `hash of ${client}`,
  });
  return context;
}

describe("a private page of a purpose of its own", () => {
  it("opens what its link was made for, the same link every time, and nothing for another purpose", () => {
    const token = linkToken(db, secret, { purpose, opens: 42, leadId });
    expect(linkToken(db, secret, { purpose, opens: 42, leadId })).toBe(token);
    expect(openLink(requestFrom("203.0.113.1"), purpose, token)).toEqual({
      opens: 42,
      problem: null,
    });
    expect(openLink(requestFrom("203.0.113.1"), "job", token)).toEqual({ problem: "unknown" });
  });

  it("refuses a stranger 404, a guesser 429, but never the customer's own link from that address", () => {
    const token = linkToken(db, secret, { purpose, opens: 7, leadId });
    const guesser = requestFrom("198.51.100.9");
    const guesses = ["x".repeat(43), "y".repeat(43), "z".repeat(43)].map(
      (guess) => openLink(guesser, purpose, guess).problem,
    );
    expect(guesses).toEqual(["unknown", "unknown", "busy"]);
    expect(openLink(guesser, purpose, token).problem).toBeNull();
  });

  it("stops opening once replaced, and once its lead is erased", () => {
    const old = linkToken(db, secret, { purpose, opens: 7, leadId });
    const fresh = newLinkToken(db, secret, { purpose, opens: 7, leadId });
    expect(openLink(requestFrom("a"), purpose, old).problem).toBe("unknown");
    expect(openLink(requestFrom("a"), purpose, fresh).problem).toBeNull();
    const owner = insertUser(db, "owner@example.com");
    deleteLead(db, { leadId, user: owner, photosDir: "/nonexistent" });
    expect(openLink(requestFrom("a"), purpose, fresh).problem).toBe("unknown");
  });

  it("reads a post against its schema, and refuses a flood of posts 429", async () => {
    const schema = z.object({ seen: z.literal("yes", { error: "Tick the box." }) });
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return readPrivatePost(requestFrom("192.0.2.4"), data, schema);
    };
    expect((await form({ seen: "yes" })).submission?.status).toBe("success");
    const refused = (await form({})).submission;
    expect(refused?.status === "error" && refused.error).toEqual({ seen: ["Tick the box."] });
    const flooded = await form({ seen: "yes" });
    expect(flooded.refusal?.init?.status).toBe(429);
  });
});
