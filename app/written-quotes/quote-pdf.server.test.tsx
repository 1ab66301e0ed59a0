import { beforeAll, describe, expect, it } from "vitest";
import { pdfPages } from "../../tests/support/pdf-text";
import { sampleQuoteDocument } from "../../tests/support/sample-quote-document";
import type { QuoteDocument } from "./quote-document";
import { quotePdf, quotePdfFilename } from "./quote-pdf.server";

const hostileName = `<img src=x onerror=alert(1)> Łukasz O'Brien & "Sons"`;
const hostileLine = `<script>alert(1)</script> Strip and re-felt the garage roof`;
const dropTable = `Loft insulation, 270 mm "; DROP TABLE quotes; --`;

/** Three lines at two VAT rates, with hostile text where a customer or the owner could type it. */
const quote: QuoteDocument = {
  ...sampleQuoteDocument(1),
  customer: { name: hostileName, siteAddress: "7 Shore Road, Cleveleys, FY5 0ZZ" },
  lines: [
    {
      description: hostileLine,
      quantity: "1",
      unit: "item",
      unitPrice: "£850.00",
      vatRate: "20%",
      amount: "£850.00",
    },
    {
      description: dropTable,
      quantity: "38",
      unit: "m²",
      unitPrice: "£14.00",
      vatRate: "0%",
      amount: "£532.00",
    },
    {
      description: "Renew the fascia and soffits in white uPVC with new gutters and downpipes",
      quantity: "14",
      unit: "m",
      unitPrice: "£46.00",
      vatRate: "20%",
      amount: "£644.00",
    },
  ],
  totals: [
    { label: "Total before VAT", amount: "£2,026.00" },
    { label: "VAT at 20% on £1,494.00", amount: "£298.80" },
    { label: "VAT at 0% on £532.00", amount: "£0.00" },
    { label: "Total to pay", amount: "£2,324.80" },
  ],
  payments: [
    { label: "Deposit, when you accept", amount: "£500.00" },
    { label: "The balance, when the work is finished", amount: "£1,824.80" },
  ],
};

/** The same quote for a business: no VAT registration, no cancellation period, no form. */
const noCancelling: QuoteDocument = {
  ...quote,
  firm: { ...quote.firm, vatNumber: null },
  lines: quote.lines.map((line) => ({ ...line, vatRate: "" })),
  totals: [{ label: "Total to pay", amount: "£2,026.00" }],
  vatNote: "We are not registered for VAT, so no VAT is charged.",
  cancellation: {
    applies: false,
    information: [
      { heading: "Cancelling", paragraphs: ["This contract has no cancellation period."] },
    ],
    form: [],
  },
};

const acceptance = { name: hostileName, at: "3 March 2027 at 14:05", startEarly: false };
/** The name as the PDF's fonts can print it (no "Ł" in WinAnsi). */
const printedName = hostileName.replace("Ł", "L");
/** A form line as printed: its blanks ("____") are ruled lines, not underscores. */
const printedFormLine = (line: string) => line.replace(/_{3,}/g, " ").replace(/\s+/g, " ").trim();

