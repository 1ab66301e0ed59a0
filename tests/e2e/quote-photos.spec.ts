import type { Page } from "@playwright/test";
import sharp from "sharp";
import { storedQuotes } from "../support/quote-store";
import { noisyJpeg } from "../support/test-photos";
import { expectNoViolations } from "./axe";
import { expect, test, wakePart } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

/** Photos with a quote request, as a visitor on a phone sends them and as the owner sees them. */
type Photo = { name: string; mimeType: string; buffer: Buffer };

async function jpeg(name: string, colour: string): Promise<Photo> {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function fillRequest(page: Page, email: string, lastName = "Shah") {
  await page.getByRole("textbox", { name: "First name" }).fill("Priya");
  await page.getByRole("textbox", { name: "Last name" }).fill(lastName);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("07700 900321");
  await page.getByRole("combobox", { name: "Type of project" }).selectOption("renovation");
  await page
    .getByRole("textbox", { name: "Project details" })
    .fill("Slipped slates above the back bedroom after the storm; photos attached.");
}

const photosInput = (page: Page) => page.getByLabel("Photos");

test.describe("with JavaScript", () => {
  // A photo the server refuses comes back as a 400, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("photos chosen, shown as thumbnails, one removed, sent with progress, confirmed, and seen by the owner", async ({
    page,
  }) => {
    const email = `${unique("photos")}@example.org`;
    await page.goto("/contact");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    // Other tests send requests from Priya too: this one is found in the inbox by her last name.
    const lastName = unique("Shah");
    await fillRequest(page, email, lastName);
    await photosInput(page).setInputFiles([
      await jpeg("roof.jpg", "#a64"),
      await jpeg("gutter.jpg", "#468"),
    ]);
    // Choosing again adds to the photos already chosen.
    await photosInput(page).setInputFiles([await jpeg("ridge.jpg", "#6a4")]);
    const chosen = page
      .getByRole("list")
      .filter({ has: page.getByRole("button", { name: /^Remove / }) });
    await expect(chosen.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText(/^3 of 6 photos chosen/)).toBeVisible();
    await expectNoViolations(page, "three photos chosen");
    await page.getByRole("button", { name: "Remove gutter.jpg" }).click();
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByText(/^2 of 6 photos chosen/)).toBeVisible();
    await expect(photosInput(page)).toBeFocused();

    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(
      page.getByRole("heading", { name: "Thank you, Priya: your request has reached us" }),
    ).toBeVisible();
    await expect(page.getByText("We received 2 photos with it.")).toBeVisible();

    const [stored] = storedQuotes({ email });
    expect(stored).toBeDefined();
    await newOwner(page);
    await page.goto("/owner");
    await page
      .getByRole("link", { name: new RegExp(`Priya ${lastName}`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Photos (2)" })).toBeVisible();
    const thumbnails = page.getByRole("img", { name: /of 2: .*, open at full size/ });
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveAccessibleName("1 of 2: roof.jpg, open at full size");
    // Each thumbnail really loaded.
    for (const thumbnail of await thumbnails.all())
      expect(
        await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    const full = await page.request.get(
      (await page.getByRole("link", { name: /1 of 2: roof.jpg/ }).getAttribute("href")) ?? "",
    );
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toBe("image/jpeg");
    expect(full.headers()["cache-control"]).toBe("private, no-store");
    expect(full.headers()["content-disposition"]).toBe(
      `inline; filename="${stored?.reference}-photo-1.jpg"`,
    );
  });

  test("on a slow connection the upload's progress is shown until the request is confirmed", async ({
    page,
  }) => {
    const email = `${unique("slow")}@example.org`;
    await page.goto("/contact");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await fillRequest(page, email);
    const noisy = await noisyJpeg(800, 600);
    await photosInput(page).setInputFiles({
      name: "slates.jpg",
      mimeType: "image/jpeg",
      buffer: noisy,
    });
    // About 2 seconds for the photo at 300 kB/s up.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 100,
      downloadThroughput: 1_000_000,
      uploadThroughput: noisy.length / 2,
    });
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    const progress = page.getByRole("progressbar", { name: /Sending your photos/ });
    await expect(progress).toBeVisible();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(
      page.getByRole("heading", { name: "Thank you, Priya: your request has reached us" }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("We received 1 photo with it.")).toBeVisible();
  });

  test("a file that is not a photo is named at once and the answers stay; one the server refuses is named beside the field", async ({
    page,
  }) => {
    const email = `${unique("refused")}@example.org`;
    await page.goto("/contact");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await fillRequest(page, email);
    await photosInput(page).setInputFiles({
      name: "quote.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(page.getByText('"quote.pdf" is not a photo.')).toBeVisible();
    await expect(page.getByText(/photos chosen/)).toHaveCount(0);

    // Says it is a JPEG; the server decodes it and knows better.
    await photosInput(page).setInputFiles({
      name: "fake.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(page.getByText(/"fake.jpg" is .*not a photo/).first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Priya");
    await expect(page.getByRole("textbox", { name: "Project details" })).toHaveValue(
      /Slipped slates/,
    );
    expect(storedQuotes({ email })).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  // A refused photo's page comes back with a 400, which the browser reports in the console.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test("photos go with the form as it is, and the confirmation says how many arrived", async ({
    page,
  }) => {
    const email = `${unique("nojs-photos")}@example.org`;
    await page.goto("/contact");
    await fillRequest(page, email);
    await photosInput(page).setInputFiles([
      await jpeg("porch.jpg", "#765"),
      await jpeg("wall.jpg", "#567"),
    ]);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(
      page.getByRole("heading", { name: "Thank you, Priya: your request has reached us" }),
    ).toBeVisible();
    await expect(page.getByText("We received 2 photos with it.")).toBeVisible();
    expect(storedQuotes({ email })).toHaveLength(1);
  });

  test("a refused photo comes back beside the field with the answers kept", async ({ page }) => {
    const email = `${unique("nojs-refused")}@example.org`;
    await page.goto("/contact");
    await fillRequest(page, email);
    await photosInput(page).setInputFiles({
      name: "drawing.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(page.getByText(/"drawing.svg" is .*not a photo/).first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    expect(storedQuotes({ email })).toEqual([]);
  });
});
