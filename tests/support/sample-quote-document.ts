import { formatMoney } from "~/lib/pounds";
import {
  cancellationInformation,
  modelCancellationForm,
} from "~/written-quotes/cancellation-words";
import type { QuoteDocument, Section } from "~/written-quotes/quote-document";
import { type PricedLine, quoteTotals, type VatRate } from "~/written-quotes/quote-totals";

/**
 * A made-up written quote for the PDF's benchmark and tests: a Fylde coast builder's re-roof and
 * rear extension, with the firm's fictional default details. Nothing here is a real customer.
 */

interface SampleLine extends PricedLine {
  description: string;
  unit: string;
}

const line = (
  description: string,
  quantity: number,
  unit: string,
  pounds: number,
  vatRate: VatRate = "20",
): SampleLine => ({
  description,
  quantityHundredths: Math.round(quantity * 100),
  unit,
  unitPricePence: Math.round(pounds * 100),
  vatRate,
});

const work: SampleLine[] = [
  line(
    "Scaffolding to the rear and side elevations for the roofing work: erect, hire, strike",
    1,
    "item",
    1350,
  ),
  line(
    "Strip concrete interlocking tiles, battens and felt from the rear roof slope; remove all waste",
    42,
    "m²",
    18.5,
  ),
  line("Breathable membrane and treated 25 × 50 mm battens", 42, "m²", 12),
  line(
    "Marley Modern smooth grey concrete tiles with dry ridge and dry verge system",
    42,
    "m²",
    38,
  ),
  line(
    "Renew rotten fascia and soffit boards in white uPVC, with new half-round gutters and downpipes",
    14,
    "m",
    46,
  ),
  line("Code 4 lead flashing to the chimney stack and repoint in lime mortar", 1, "item", 480),
  line(
    "Loft insulation: 270 mm mineral wool between and over the joists (energy-saving materials)",
    38,
    "m²",
    14,
    "0",
  ),
  line(
    "Excavate foundation trenches, 600 mm wide to 1 m deep, and take the spoil away",
    11.5,
    "m³",
    95,
  ),
  line("C25 concrete strip foundations, to Building Control's approval", 9.2, "m³", 165),
  line("Cavity walls to damp-proof course: engineering brick and dense block", 9, "m²", 120),
  line(
    "Cavity walls above DPC: facing brick to match the house, 100 mm full-fill insulation, aerated block",
    36,
    "m²",
    145,
  ),
  line(
    "Ground floor: 150 mm slab on DPM, 100 mm PIR insulation, 65 mm sand and cement screed",
    21,
    "m²",
    88,
  ),
  line(
    "Warm flat roof: joists, 18 mm OSB deck, 120 mm PIR and EPDM membrane with a 25-year guarantee",
    21,
    "m²",
    135,
  ),
  line(
    "Aluminium bi-fold doors, three panes, anthracite grey, fitted with cavity closers",
    1,
    "item",
    4250,
  ),
  line(
    "Open up the rear wall and fit a steel beam to the engineer's calculations",
    1,
    "item",
    2100,
  ),
  line("Electrics: six double sockets, four LED downlights, Part P certificate", 1, "item", 1650),
  line("Plasterboard, bonding and skim to the new walls and ceiling", 58, "m²", 22),
  line("Two coats of emulsion to the new walls and ceiling", 58, "m²", 9.5),
  line("Skip hire, 8 yards, three exchanges", 3, "item", 290),
  line("Labourer to keep the site tidy and sheeted each evening", 12, "day", 180),
];

const quantity = (hundredths: number) => String(hundredths / 100);

const paragraphs = (heading: string, ...text: string[]): Section => ({ heading, paragraphs: text });

