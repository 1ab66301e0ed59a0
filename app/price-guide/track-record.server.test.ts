import { describe, expect, it } from "vitest";
import { databaseWithOwner, insertLeadWithOutcome } from "../../tests/support/test-leads";
import { trackRecords } from "./track-record.server";

const now = Date.parse("2026-11-27T12:00:00Z");
const jobs = [{ slug: "loft", jobType: "renovation" }, { slug: "porch" }];

/** A lead marked won on `wonAt` for `pounds`, of `projectType`, maybe sent from `fromGuide`. */
function wonJob(
  db: ReturnType<typeof databaseWithOwner>["db"],
  pounds: number,
  {
    wonAt = "2026-06-01T10:00:00Z",
    projectType = "renovation",
    fromGuide = null as string | null,
  } = {},
) {
  const id = insertLeadWithOutcome(db, "2026-05-01T10:00:00Z", {
    status: "won",
    pence: pounds * 100,
  });
  db.prepare("UPDATE quote_requests SET project_type = ?, price_guide_job = ? WHERE id = ?").run(
    projectType,
    fromGuide,
    id,
  );
  db.prepare(
    "INSERT INTO lead_status_changes (quote_request_id, from_status, status, at) VALUES (?, 'quoted', 'won', ?)",
  ).run(id, wonAt);
  return id;
}

describe("the track record", () => {
  it("shows nothing at 4 won jobs, and the middle half at 5, to the nearest £500", () => {
    const { db } = databaseWithOwner();
    for (const pounds of [40_000, 52_300, 61_000, 70_200]) wonJob(db, pounds);
    expect(trackRecords(db, jobs, now)).toEqual({});
    wonJob(db, 99_000);
    // Sorted 40,000 52,300 61,000 70,200 99,000: the quartiles are 52,300 and 70,200.
    expect(trackRecords(db, jobs, now)).toEqual({ loft: { jobs: 5, from: 52_500, to: 70_000 } });
  });

  it("counts only won jobs with a value, won in the last 24 months, of its type or from its guide", () => {
    const { db } = databaseWithOwner();
    for (const pounds of [5000, 6000, 7000, 8000])
      wonJob(db, pounds, { projectType: "other", fromGuide: "porch" });
    wonJob(db, 9000, { projectType: "other", wonAt: "2024-11-20T10:00:00Z", fromGuide: "porch" });
    const lost = wonJob(db, 9000, { projectType: "other", fromGuide: "porch" });
    db.prepare("UPDATE quote_requests SET status = 'lost' WHERE id = ?").run(lost);
    const noValue = wonJob(db, 9000, { projectType: "other", fromGuide: "porch" });
    db.prepare("UPDATE quote_requests SET won_value_pence = NULL WHERE id = ?").run(noValue);
    expect(trackRecords(db, jobs, now)).toEqual({});

    wonJob(db, 9000, { projectType: "other", wonAt: "2024-12-01T10:00:00Z", fromGuide: "porch" });
    expect(trackRecords(db, jobs, now).porch).toEqual({ jobs: 5, from: 6000, to: 8000 });
    // A job type of its own counts towards "loft" only.
    expect(trackRecords(db, jobs, now).loft).toBeUndefined();
  });
});
