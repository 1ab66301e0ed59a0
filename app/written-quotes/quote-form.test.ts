import { describe, expect, it } from "vitest";
import { readForm } from "~/forms/read-form.server";
import { maxLines } from "./quote-content";
import { moreLinesIntent, quoteFormSchema, withMoreLines } from "./quote-form";

/** The owner's quote form as a phone sends it: blank rows dropped, each problem beside its field. */

function sent(fields: Record<string, string>, vatRegistered = true) {
  const form = new URLSearchParams({
    title: "New porch",
    siteAddress: "3 Beach Road, FY5 1AA",
    ...fields,
  });
  return readForm(form, quoteFormSchema(vatRegistered));
}
const errorsOf = (submission: ReturnType<typeof sent>) =>
  submission.status === "error" ? submission.error : null;

describe("the quote form", () => {
  it("reads lines into pence and hundredths, dropping blank rows", () => {
    const submission = sent({
      "lines[0].description": "Porch base",
      "lines[0].quantity": "2.5",
      "lines[0].unit": "m²",
      "lines[0].price": "£1,250.50",
      "lines[0].vat": "20",
      "lines[1].description": "",
      "lines[1].vat": "20",
      "lines[2].description": "Energy-saving glazing",
      "lines[2].price": "300",
      "lines[2].vat": "5",
      depositKind: "share",
      deposit: "10%",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.lines).toEqual([
      {
        description: "Porch base",
        quantityHundredths: 250,
        unit: "m²",
        unitPricePence: 125_050,
        vatRate: "20",
      },
      {
        description: "Energy-saving glazing",
        quantityHundredths: 100,
        unit: "",
        unitPricePence: 30_000,
        vatRate: "5",
      },
    ]);
    expect(submission.value).toMatchObject({
      validDays: 30,
      deposit: { kind: "share", percent: 10 },
    });
  });

  it("refuses a quote with no lines", () => {
    expect(errorsOf(sent({}))?.lines).toEqual([
      "A quote has at least one line: describe the work.",
    ]);
  });

  it("refuses a negative, an absurd or a missing price beside its line", () => {
    const errors = errorsOf(
      sent({
        "lines[0].description": "Roof",
        "lines[0].price": "-500",
        "lines[0].vat": "20",
        "lines[1].description": "Extension",
        "lines[1].price": "99999999",
        "lines[1].vat": "20",
        "lines[2].description": "Gutters",
        "lines[2].vat": "20",
      }),
    );
    expect(errors?.["lines[0].price"]?.[0]).toMatch(/cannot be negative/);
    expect(errors?.["lines[1].price"]?.[0]).toMatch(/At most £10,000,000/);
    expect(errors?.["lines[2].price"]).toEqual(["Give this line's price, like 450 or 1,250.50."]);
  });

  it("refuses a VAT rate that is not one, and any rate when the firm is not registered", () => {
    const line = { "lines[0].description": "Wall", "lines[0].price": "100" };
    expect(errorsOf(sent({ ...line, "lines[0].vat": "17.5" }))?.["lines[0].vat"]).toEqual([
      "Choose 20%, 5% or 0%.",
    ]);
    expect(errorsOf(sent({ ...line, "lines[0].vat": "20" }, false))?.["lines[0].vat"]).toEqual([
      "We are not VAT registered: no VAT.",
    ]);
    expect(sent({ ...line }, false).status).toBe("success");
  });

  it("refuses a total over £10m across lines, and a quantity that is not a number", () => {
    const errors = errorsOf(
      sent({
        "lines[0].description": "Block A",
        "lines[0].quantity": "3",
        "lines[0].price": "4,000,000",
        "lines[0].vat": "0",
        "lines[1].description": "Block B",
        "lines[1].quantity": "two",
        "lines[1].price": "10",
        "lines[1].vat": "0",
      }),
    );
    expect(errors?.lines?.[0]).toMatch(/more than £10,000,000/);
    expect(errors?.["lines[1].quantity"]).toEqual(["Type a number, like 1, 2.5 or 12."]);
  });
});

describe("More lines", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };

  it("keeps what was typed and adds three blank rows after the last line, whatever is wrong", () => {
    const { typed: more, added } = withMoreLines(
      form({
        intent: moreLinesIntent,
        title: "",
        "lines[0].description": "Strip the old felt",
        "lines[0].price": "a lot",
        "lines[2].description": "",
        deposit: "ten",
      }),
      true,
    );
    expect(added).toBe(3);
    expect(more.get("intent")).toBeNull();
    expect(more.get("lines[0].price")).toBe("a lot");
    expect(more.get("deposit")).toBe("ten");
    expect(more.has("lines[2].description")).toBe(true);
    for (const row of [3, 4, 5]) {
      expect(more.get(`lines[${row}].description`)).toBe("");
      expect(more.get(`lines[${row}].vat`)).toBe("20");
    }
    expect(more.has("lines[6].description")).toBe(false);
    expect(withMoreLines(form({}), false).typed.get("lines[2].vat")).toBe("none");
  });

  it("adds none past the most lines a quote has", () => {
    const full = withMoreLines(form({ [`lines[${maxLines - 2}].description`]: "x" }), true);
    expect(full.added).toBe(1);
    expect(full.typed.has(`lines[${maxLines - 1}].description`)).toBe(true);
    expect(full.typed.has(`lines[${maxLines}].description`)).toBe(false);
    expect(withMoreLines(full.typed, true).added).toBe(0);
  });
});