const terms: Section[] = [
  paragraphs(
    "1. This quotation",
    "This quotation is based on our visit to the site and the drawings you gave us. It is valid until the date shown above; after that we may need to review the price.",
    "Some conditions cannot be seen before work starts, such as poor ground, hidden drains or rotten timbers. If we find something like this we will stop the affected work, explain what we found and agree the cost with you before we carry on.",
  ),
  paragraphs(
    "2. Prices",
    "Prices include labour, materials, plant and the removal of our own waste unless this quotation says otherwise. VAT is shown line by line and in the totals.",
  ),
  paragraphs(
    "3. Payment",
    "Payment is staged as set out above. We invoice each stage when it is reached, and invoices are payable within 7 days.",
    "If you dispute part of an invoice, please tell us promptly and pay the part you do not dispute while we sort it out.",
  ),
  paragraphs(
    "4. Changes to the work",
    "If you want to change the work, or a change becomes necessary, we will tell you the effect on the price and the timeline. A change is carried out only once we have both agreed it in writing; an email is fine.",
  ),
  paragraphs(
    "5. Timelines",
    "The start window is our best estimate, not a guarantee. Weather on the coast, ground conditions, deliveries and inspections can all move the programme, and we will tell you promptly about any delay we expect.",
  ),
  paragraphs(
    "6. Your responsibilities",
    "Please give us safe access to the site during working hours, with water and electricity for the work, and move furniture and valuables out of the work area.",
    "Unless this quotation says we will arrange them, you are responsible for planning permission, party wall notices and your mortgage lender's consent.",
  ),
  paragraphs(
    "7. Building regulations",
    "We apply to Building Control for the extension and arrange its inspections. The completion certificate is sent to you when it is issued.",
  ),
  paragraphs(
    "8. Health, safety and the site",
    "We carry out the work safely and in line with health and safety law, keep the site as tidy as reasonably possible and sheet the roof each evening while it is open.",
  ),
  paragraphs(
    "9. Warranties",
    "We warrant our work against defects in workmanship and in the materials we supply: structural work for 10 years, finishes and fixtures for 2 years, from completion.",
    "These warranties are in addition to your legal rights under the Consumer Rights Act 2015.",
  ),
  paragraphs(
    "10. Our liability",
    "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We do not exclude liability for death or personal injury caused by our negligence, or for fraud.",
  ),
  paragraphs(
    "11. Events outside our control",
    "We are not responsible for delays caused by events beyond our reasonable control, such as severe weather or serious shortages of materials. We will tell you as soon as possible and do what we reasonably can to limit the effect.",
  ),
  paragraphs(
    "12. Complaints",
    "If you are unhappy with anything, please tell us first so we can put it right. We will reply within 5 working days.",
  ),
];

const firm = {
  tradingName: "Marram Construction",
  legalName: "Marram Construction Ltd",
  address: ["Unit 3, Kestrel Court, Bispham Road", "Bispham", "Blackpool", "FY2 0ZZ"],
  phone: "0161 496 0000",
  email: "hello@example.com",
  registration: "Registered in England and Wales, company number 00000000",
  vatNumber: "VAT number GB123456789",
};
const cancellingTo = { ...firm, address: firm.address.join(", ") };
const customer = {
  name: "Jane Sample",
  siteAddress: "14 Example Avenue, Lytham St Annes, FY8 0ZZ",
};
const title = "Re-roof and rear single-storey extension";

/** The words a real quote carries (`cancellation-words.ts`), for this made-up customer. */
const cancellation: QuoteDocument["cancellation"] = {
  applies: true,
  information: cancellationInformation(cancellingTo),
  form: modelCancellationForm(cancellingTo, {
    what: `${title} (quote Q-0007, version 2)`,
    orderedOn: "____________________",
    customer: customer.name,
    address: customer.siteAddress,
  }),
};

/** The sample quote with `lines` lines: the work above in turn, a second phase after the first 20. */
export function sampleQuoteDocument(lines: number): QuoteDocument {
  const chosen = Array.from({ length: lines }, (_, index) => {
    const item = work[index % work.length] as SampleLine;
    const round = Math.floor(index / work.length);
    return round === 0
      ? item
      : { ...item, description: `${item.description} (phase ${round + 1})` };
  });
  const totals = quoteTotals(chosen);
  // A quarter of the total, in whole pounds, for each of the first three stages.
  const stage = Math.floor(totals.grossPence / 400) * 100;
  return {
    firm,
    customer,
    number: "Q-0007",
    version: 2,
    title,
    issuedOn: "3 March 2027",
    validUntil: "2 April 2027",
    lines: chosen.map((item, index) => ({
      description: item.description,
      quantity: quantity(item.quantityHundredths),
      unit: item.unit,
      unitPrice: formatMoney(item.unitPricePence),
      vatRate: `${item.vatRate}%`,
      amount: formatMoney(totals.lineAmountsPence[index] ?? 0),
    })),
    totals: [
      { label: "Total before VAT", amount: formatMoney(totals.netPence) },
      ...totals.vat.map(({ rate, netPence, vatPence }) => ({
        label: `VAT at ${rate}% on ${formatMoney(netPence)}`,
        amount: formatMoney(vatPence),
      })),
      { label: "Total to pay", amount: formatMoney(totals.grossPence) },
    ],
    vatNote:
      "VAT is worked out once for each rate on the sum of the lines at that rate, rounded down to the penny. Loft insulation is energy-saving material, zero-rated when installed in a home.",
    included:
      "Everything listed above, with all labour, materials, plant and waste removal.\nBuilding Control application and inspections for the extension.",
    excluded:
      "Decoration of the existing rooms, flooring in the extension, and any work to drains found to be defective once uncovered.",
    startWindow: "Late April 2027, about 6 weeks on site",
    payments: [
      { label: "When the roof is stripped and felted", amount: formatMoney(stage) },
      { label: "When the roof is finished", amount: formatMoney(stage) },
      { label: "When the extension is watertight", amount: formatMoney(stage) },
      { label: "Balance on completion", amount: formatMoney(totals.grossPence - 3 * stage) },
    ],
    terms,
    cancellation,
  };
}
