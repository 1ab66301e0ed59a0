import path from "node:path";
import Database from "better-sqlite3";
import { addDays, formatCalendarDate, instantOnDay, localDate } from "../../app/lib/uk-time";
import { e2eDataDir, storeLead } from "../support/owner-fixtures";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

test.skip(({ isMobile }) => !isMobile, "the owner looks at the day's visits on a phone");

/**
 * A lead with a survey visit booked on `day` at `time` (UK), written as the store writes one.
 * No other browser test books visits; a retry cancels the ones its first try left.
 */
function leadWithVisit(
  [firstName, lastName]: [string, string],
  {
    day,
    time,
    postcode,
    addressLine,
    accessNotes = "",
  }: Record<"day" | "postcode" | "addressLine", string> & {
    time: number;
    accessNotes?: string;
  },
) {
  const lead = storeLead({
    firstName,
    lastName,
    email: `${unique("customer")}@example.org`,
    phone: "07700 900789",
    projectType: "extension",
    message: "A garden room, about 3 by 4 metres.",
  });
  const db = new Database(path.join(e2eDataDir(), "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const start = instantOnDay(day, time);
    db.prepare(
      "UPDATE survey_visits SET cancelled_at = ? WHERE cancelled_at IS NULL AND starts_at = ?",
    ).run(new Date().toISOString(), new Date(start).toISOString());
    db.prepare(
      `INSERT INTO survey_visits (quote_request_id, starts_at, ends_at, postcode, address_line,
         access_notes, booked_by, booked_at) VALUES (?, ?, ?, ?, ?, ?, 'customer', ?)`,
    ).run(
      lead.id,
      new Date(start).toISOString(),
      new Date(start + 45 * 60_000).toISOString(),
      postcode,
      addressLine,
      accessNotes,
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return lead;
}

test("the owner sees tomorrow's visits on a phone, adds a busy time and subscribes to the visits", async ({
  page,
}) => {
  const tomorrow = addDays(localDate(Date.now()), 1);
  const first = leadWithVisit(["Lena", "Marsh"], {
    day: tomorrow,
    time: 10 * 60,
    postcode: "FY5 1AA",
    addressLine: "7 Beach Road",
    accessNotes: "Side gate, dog is friendly",
  });
  const second = leadWithVisit(["Tom", "Fisher"], {
    day: tomorrow,
    time: 11 * 60 + 30,
    postcode: "FY1 4AB",
    addressLine: "22 Church Street",
  });
  await newOwner(page);
  await page
    .getByRole("navigation", { name: "Owner area" })
    .getByRole("link", { name: "Visits" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();

  const day = page.getByRole("region", { name: "Tomorrow" });
  await expect(day.getByRole("heading", { name: formatCalendarDate(tomorrow) })).toBeVisible();
  const visit = day.getByRole("listitem").filter({ hasText: first.reference });
  await expect(visit).toContainText("10:00–10:45");
  await expect(visit).toContainText("7 Beach Road, FY5 1AA");
  await expect(visit).toContainText("Access: Side gate, dog is friendly");
  await expect(visit).toContainText("About 10 min drive from the office");
  await expect(visit.getByRole("link", { name: "Lena Marsh" })).toHaveAttribute(
    "href",
    `/owner/leads/${first.id}`,
  );
  await expect(visit.getByRole("link", { name: "Call 07700 900789" })).toHaveAttribute(
    "href",
    "tel:+447700900789",
  );
  await expect(visit.getByRole("link", { name: "Map of FY5 1AA" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/search?query=FY5%201AA",
  );
  await expect(day.getByRole("listitem").filter({ hasText: second.reference })).toContainText(
    "drive from the visit before (FY5 1AA)",
  );
  await expectNoViolations(page, "Visits");
  await page.screenshot({ path: test.info().outputPath("visits-phone.png"), scale: "css" });

  await page.getByRole("link", { name: "Booking settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking settings" })).toBeVisible();
  await page.getByLabel("Day", { exact: true }).fill(tomorrow);
  await page.getByLabel("From", { exact: true }).fill("14:00");
  await page.getByLabel("To", { exact: true }).fill("15:30");
  await page.getByLabel("Note (optional)").fill("Dentist");
  await page.getByRole("button", { name: "Add busy time" }).click();
  await expect(page.getByText(`Busy on ${formatCalendarDate(tomorrow)}`)).toBeVisible();
  const busy = page.getByRole("region", { name: "Busy times" }).getByRole("listitem");
  await expect(busy).toContainText([`${formatCalendarDate(tomorrow)}, 14:00–15:30: Dentist`]);
  await expectNoViolations(page, "Booking settings");
  await page.screenshot({
    path: test.info().outputPath("visit-settings-phone.png"),
    fullPage: true,
  });

  await page.getByRole("link", { name: "Visits", exact: true }).first().click();
  await page.getByRole("button", { name: "Make the address" }).click();
  const subscribe = page.getByRole("link", { name: "Subscribe on this phone" });
  await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/.+\/calendar\/[\w-]{43}\.ics$/);
  await page
    .getByRole("region", { name: "In your phone's calendar" })
    .screenshot({ path: test.info().outputPath("visit-feed-phone.png"), scale: "css" });
  const address = (await subscribe.getAttribute("href"))?.replace(/^webcal:\/\/[^/]+/, "") ?? "";
  const feed = await page.request.get(address);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect((await feed.text()).replace(/\r\n /g, "")).toContain(first.reference);
});
