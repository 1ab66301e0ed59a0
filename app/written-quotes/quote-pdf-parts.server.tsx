import { Text, View } from "@react-pdf/renderer";
import { Fragment } from "react";
import { cancellationDays } from "./cancellation-rights";
import type { QuoteDocument, Section } from "./quote-document";
import { styles } from "./quote-pdf-styles.server";

export interface Acceptance {
  name: string;
  /** Already formatted: "3 March 2027 at 14:05". */
  at: string;
  /** The customer asked us to start within the cancellation period. */
  startEarly: boolean;
}

/** Who the quote is from: the details the law asks a firm to give, on the first page. */
export function FirmBlock({ firm }: Pick<QuoteDocument, "firm">) {
  return (
    <View style={styles.firm}>
      <View style={styles.firmIdentity}>
        <Text style={styles.firmName}>{firm.tradingName}</Text>
        <Text style={styles.firmLine}>{firm.legalName}</Text>
        {firm.address.map((line) => (
          <Text key={line} style={[styles.firmLine, styles.muted]}>
            {line}
          </Text>
        ))}
      </View>
      <View style={styles.firmContact}>
        <Text>{firm.phone}</Text>
        <Text>{firm.email}</Text>
        <Text>{firm.registration}</Text>
        {firm.vatNumber !== null && <Text>{firm.vatNumber}</Text>}
      </View>
    </View>
  );
}

function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <View style={wide ? styles.wideFact : styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      {children}
    </View>
  );
}

/** Which quote, what for, for whom, and for how long. */
export function QuoteHeading({ document }: { document: QuoteDocument }) {
  return (
    <View>
      <Text style={styles.reference}>
        Quote {document.number}, version {document.version}
      </Text>
      <Text style={styles.title}>{document.title}</Text>
      <View style={styles.facts}>
        <Fact label="For" wide>
          <Text style={[styles.factValue, styles.bold]}>{document.customer.name}</Text>
          <Text style={styles.factValue}>{document.customer.siteAddress}</Text>
        </Fact>
        <Fact label="Issued on">
          <Text style={styles.factValue}>{document.issuedOn}</Text>
        </Fact>
        <Fact label="Valid until">
          <Text style={styles.factValue}>{document.validUntil}</Text>
        </Fact>
      </View>
    </View>
  );
}

/** That the customer accepted online, and when work may start (the cancellation period). */
export function AcceptedBox({
  acceptance,
  cancellationApplies,
}: {
  acceptance: Acceptance;
  cancellationApplies: boolean;
}) {
  const period = `${cancellationDays}-day cancellation period`;
  return (
    <View style={styles.accepted} wrap={false}>
      <Text style={styles.acceptedHeading}>
        Accepted online by {acceptance.name} on {acceptance.at}
      </Text>
      {cancellationApplies && (
        <Text style={styles.acceptedLine}>
          {acceptance.startEarly
            ? `You asked us to start within the ${period}.`
            : `Work starts after the ${period}.`}
        </Text>
      )}
    </View>
  );
}

// The parts below are fragments, not Views: their headings and paragraphs are the Page's own
// children, since react-pdf keeps a heading with what follows (`minPresenceAhead`) only among
// siblings, and never for a View's first child.

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <Text style={styles.heading} minPresenceAhead={48}>
      {children}
    </Text>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are only their place and text
    <Text key={index} style={styles.paragraph}>
      {paragraph}
    </Text>
  ));
}

/** Text the owner typed, a paragraph for each line of it; nothing when it is empty. */
export function Prose({ heading, text }: { heading: string; text: string }) {
  const paragraphs = text
    .split("\n")
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <>
      <Heading>{heading}</Heading>
      <Paragraphs paragraphs={paragraphs} />
    </>
  );
}

/** Payments in the order they fall due, the amount of each beside it. */
export function Payments({ payments }: Pick<QuoteDocument, "payments">) {
  if (payments.length === 0) return null;
  return (
    <>
      <Heading>Payments</Heading>
      {payments.map(({ label, amount }, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two stages may have the same words
        <View key={index} style={styles.payment} wrap={false}>
          <Text style={styles.label}>{label}</Text>
          <Text>{amount}</Text>
        </View>
      ))}
    </>
  );
}

/** Headed paragraphs under a heading of their own: the terms, the cancellation information. */
export function Sections({ heading, sections }: { heading: string; sections: Section[] }) {
  if (sections.length === 0) return null;
  return (
    <>
      <Heading>{heading}</Heading>
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: headings need not be unique
        <Fragment key={index}>
          <Text style={styles.subheading} minPresenceAhead={32}>
            {section.heading}
          </Text>
          <Paragraphs paragraphs={section.paragraphs} />
        </Fragment>
      ))}
    </>
  );
}

/** "page 2 of 5" at the foot of every page, with whose quote it is. */
export function Footer({ document }: { document: QuoteDocument }) {
  const whose = `${document.firm.tradingName} · Quote ${document.number} v${document.version}`;
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) => `${whose} · page ${pageNumber} of ${totalPages}`}
    />
  );
}