describe("a written quote's PDF", () => {
  let pdf: Buffer;
  let pages: string[];
  let text: string;
  beforeAll(async () => {
    pdf = await quotePdf(quote);
    pages = await pdfPages(pdf);
    text = pages.join(" ");
  });

  it("is a PDF", () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("says whose quote it is, for whom, and until when", () => {
    for (const part of [
      quote.firm.tradingName,
      quote.firm.legalName,
      ...quote.firm.address,
      quote.firm.phone,
      quote.firm.email,
      quote.firm.registration,
      quote.firm.vatNumber ?? "",
      `Quote ${quote.number}, version ${quote.version}`,
      quote.title,
      quote.customer.siteAddress,
      quote.issuedOn,
      quote.validUntil,
    ])
      expect(pages[0]).toContain(part);
  });

  it("prints every line, total and payment, with the VAT rate of each line", () => {
    expect(pages[0]).toContain("Description Qty Unit Unit price VAT Amount");
    for (const line of quote.lines)
      expect(text).toContain(
        `${line.description} ${line.quantity} ${line.unit} ${line.unitPrice} ${line.vatRate} ${line.amount}`,
      );
    for (const { label, amount } of [...quote.totals, ...quote.payments])
      expect(text).toContain(`${label} ${amount}`);
    expect(text).toContain(quote.vatNote);
  });

  it("prints what the customer and the owner typed as it is, markup and all", () => {
    expect(text).toContain(hostileLine);
    expect(text).toContain(dropTable);
    expect(text).toContain(printedName);
  });

  it("has the scope, the terms and the cancellation information, in that order", () => {
    const headings = [
      "Payments",
      "What is included",
      "What is not included",
      "When we could start",
      "Terms",
      ...quote.terms.map((section) => section.heading),
      "Cancellation",
      ...quote.cancellation.information.map((section) => section.heading),
    ];
    const at = headings.map((heading) => text.indexOf(heading));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("ends with the model cancellation form on a page of its own", () => {
    const last = pages.at(-1) ?? "";
    expect(last.startsWith("Model cancellation form")).toBe(true);
    for (const line of quote.cancellation.form) expect(last).toContain(printedFormLine(line));
    expect(last).not.toContain("___");
    expect(pages.at(-2)).not.toContain("Model cancellation form");
  });

  it("numbers every page in its footer", () => {
    const whose = `${quote.firm.tradingName} · Quote ${quote.number} v${quote.version}`;
    pages.forEach((page, index) => {
      expect(page).toContain(`${whose} · page ${index + 1} of ${pages.length}`);
    });
  });
});

describe("an accepted quote's PDF", () => {
  it("says near the top who accepted it, when, and that work waits for the 14 days", async () => {
    const [first = ""] = await pdfPages(await quotePdf(quote, acceptance));
    const box = `Accepted online by ${printedName} on ${acceptance.at}`;
    expect(first).toContain(`${box} Work starts after the 14-day cancellation period.`);
    expect(first.indexOf(box)).toBeLessThan(first.indexOf("Description Qty"));
  });

  it("says when the customer asked to start within the 14 days", async () => {
    const [first = ""] = await pdfPages(await quotePdf(quote, { ...acceptance, startEarly: true }));
    expect(first).toContain("You asked us to start within the 14-day cancellation period.");
  });

  it("says nothing of 14 days, has no form and no VAT column when there is no right to cancel", async () => {
    const pages = await pdfPages(await quotePdf(noCancelling, acceptance));
    const text = pages.join(" ");
    expect(text).toContain(`Accepted online by ${printedName} on ${acceptance.at}`);
    expect(text).not.toMatch(/14-day|14 days/);
    expect(text).not.toContain("Model cancellation form");
    expect(text).toContain("This contract has no cancellation period.");
    expect(pages[0]).toContain("Description Qty Unit Unit price Amount");
    expect(text).not.toContain("VAT number");
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
  });
});

describe("a long quote's PDF", () => {
  it("repeats the table's header on each page it runs onto and stays under 200 kB", async () => {
    const pdf = await quotePdf(sampleQuoteDocument(30));
    const pages = await pdfPages(pdf);
    expect(pdf.length).toBeLessThan(200 * 1024);
    const header = "Description Qty Unit Unit price VAT Amount";
    expect(pages.filter((page) => page.includes(header)).length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`page 1 of ${pages.length}`);
  });
});

describe("the PDF's file name", () => {
  it("names the quote, its version, and whether it was accepted", () => {
    expect(quotePdfFilename(quote, false)).toBe("Quote Q-0007 v2.pdf");
    expect(quotePdfFilename(quote, true)).toBe("Quote Q-0007 v2 (accepted).pdf");
  });

  it("keeps to safe characters whatever the number holds", () => {
    const odd = { ...quote, number: `Q-7/../"x";\r\n` };
    expect(quotePdfFilename(odd, false)).toBe("Quote Q-7x v2.pdf");
  });
});
