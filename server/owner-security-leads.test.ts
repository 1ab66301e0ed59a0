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

const post = (path: string, fields: Record<string, string>, cookie = area.ownerCookie) =>
  postForm(area.app.url, path, fields, { cookie });
const leadPath = () => `/owner/leads/${area.leadId}`;
const stored = () =>
  area.app.services.db
    .prepare(
      "SELECT status, won_value_pence AS pence, follow_up_on AS followUp FROM quote_requests WHERE id = ?",
    )
    .get(area.leadId);

describe("roles", () => {
  it("staff work a lead from its page", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    const page = await get(leadPath(), staff);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("Delete for good");
    const note = await post(leadPath(), { intent: "note", note: "Rang back, staff" }, staff);
    expect(note.status).toBe(200);
    expect(await note.text()).toContain("Note added.");
  });

  it("staff cannot open the team page or delete a lead", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    expect((await get("/owner/team", staff)).status).toBe(403);
    const response = await post(leadPath(), { intent: "delete", confirm: "on" }, staff);
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

describe("the lead page's forms, sent as no page of theirs would", () => {
  it("a job's value refused is a 400 with the reason beside the field, the typed text escaped, nothing changed", async () => {
    const before = stored();
    const typed = '"><script>alert(1)</script>';
    const response = await post(leadPath(), { intent: "status", status: "won", value: typed });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Type the value in pounds, like 12,500 or 12500.50.");
    expect(html).toMatch(/<input id="status-value"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)");
    expect(stored()).toEqual(before);
  });

  it("a status not in the list is a 400 beside the menu, nothing changed", async () => {
    const before = stored();
    for (const status of ["archived", "<b>won</b>", "won'--"]) {
      const response = await post(leadPath(), { intent: "status", status });
      expect(response.status, status).toBe(400);
      const html = await response.text();
      expect(html).toMatch(/<select id="status-status"[^>]*aria-invalid="true"/);
      expect(html).toContain("Choose a status from the list.");
    }
    expect(stored()).toEqual(before);
  });

  it("a value for a lead not won is a 400 saying why, nothing changed", async () => {
    const before = stored();
    expect(before).toMatchObject({ pence: null });
    const alone = await post(leadPath(), { intent: "won-value", value: "12,500" });
    expect(alone.status).toBe(400);
    expect(await alone.text()).toContain("goes with Won: mark the lead Won first.");
    const withQuoted = await post(leadPath(), { intent: "status", status: "quoted", value: "100" });
    expect(withQuoted.status).toBe(400);
    expect(await withQuoted.text()).toContain(
      "goes with Won: choose Won, or leave the value empty.",
    );
    expect(stored()).toEqual(before);
  });

  it("a made-up date or form is a 400 saying so", async () => {
    const date = await post(leadPath(), { intent: "follow-up", date: "2026-02-30" });
    expect(date.status).toBe(400);
    expect(await date.text()).toContain("Enter a real date, like 2026-03-31.");
    const unknown = await post(leadPath(), { intent: "archive" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("That is not something this page can do.");
    expect(stored()).toMatchObject({ followUp: null });
  });

  it("a forged lead address is a 404, whatever is sent", async () => {
    const forms: Record<string, string>[] = [
      { intent: "note", note: "Hello" },
      { intent: "archive" },
    ];
    for (const path of ["/owner/leads/999999", "/owner/leads/0", "/owner/leads/1e3"])
      for (const fields of forms) {
        const response = await post(path, fields);
        expect(response.status, `${path} ${fields.intent}`).toBe(404);
      }
    expect((await get("/owner/leads/999999", area.ownerCookie)).status).toBe(404);
  });
});

describe("the inbox's filter", () => {
  it("a query its form could not send is a 400 with the reason beside the field, what was typed kept", async () => {
    const long = `lytham${"x".repeat(200)}`;
    for (const [query, reason] of [
      [`?q=${long}`, "Search for at most 200 characters"],
      ["?status=%3Cscript%3E", "Choose a status from the list."],
      ["?q=a&q=b", "Search for one thing at a time."],
    ] as const) {
      const response = await get(`/owner${query}`, area.ownerCookie);
      expect(response.status, query).toBe(400);
      const html = await response.text();
      expect(html, query).toContain(reason);
      expect(html, query).toMatch(/aria-invalid="true"/);
      expect(html, query).not.toContain("<script>");
    }
    expect(await (await get(`/owner?q=${long}`, area.ownerCookie)).text()).toContain(
      `value="${long}"`,
    );
    expect((await get(`/owner/leads.csv?status=closed`, area.ownerCookie)).status).toBe(400);
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
