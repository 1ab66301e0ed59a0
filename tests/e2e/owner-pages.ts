import type { Page } from "@playwright/test";
import { addOwnerAccount } from "../support/owner-fixtures";
import { expect } from "./fixtures";

/** Signing in to the owner's area in browser tests: a new account, through its set-up link. */
export const ownerPassword = "purple tractor sandwich harbour";

let counter = 0;
/** A value no other test (or worker) uses. */
export const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${counter++}`;

/** A new owner (or staff member), set up and signed in on `page`; returns their email. */
export async function newOwner(page: Page, role: "owner" | "staff" = "owner") {
  const email = `${unique("owner")}@example.com`;
  await page.goto(addOwnerAccount(email, { role }));
  await page.getByLabel("New password").fill(ownerPassword);
  await page.getByLabel("The same password again").fill(ownerPassword);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText("Your password is saved and you are signed in.")).toBeVisible();
  return email;
}

/** Opens the owner's menu of their account's pages and signing out (folded away on a phone). */
export async function openAccountMenu(page: Page) {
  await page.locator("header summary").click();
}
