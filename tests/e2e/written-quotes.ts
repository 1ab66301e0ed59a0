/** The written quote's steps in the browser, for the specs that start from one. */
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDataDir, storeLead } from "../support/owner-fixtures";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";

export function database() {
  const db = new Database(path.join(e2eDataDir(), "site.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/** A template of the test's own, as the owner would have saved one from an earlier quote. */
export function saveTemplate(name: string) {
  const db = database();
  try {
    const line = (description: string, pence: number) => ({
      description,
      quantityHundredths: 100,
      unit: "",
      unitPricePence: pence,
      vatRate: "none",
    });
    db.prepare(
      "INSERT INTO quote_templates (name, content, saved_at, saved_by) VALUES (?, ?, ?, 'test')",
    ).run(
      name,
      JSON.stringify({
        title: "Garden wall rebuild",
        lines: [
          line("Take down the old wall and clear away", 45_000),
          line("New footing and brickwork", 180_000),
          line("Coping stones", 32_000),
        ],
        included: "All materials and waste.",
        excluded: "Planting.",
        startWindow: "Within three weeks",
        validDays: 30,
        deposit: { kind: "share", percent: 10 },
        stages: [],
        customerIsBusiness: false,
        newBuilding: false,
      }),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/** The customer's link, from the email the outbox holds for the lead's latest quote. */
export function customerLink(leadId: number): string {
  const db = database();
  try {
    const message = db
      .prepare(
        "SELECT message FROM outbox WHERE quote_request_id = ? AND kind = 'quote-sent' ORDER BY id DESC",
      )
      .pluck()
      .get(leadId) as string;
    const link = /\/quote\/[A-Za-z0-9_-]{43}/.exec(JSON.parse(message).text)?.[0];
    if (!link) throw new Error("no quote link in the email");
    return link;
  } finally {
    db.close();
  }
}

export function newLead(lastName: string) {
  return storeLead({
    firstName: "Nadia",
    lastName,
    email: "nadia@example.org",
    phone: "07700 900456",
    projectType: "landscaping",
    message: "The garden wall is leaning and needs rebuilding.",
  });
}

/** Counts the screens the owner sees: the one on now, then each page the main frame lands on. */
function countScreens(page: Page) {
  let screens = 1;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) screens++;
  });
  return () => screens;
}

export async function sendFromTemplate(owner: Page, leadId: number, template: string) {
  await owner.goto(`/owner/leads/${leadId}`);
  const screens = countScreens(owner);
  await owner.getByRole("link", { name: "Write a quote" }).click();
  await owner.getByRole("link", { name: template }).click();
  await expect(owner.getByLabel("Description").first()).toHaveValue(
    "Take down the old wall and clear away",
  );
  await owner.getByLabel("Address of the work").fill("4 Marine Road, Fleetwood, FY7 6AB");
  await owner.screenshot({ path: test.info().outputPath("owner-quote-editor.png") });
  await expectNoViolations(owner, "the quote editor");
  await owner.getByRole("button", { name: "Preview the quote" }).click();
  await expect(owner.getByRole("heading", { name: "Check and send" })).toBeVisible();
  await expect(owner.getByText("Total to pay")).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath("owner-quote-preview.png") });
  await expectNoViolations(owner, "the quote's preview");
  await owner.getByRole("button", { name: /^Send to/ }).click();
  await expect(owner.getByRole("status")).toContainText("Quote sent");
  return screens();
}
