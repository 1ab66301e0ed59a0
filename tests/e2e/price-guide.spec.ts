import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import {
  choiceValue,
  guideReference,
  poundsRange,
  priceAnswer,
  questionName,
} from "../../app/price-guide/price-answer";
import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test, wakePart } from "./fixtures";
import { fillValidRequest } from "./quote-request-fill";

/**
 * The price guide as a visitor uses it, with and without JavaScript: pick the answers, see the
 * range, ask for a written quote that starts from it. Jobs and prices come from the content.
 */
const guide = (() => {
  const first = content.priceGuides[0];
  if (!first) throw new Error("The content has no priced job");
  return first;
})();
const firstAnswers = Object.fromEntries(
  guide.questions.map((question) => [questionName(question), question.choices[0]]),
);
const answer = priceAnswer(guide, (name) => {
  const choice = firstAnswers[name];
  return choice ? choiceValue(choice) : undefined;
});
if (!answer.ok) throw new Error("The first answers give no price");
const range = poundsRange(answer.from, answer.to);
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;

/** The priced job's part of the page. */
const job = (page: Page) => page.getByRole("article", { name: guide.title });

async function pickFirstAnswers(page: Page) {
  for (const question of guide.questions)
    await job(page)
      .getByRole("group", { name: question.label })
      .getByRole("radio", { name: question.choices[0]?.label })
      .check();
}

function seenOnLead(email: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readonly: true });
  try {
    return db.prepare("SELECT price_guide FROM quote_requests WHERE email = ?").pluck().get(email);
  } finally {
    db.close();
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pick the answers, see the range, and ask for a written quote that arrives with it", async ({
    page,
  }) => {
    await page.goto("/cost-guide");
    await expect(job(page).getByText("Guide price")).toHaveCount(0);
    await pickFirstAnswers(page);
    await job(page).getByRole("button", { name: "Show the price" }).click();
    await expect(page).toHaveURL(new RegExp(`job=${guide.slug}.*#${guide.slug}-price$`));
    await expect(job(page).getByText(range, { exact: true })).toBeVisible();

    await job(page).getByRole("link", { name: "Get a written quote" }).click();
    await expect(page.getByRole("textbox", { name: "Project details" })).toHaveValue(
      new RegExp(`the price guide said ${range}`),
    );
    const email = uniqueEmail("guide-nojs");
    const details = page.getByRole("textbox", { name: "Project details" });
    const started = await details.inputValue();
    await fillValidRequest(page, email);
    await details.fill(`${started}about 4 metres of it.`);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(page.getByRole("heading", { name: /your request has reached us/ })).toBeVisible();
    expect(seenOnLead(email)).toContain(range);
  });
});

test.describe("with JavaScript", () => {
  test("the range appears as the answers are picked, and the address can be shared", async ({
    page,
  }) => {
    await page.goto("/cost-guide");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await expect(job(page).getByText("Choose an answer to each question")).toBeVisible();
    await pickFirstAnswers(page);
    await expect(job(page).getByText(range, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`job=${guide.slug}`));
    await page.reload();
    await expect(job(page).getByText(range, { exact: true })).toBeVisible();
  });

  test("a forged reference of over 300 characters is dropped: the request still goes, without it", async ({
    page,
  }) => {
    const picks = Object.fromEntries(
      Object.entries(firstAnswers).map(([name, choice]) => [
        name,
        choice ? choiceValue(choice) : "",
      ]),
    );
    const reference = guideReference(guide, picks);
    await page.goto(`/contact?service=${guide.service}&guide=${encodeURIComponent(reference)}`);
    const send = page.getByRole("button", { name: "Send Quote Request" });
    await wakePart(page, send);
    // The page writes only a reference it knows; one changed in the page is forged. Changed as
    // the form is sent (before the form's own check reads it), since the page writes it back
    // each time the form is drawn again.
    const carried = page.locator('input[type="hidden"][name="priceGuide"]');
    await expect(carried).toHaveValue(reference);
    const email = uniqueEmail("guide-forged");
    await fillValidRequest(page, email);
    await carried.evaluate(
      (input, forged) => {
        const field = input as HTMLInputElement;
        field.form?.addEventListener(
          "submit",
          () => {
            field.value = forged;
            document.body.dataset.sent = String(
              new FormData(field.form ?? undefined).get("priceGuide"),
            );
          },
          { capture: true },
        );
      },
      `${guide.slug}:${"x".repeat(400)}`,
    );
    await send.click();
    await expect(page.getByRole("heading", { name: /your request has reached us/ })).toBeVisible();
    // It was sent forged, and the request was kept without it.
    expect(await page.evaluate(() => document.body.dataset.sent)).toBe(
      `${guide.slug}:${"x".repeat(400)}`,
    );
    expect(seenOnLead(email)).toBeNull();
  });
});

test.describe("WCAG 2.2 AA, an answer and a refusal", () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("the range shown, and an answer the guide does not have", async ({ page }) => {
    await page.goto("/cost-guide");
    await pickFirstAnswers(page);
    await job(page).getByRole("button", { name: "Show the price" }).click();
    await expect(job(page).getByText(range, { exact: true })).toBeVisible();
    await expectNoViolations(page, "the price guide's answer");

    const [first] = guide.questions;
    const response = await page.goto(
      `/cost-guide?job=${guide.slug}&${questionName(first ?? { label: "" })}=made-up`,
    );
    expect(response?.status()).toBe(400);
    await expect(job(page).getByText(/is not one of the answers/)).toBeVisible();
    await expectNoViolations(page, "the price guide refusing an answer");
  });
});
