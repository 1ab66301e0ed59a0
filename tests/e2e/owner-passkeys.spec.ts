import type { Page, TestInfo } from "@playwright/test";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { addOwnerAccount } from "../support/owner-fixtures";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openAccountMenu } from "./owner-pages";

// Browsers refuse WebAuthn on an IP address, so these tests use the server by name.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });
// A passkey is the owner's phone's fingerprint or face; nothing here depends on the screen.
test.skip(({ isMobile }) => !isMobile, "passkeys are tested as on the owner's phone");

const password = "harbour lantern pebble quartz";
const endpoint = "/owner/passkeys/sign-in";

/** Chromium's built-in test authenticator: a phone with a fingerprint reader that always agrees. */
async function addVirtualAuthenticator(page: Page, { autofill = false } = {}) {
  if (!autofill) await withoutAutofill(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * The test authenticator answers an autofill (conditional) request at once, as if the person
 * had picked their passkey from the email field's suggestions, so the sign-in page would sign
 * in by itself. Tests of the button hide autofill support from the page; one test uses it.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", {
      value: async () => false,
    });
  });
}

/** A new account (unique per test and project), its password chosen, on the welcome page. */
async function newAccount(page: Page, testInfo: TestInfo) {
  const email = `passkey-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
  await page.goto(addOwnerAccount(email));
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page).toHaveURL(/\/owner\/account\?welcome$/);
  return email;
}

async function addPasskey(page: Page) {
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
}

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in$/);
}

async function expectAccessible(page: Page, testInfo: TestInfo, label: string) {
  await expectNoViolations(page, label);
  const path = testInfo.outputPath(`${label.replace(/\W+/g, "-")}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(label, { path, contentType: "image/png" });
}

const sessionCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.includes("owner_session"));

test("a new user adds a passkey after the set-up link, then signs in with it", async ({
  page,
}, testInfo) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  await newAccount(page, testInfo);

  await expect(page.getByRole("heading", { name: "Next: add a passkey" })).toBeVisible();
  await expectAccessible(page, testInfo, "welcome page");
  await addPasskey(page);
  const passkeys = page.getByRole("list", { name: "Your passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("Chrome on");
  await expect(passkeys).toContainText("Not used to sign in yet");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page, testInfo, "account page with a passkey");

  // The same device again: the browser says it already has one, and nothing is added.
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("already has a passkey");
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);

  await signOut(page);
  expect(await sessionCookies(page)).toEqual([]);
  await expectAccessible(page, testInfo, "sign-in page");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  expect(await sessionCookies(page)).toHaveLength(1);

  await page.goto("/owner/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(passkeys).toContainText("Last used");
});

test("picking the passkey from the email field's autofill signs in", async ({ page }, testInfo) => {
  await addVirtualAuthenticator(page, { autofill: true });
  await newAccount(page, testInfo);
  await addPasskey(page);
  const before = await sessionCookies(page);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  // The sign-in page offers the passkey as it loads, and the test authenticator takes it at
  // once: the page can pass too fast to be seen (it did on a loaded machine). What shows the
  // autofill signed in is the inbox after signing out, with a new session.
  await expect(page).toHaveURL(/\/owner$/);
  const after = await sessionCookies(page);
  expect(after).toHaveLength(1);
  expect(after[0]?.value).not.toBe(before[0]?.value);
});

test("a passkey sign-in returns to the page that asked for it", async ({ page }, testInfo) => {
  await addVirtualAuthenticator(page);
  await newAccount(page, testInfo);
  await addPasskey(page);
  await signOut(page);
  await page.goto("/owner/account");
  await expect(page).toHaveURL(/\/owner\/sign-in\?next=%2Fowner%2Faccount$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/owner\/account$/);
});

