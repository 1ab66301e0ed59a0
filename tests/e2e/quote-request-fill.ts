import type { Page } from "@playwright/test";

/** Fills the quote form with a valid request from `email`, as a visitor types it. */
export async function fillValidRequest(page: Page, email: string) {
  await page.getByRole("textbox", { name: "First name" }).fill("Sarah");
  await page.getByRole("textbox", { name: "Last name" }).fill("Mills");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("07700 900123");
  await page.getByRole("combobox", { name: "Type of project" }).selectOption("extension");
  await page
    .getByRole("textbox", { name: "Project details" })
    .fill("A kitchen extension at the back of a 1930s semi in Thornton.");
}
