import { expect, test } from "./fixtures";
import { newOwner } from "./owner-pages";

test.use({ viewport: { width: 360, height: 780 } });

test("on a phone the owner's menu is one row under the title, and the account's pages fold away", async ({
  page,
}) => {
  await newOwner(page);
  const header = page.locator("header");
  const menu = page.getByRole("navigation", { name: "Owner area" });
  const links = menu.getByRole("link");
  await expect(links).toHaveText(["Leads", "Visits", "Jobs", "Reviews", "Website", "Results"]);
  // One row: every link on the same line, none past the screen's edge.
  const boxes = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect()));
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
  for (const box of boxes) expect(box.right).toBeLessThanOrEqual(360);
  // Title and menu leave the page most of the screen (it was a third of it).
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(110);

  await expect(page.getByRole("link", { name: "Your account" })).toBeHidden();
  await header.getByText("Team & account").focus();
  await page.keyboard.press("Enter");
  await expect(header.getByText(/^Signed in as owner-/)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Team" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Your account" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeFocused();
  await page.getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
});
