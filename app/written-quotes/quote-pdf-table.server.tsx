import { type Styles, Text, View } from "@react-pdf/renderer";
import type { QuoteDocument } from "./quote-document";
import { columnWidth, styles } from "./quote-pdf-styles.server";

type Line = QuoteDocument["lines"][number];
type Style = Styles[string];

interface Column {
  title: string;
  value: (line: Line) => string;
  style: Style[];
}

const numeric = (width: number): Style[] => [styles.cell, styles.number, { width }];

const descriptionColumn: Column = {
  title: "Description",
  value: (line) => line.description,
  style: [styles.cell, styles.description],
};
const vatColumn: Column = {
  title: "VAT",
  value: (line) => line.vatRate,
  style: numeric(columnWidth.vatRate),
};

/** The table's columns: VAT only when the firm charges it on some line. */
function columnsFor(lines: Line[]): Column[] {
  const charged = lines.some((line) => line.vatRate !== "");
  return [
    descriptionColumn,
    { title: "Qty", value: (line) => line.quantity, style: numeric(columnWidth.quantity) },
    {
      title: "Unit",
      value: (line) => line.unit,
      style: [styles.cell, { width: columnWidth.unit, paddingLeft: 8 }],
    },
    { title: "Unit price", value: (line) => line.unitPrice, style: numeric(columnWidth.unitPrice) },
    ...(charged ? [vatColumn] : []),
    { title: "Amount", value: (line) => line.amount, style: numeric(columnWidth.amount) },
  ];
}

/** The priced lines; the header row repeats on every page the table runs onto. */
export function LinesTable({ lines }: { lines: Line[] }) {
  const columns = columnsFor(lines);
  return (
    <View style={styles.table}>
      <View style={styles.headerRow} fixed>
        {columns.map((column) => (
          <Text key={column.title} style={column.style}>
            {column.title}
          </Text>
        ))}
      </View>
      {lines.map((line, index) => (
        // Lines have no identity of their own: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <View key={index} style={styles.row} wrap={false}>
          {columns.map((column) => (
            <Text key={column.title} style={column.style}>
              {column.value(line)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The totals, the last (the total to pay) in bold, then how VAT was worked out. */
export function Totals({ totals, vatNote }: Pick<QuoteDocument, "totals" | "vatNote">) {
  const last = totals.length - 1;
  return (
    <View wrap={false}>
      <View style={styles.totals}>
        {totals.map(({ label, amount }, index) => (
          <View key={label} style={index === last ? styles.grandTotal : styles.totalRow}>
            <Text style={styles.label}>{label}</Text>
            <Text>{amount}</Text>
          </View>
        ))}
      </View>
      {vatNote && <Text style={styles.note}>{vatNote}</Text>}
    </View>
  );
}
