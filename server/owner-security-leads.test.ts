import { describe, expect, it } from "vitest";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { postForm, signIn } from "../tests/support/owner-session";

/** The owner's area's security bar for the leads: customers' photos, staff's rights, visitor text. */
const area = ownerAreaServer();
const { get } = area;

describe("customers' photos", () => {
  const photoPath = () => `/owner/leads/${area.photoLeadId}/photos/${area.photoId}`;

  it("go only to a signed-in user, never to a cache, and are named after the request", async () => {
    for (const cookie of [undefined, "owner_session=AAAAAAAAAAAAAAAAAAAAAA"]) {
      const stranger = await get(photoPath(), cookie);
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get("location")).toMatch(/^\/owner\/sign-in/);
      expect(stranger.headers.get("content-type") ?? "").not.toMatch(/^image\//);
    }
    for (const size of ["", "?size=thumb"]) {
      const photo = await get(photoPath() + size, area.ownerCookie);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe("image/jpeg");
      expect(photo.headers.get("cache-control")).toBe("private, no-store");
      expect(photo.headers.get("content-disposition")).toMatch(
        /^inline; filename="MC-\d{5}-photo-1(-small)?\.jpg"$/,
      );
      expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it("answer 404 under another lead's address, or for an address that is not a number", async () => {
    for (const wrong of [
      `/owner/leads/${area.leadId}/photos/${area.photoId}`,
      `/owner/leads/${area.photoLeadId}/photos/${area.photoId + 1000}`,
      `/owner/leads/${area.photoLeadId}/photos/..%2F..%2Fsite.db`,
      `/owner/leads/${area.photoLeadId}/photos/1e3`,
    ]) {
      const response = await get(wrong, area.ownerCookie);
      expect(response.status, wrong).toBe(404);
      expect(response.headers.get("content-type") ?? "", wrong).not.toMatch(/^image\//);
    }
  });
});

describe("roles", () => {
  it("staff cannot open the team page or delete a lead", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    expect((await get("/owner/team", staff)).status).toBe(403);
    const response = await postForm(
      area.app.url,
      `/owner/leads/${area.leadId}`,
      { intent: "delete", confirm: "yes" },
      { cookie: staff },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Only the owner can delete a lead.");
    expect(
      area.app.services.db
        .prepare("SELECT count(*) FROM quote_requests WHERE id = ?")
        .pluck()
        .get(area.leadId),
    ).toBe(1);
  });
});

describe("a job's value", () => {
  it("refused is a 400 with the reason beside the field, the typed text escaped, nothing changed", async () => {
    const stored = () =>
      area.app.services.db
        .prepare("SELECT status, won_value_pence AS pence FROM quote_requests WHERE id = ?")
        .get(area.leadId);
    const before = stored();
    const typed = '"><script>alert(1)</script>';
    const response = await postForm(
      area.app.url,
      `/owner/leads/${area.leadId}`,
      { intent: "status", status: "won", value: typed },
      { cookie: area.ownerCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Type the value in pounds, like 12,500 or 12500.50.");
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("<script>alert(1)");
    expect(stored()).toEqual(before);
  });
});

describe("visitor text is text", () => {
  it("hostile names and messages are escaped on the inbox and the lead page", async () => {
    for (const page of ["/owner", `/owner/leads/${area.leadId}`]) {
      const html = await (await get(page, area.ownerCookie)).text();
      expect(html, page).toContain("&lt;script&gt;alert(&#x27;name&#x27;)&lt;/script&gt;");
      expect(html, page).not.toContain("<script>alert('name')");
      expect(html, page).not.toContain("<img src=x");
    }
  });

  it("the CSV export neutralises cells that a spreadsheet would run as a formula", async () => {
    const response = await get("/owner/leads.csv", area.ownerCookie);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quote-requests-[\d-]+\.csv"$/,
    );
    const csv = await response.text();
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
