import { Page, Text, View } from "@react-pdf/renderer";
import type { QuoteDocument } from "./quote-document";
import { Footer } from "./quote-pdf-parts.server";
import { styles } from "./quote-pdf-styles.server";

const formTitle = /^\s*model cancellation form\s*$/i;
/** "Date: ____": a run of underscores is where the customer writes. */
const blank = /_{3,}/;

/**
 * One line of the form. A line with a blank ("Date: ______") or that ends in a colon asks the
 * customer to write: its words, then a ruled line with room to write on, in place of underscores.
 */
function FormLine({ line }: { line: string }) {
  const words = line.replaceAll(new RegExp(blank, "g"), " ").replace(/\s+/g, " ").trim();
  const toFill = blank.test(line) || words.endsWith(":");
  return (
    <View style={styles.formLine} wrap={false}>
      <Text>{words}</Text>
      {toFill && <View style={styles.blank} />}
    </View>
  );
}

/** The model cancellation form, on a page of its own that the customer can print and post. */
export function CancellationFormPage({ document }: { document: QuoteDocument }) {
  const { form } = document.cancellation;
  const title = form.find((line) => formTitle.test(line)) ?? "Model cancellation form";
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.heading}>{title}</Text>
      <Text style={styles.formIntro}>
        Quote {document.number}, version {document.version}: {document.title}
      </Text>
      {form
        .filter((line) => !formTitle.test(line))
        .map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the form's lines are only their place and text
          <FormLine key={index} line={line} />
        ))}
      <Footer document={document} />
    </Page>
  );
}
