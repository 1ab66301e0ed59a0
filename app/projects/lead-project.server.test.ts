import { describe, expect, it } from "vitest";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import {
  leadForNewProject,
  leadOfProject,
  linkProjectToLead,
  projectOfLead,
  projectStartOf,
} from "./lead-project.server";

const always = () => true;

function won(db: ReturnType<typeof databaseWithOwner>["db"], projectType = "extension") {
  const id = insertLead(db, { projectType });
  db.prepare("UPDATE quote_requests SET status = 'won' WHERE id = ?").run(id);
  return id;
}

describe("a won lead's project", () => {
  it("is refused for a lead that is not there, not won, or already on the website", () => {
    const { db } = databaseWithOwner();
    expect(leadForNewProject(db, 4242, always)).toMatchObject({
      ok: false,
      message: /no such lead/,
    });
    const quoted = insertLead(db);
    expect(leadForNewProject(db, quoted, always)).toMatchObject({
      ok: false,
      message: /Won first/,
    });
    const lead = won(db);
    expect(leadForNewProject(db, lead, always)).toMatchObject({ ok: true });
    expect(linkProjectToLead(db, lead, "porch-in-poulton")).toBe(true);
    expect(leadForNewProject(db, lead, always)).toMatchObject({
      ok: false,
      message: /already on the website/,
    });
    expect(projectOfLead(db, lead)).toBe("porch-in-poulton");
    expect(leadOfProject(db, "porch-in-poulton")).toMatchObject({ id: lead });
  });

  it("a project removed since frees its lead, and its address goes to the next project made there", () => {
    const { db } = databaseWithOwner();
    const first = won(db);
    linkProjectToLead(db, first, "porch");
    expect(leadForNewProject(db, first, () => false)).toMatchObject({ ok: true });
    const second = won(db);
    expect(linkProjectToLead(db, second, "porch")).toBe(true);
    expect(leadOfProject(db, "porch")).toMatchObject({ id: second });
    expect(projectOfLead(db, first)).toBeNull();
  });

  it("starts the project with the kind of job, the year and its service, and the town when known", () => {
    const services = [
      { slug: "builds", quoteProjectType: "new-build" },
      { slug: "extensions", quoteProjectType: "extension" },
      { slug: "roofs" },
    ];
    const now = Date.parse("2026-11-27T12:00:00Z");
    const lead = { id: 1, reference: "MC-00001", projectType: "extension", town: null };
    expect(projectStartOf(lead, services, now)).toEqual({
      title: "Extension",
      category: "Extension",
      location: "",
      type: "Extension",
      completed: "2026",
      servicesProvided: ["extensions"],
    });
    expect(
      projectStartOf({ ...lead, projectType: "other", town: "Poulton" }, services, now),
    ).toEqual({
      title: "Building work in Poulton",
      location: "Poulton",
      type: "Building work",
      completed: "2026",
      servicesProvided: [],
    });
  });
});
