import { StyleSheet } from "@react-pdf/renderer";

/** The site's navy, sand and ink (app/styles/theme.css), so the PDF looks like the firm's. */
export const colour = {
  ink: "#13202f",
  muted: "#4a5666",
  navy: "#123154",
  rule: "#d6e1ee",
  sand: "#f5f0e6",
  success: "#146c43",
  successTint: "#e8f3ee",
} as const;

/**
 * A font size with its line height. React-pdf turns a unitless line height into points with the
 * font size of the same style (18 when it has none) and hands the points down to every child; on
 * the Page it would also hide the footer, a `render` Text (diegomura/react-pdf#3402). So each
 * style that may wrap onto several lines sets both, and the Page neither.
 */
const text = (fontSize: number, leading = 1.35) => ({ fontSize, lineHeight: leading });

/** The table's fixed columns, in points; the description takes what is left. */
export const columnWidth = { quantity: 40, unit: 38, unitPrice: 66, vatRate: 38, amount: 72 };

export const styles = StyleSheet.create({
  page: {
    fontFamily: "Helvetica",
    fontSize: 9.5,
    color: colour.ink,
    paddingTop: 40,
    paddingBottom: 60,
    paddingHorizontal: 48,
  },
  bold: { fontFamily: "Helvetica-Bold" },
  muted: { color: colour.muted },

  firm: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottom: `2 solid ${colour.navy}`,
    paddingBottom: 10,
    marginBottom: 14,
  },
  firmIdentity: { flexShrink: 1, paddingRight: 16 },
  firmName: { fontFamily: "Helvetica-Bold", ...text(16, 1.2), color: colour.navy, marginBottom: 2 },
  firmLine: text(9.5, 1.3),
  firmContact: { width: 250, textAlign: "right", ...text(8.5, 1.4), color: colour.muted },

  reference: { fontFamily: "Helvetica-Bold", fontSize: 10, color: colour.muted },
  title: {
    fontFamily: "Helvetica-Bold",
    ...text(15, 1.25),
    color: colour.navy,
    marginTop: 3,
    marginBottom: 8,
  },
  facts: { flexDirection: "row", gap: 24, marginBottom: 14 },
  fact: { flexGrow: 1, flexBasis: 0 },
  wideFact: { flexGrow: 2, flexBasis: 0 },
  factLabel: {
    ...text(8),
    color: colour.muted,
    textTransform: "uppercase",
    letterSpacing: 0.5,
    marginBottom: 1,
  },
  factValue: text(9.5),

  accepted: {
    border: `1.5 solid ${colour.success}`,
    backgroundColor: colour.successTint,
    borderRadius: 3,
    padding: 10,
    marginBottom: 16,
  },
  acceptedHeading: { fontFamily: "Helvetica-Bold", ...text(11), color: colour.success },
  acceptedLine: { ...text(9.5), marginTop: 2 },

  table: { marginBottom: 10 },
  headerRow: {
    flexDirection: "row",
    backgroundColor: colour.navy,
    color: "#ffffff",
    fontFamily: "Helvetica-Bold",
  },
  row: { flexDirection: "row", borderBottom: `0.75 solid ${colour.rule}` },
  cell: { ...text(9, 1.3), paddingVertical: 4, paddingHorizontal: 4 },
  description: { flexGrow: 1, flexBasis: 0 },
  number: { textAlign: "right" },

  totals: { alignSelf: "flex-end", width: 280, marginBottom: 6 },
  totalRow: {
    ...text(9.5),
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 12,
    paddingVertical: 2,
  },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 12,
    borderTop: `1.5 solid ${colour.navy}`,
    marginTop: 3,
    paddingTop: 4,
    fontFamily: "Helvetica-Bold",
    ...text(11),
  },
  note: { ...text(8.5), color: colour.muted, marginBottom: 12 },

  heading: {
    fontFamily: "Helvetica-Bold",
    ...text(11.5, 1.25),
    color: colour.navy,
    marginTop: 10,
    marginBottom: 4,
  },
  subheading: { fontFamily: "Helvetica-Bold", ...text(9.5), marginTop: 6, marginBottom: 1 },
  paragraph: { ...text(9.5), marginBottom: 4 },
  /** A label beside an amount: it wraps, the amount keeps its width. */
  label: { flexShrink: 1 },
  payment: {
    ...text(9.5),
    flexDirection: "row",
    justifyContent: "space-between",
    gap: 12,
    borderBottom: `0.75 solid ${colour.rule}`,
    paddingVertical: 3,
  },

  formIntro: { ...text(9), color: colour.muted, marginBottom: 14 },
  formLine: { ...text(9.5), marginTop: 10 },
  blank: { borderBottom: `0.75 solid ${colour.muted}`, height: 30 },

  footer: {
    position: "absolute",
    bottom: 28,
    left: 48,
    right: 48,
    borderTop: `0.75 solid ${colour.rule}`,
    paddingTop: 6,
    fontSize: 8,
    color: colour.muted,
    textAlign: "center",
  },
});