test.describe("refused passkey sign-ins", () => {
  test.use({ allowedConsoleErrors: [/status of 40[0-5]/] });

  test("a removed passkey no longer signs in", async ({ page }, testInfo) => {
    await addVirtualAuthenticator(page);
    await newAccount(page, testInfo);
    await addPasskey(page);
    await page.getByRole("button", { name: /^Remove passkey/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Passkey removed" })).toBeVisible();
    await expect(page.getByText("Passkey added")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Your passkeys" })).toHaveCount(0);
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText("not linked to an account");
    expect(await sessionCookies(page)).toEqual([]);
  });

  /** Rewrites the verify step's passkey response on its way to the server. */
  async function tamperWithVerify(
    page: Page,
    change: (response: AuthenticationResponseJSON) => void,
  ) {
    await page.route(endpoint, async (route) => {
      const body = route.request().postDataJSON();
      if (body?.step === "verify") change(body.response);
      await route.continue({ postData: JSON.stringify(body) });
    });
  }

  async function signInAndExpectRefusal(page: Page, status: number, message: string) {
    const verify = page.waitForResponse(
      (response) =>
        response.url().endsWith(endpoint) && response.request().postDataJSON()?.step === "verify",
    );
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    const response = await verify;
    expect(response.status()).toBe(status);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["set-cookie"] ?? "").not.toContain("owner_session=");
    await expect(page.getByRole("alert")).toContainText(message);
    await expect(page).toHaveURL(/\/owner\/sign-in$/);
    expect(await sessionCookies(page)).toEqual([]);
  }

  test("a tampered signature gets a 4xx and no session", async ({ page }, testInfo) => {
    await addVirtualAuthenticator(page);
    await newAccount(page, testInfo);
    await addPasskey(page);
    await signOut(page);
    await tamperWithVerify(page, (response) => {
      const signature = Buffer.from(response.response.signature, "base64url");
      signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
      response.response.signature = signature.toString("base64url");
    });
    await signInAndExpectRefusal(page, 403, "could not be checked");
  });

  test("an unknown credential gets a 4xx and no session", async ({ page }, testInfo) => {
    await addVirtualAuthenticator(page);
    await newAccount(page, testInfo);
    await addPasskey(page);
    await signOut(page);
    await tamperWithVerify(page, (response) => {
      const unknown = Buffer.from(`unknown-${Math.random()}`).toString("base64url");
      response.id = unknown;
      response.rawId = unknown;
    });
    await signInAndExpectRefusal(page, 403, "not linked to an account");
  });

  test("malformed, replayed and signed-out requests get a 4xx with a plain message", async ({
    page,
  }) => {
    await withoutAutofill(page); // else the page's own autofill request leaves a live challenge
    await page.goto("/owner/sign-in");
    const post = (url: string, body: unknown) =>
      page.evaluate(
        async ([url, body]) => {
          const response = await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: typeof body === "string" ? body : JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        },
        [url, body] as const,
      );
    const fake = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
    };
    const expectRefusal = (
      answer: { status: number; body: { message?: unknown } },
      status: number,
    ) => {
      expect(answer.status).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
      return String(answer.body.message);
    };

    expectRefusal(await post(endpoint, "{not json"), 400);
    expectRefusal(await post(endpoint, { step: "guess" }), 400);
    expect(expectRefusal(await post(endpoint, { step: "verify", response: fake }), 400)).toContain(
      "took too long or was already used",
    );

    // A live challenge, used once by an unknown credential, then sent again with the same cookie.
    expect((await post(endpoint, { step: "options" })).status).toBe(200);
    const challenge = (await page.context().cookies()).find(
      (cookie) => cookie.name === "owner_webauthn",
    );
    expect(challenge).toMatchObject({ path: "/owner", httpOnly: true, sameSite: "Strict" });
    expect(expectRefusal(await post(endpoint, { step: "verify", response: fake }), 403)).toContain(
      "not linked",
    );
    if (challenge) await page.context().addCookies([challenge]);
    expect(expectRefusal(await post(endpoint, { step: "verify", response: fake }), 400)).toContain(
      "took too long or was already used",
    );

    expectRefusal(await post("/owner/passkeys/register", { step: "options" }), 401);
    const opened = await page.request.get(endpoint);
    expect(opened.status()).toBe(405);
    expect(await sessionCookies(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sign-in page says passkeys need it", async ({ page }) => {
    await page.goto("/owner/sign-in");
    await expect(page.getByText("Passkeys need JavaScript; use your password.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  });
});
