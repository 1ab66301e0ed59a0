import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test, wakePart } from "./fixtures";
import { newOwner } from "./owner-pages";
import { fillValidRequest } from "./quote-request-fill";

/** A postcode in the first area that lists districts (the content's own). */
const district = content.serviceAreas.find((area) => area.postcodes.length > 0)?.postcodes[0];

test.describe("booking the survey visit straight after sending a request", () => {
  test.skip(({ isMobile }) => !isMobile, "a customer books on a phone: one run is enough");
  test.skip(!district, "no area lists a postcode district");

  test("request sent → choose a time → booked, then on the owner's Visits page and in the calendar feed", async ({
    page,
    browser,
  }) => {
    const street = `${1 + Math.round(Math.random() * 998)} Church Street`;
    const email = `visit-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;
    await page.goto("/contact");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await fillValidRequest(page, email);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await page.getByRole("link", { name: "Choose a time for us to visit" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Choose a time for us to visit/,
    );
    await page.getByRole("textbox", { name: "Postcode of the job" }).fill(`${district} 3ab`);
    await page.getByRole("textbox", { name: "First line of the address" }).fill(street);
    await page.getByRole("button", { name: "Show free times" }).click();

    const times = page.getByRole("group", { name: "Choose a time" });
    await expect(times).toBeVisible();
    // The last day offered, weeks ahead: its time can still be moved online, whatever today is.
    const lastDay = times.locator("details").last();
    await lastDay.locator("summary").click();
    const last = lastDay.getByRole("radio").last();
    const chosen = await last.getAttribute("aria-label");
    await last.check();
    await times.getByText("Choose a time").scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("visit-times.png") });
    await expectNoViolations(page, "the free times");
    await page.getByRole("button", { name: "Book this time" }).click();

    await expect(page.getByRole("status")).toContainText("Your visit is booked");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your survey visit");
    const [day = "", time = ""] = (chosen ?? "").split(", ");
    await expect(page.getByText(time, { exact: false }).first()).toBeVisible();
    expect(day).not.toBe("");
    await expect(page.getByText(`${street}, ${district} 3AB`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel the visit" })).toBeVisible();
    await expectNoViolations(page, "the booked visit");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath("visit-booked.png") });

    // The owner, on their own phone: the visit on the Visits page at once, and in the feed.
    const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await newOwner(owner);
    await owner.goto("/owner/visits");
    const item = owner.getByRole("listitem").filter({ hasText: street });
    await expect(item).toContainText(time);
    await expect(item.getByRole("link", { name: /Sarah Mills/ })).toBeVisible();
    const subscribe = owner.getByRole("link", { name: "Subscribe on this phone" });
    if (!(await subscribe.isVisible()))
      await owner.getByRole("button", { name: "Make the address" }).click();
    const feedOf = async () => {
      const address =
        (await subscribe.getAttribute("href"))?.replace(/^webcal:\/\/[^/]+/, "") ?? "";
      return owner.request.get(address);
    };
    let feed = await feedOf();
    // Another test may have just made a new address: the page then shows it.
    if (feed.status() === 404) {
      await owner.reload();
      feed = await feedOf();
    }
    expect(feed.status()).toBe(200);
    expect((await feed.text()).replace(/\r\n /g, "")).toContain(street);
    await owner.close();
  });
});
