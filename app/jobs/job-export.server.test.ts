import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { exportLeads } from "~/leads/lead-export.server";
import { acceptedJob, jobServices } from "../../tests/support/test-jobs";
import { insertLead, insertUser } from "../../tests/support/test-leads";
import { jobCsvColumns } from "./job-export.server";
import { recordPayment } from "./job-payments.server";
import { askAboutJob } from "./job-questions.server";
import { setStartDay } from "./job-store.server";

describe("a lead's job in the leads' CSV", () => {
  it("gives its dates, its money, each payment and how many questions; a lead with no job, empty cells", async () => {
    const db = openDatabase(":memory:");
    const clock = { now: Date.parse("2027-03-01T10:00:00Z") };
    const services = jobServices(db, clock);
    const owner = insertUser(db, "owner@example.com");
    const leadId = insertLead(db);
    const { job } = await acceptedJob(db, clock, { leadId, owner });
    setStartDay(db, job.id, "2027-03-15");
    clock.now = Date.parse("2027-03-04T09:00:00Z");
    const [deposit] = db
      .prepare("SELECT id FROM job_stages WHERE job_id = ? ORDER BY position")
      .pluck()
      .all(job.id) as number[];
    recordPayment(services, {
      jobId: job.id,
      stageId: deposit ?? 0,
      pence: 76_012,
      on: "2027-03-04",
      user: owner,
    });
    askAboutJob(services, job.id, "When does the skip come?");
    askAboutJob(services, job.id, '=HYPERLINK("http://evil.example")');
    // Work taken out, approved: the only cell that can start with a minus.
    db.prepare(
      `INSERT INTO job_variations (job_id, title, details, pence, proposed_at, proposed_by,
         document, document_hash, answered_at, approved)
       VALUES (?, 'No porch', '', -20000, ?, 'owner@example.com', '{}', 'h', ?, 1)`,
    ).run(job.id, "2027-03-02T09:00:00.000Z", "2027-03-03T09:00:00.000Z");

    const columns = jobCsvColumns(db, clock.now);
    expect(
      Object.fromEntries(
        columns.names.map((name, index) => [name, columns.cellsOf(leadId)[index]]),
      ),
    ).toEqual({
      "Job started": "2027-03-01 10:00",
      "Job start day": "2027-03-15",
      "Job finished": "",
      "Job agreed (£)": "7601.20",
      "Job changes approved (£)": "-200.00",
      "Job paid so far (£)": "760.12",
      "Job still to pay (£)": "6641.08",
      "Job payments": "Q-0001-1 £760.12 on 2027-03-04",
      "Job questions": "2",
    });
    expect(columns.cellsOf(insertLead(db)).every((cell) => cell === "")).toBe(true);

    // In the file, every cell is defused and quoted like the others (lib/csv).
    const { csv } = exportLeads(db, { user: owner, more: columns, now: clock.now });
    const [header, , row] = csv.slice(1).split("\r\n");
    expect(header).toMatch(/,Job started,Job start day,.*,Job payments,Job questions$/);
    expect(row).toMatch(
      /,2027-03-01 10:00,2027-03-15,,7601\.20,'-200\.00,760\.12,6641\.08,Q-0001-1 £760\.12 on 2027-03-04,2$/,
    );
    expect(csv).not.toContain("HYPERLINK");
    db.close();
  });
});
