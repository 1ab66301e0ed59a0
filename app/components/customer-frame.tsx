import { CircleCheck, Phone } from "lucide-react";
import type * as React from "react";
import { Section } from "~/components/ui/section";

/** A customer's private page (a review, a survey visit): its heading, and `children` under it. */
export function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section tone="sand" spacing="compact">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl text-navy-900 sm:text-4xl">{title}</h1>
        {children}
      </div>
    </Section>
  );
}

/** "Call 01253 …": the way out of every customer's page, one tap on a phone. */
export function CallUs({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/\s+/g, "")}`}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
    >
      <Phone aria-hidden="true" className="size-5" />
      Call {phone}
    </a>
  );
}

/** What was just done, what went wrong, or how things stand: at the top of a customer's page. */
export function Banner({
  children,
  tone,
}: {
  children: React.ReactNode;
  tone: "ok" | "problem" | "info";
}) {
  const colours = {
    ok: "border-success/40",
    problem: "border-danger text-danger font-medium",
    info: "border-navy-200",
  };
  return (
    <p
      role={tone === "problem" ? "alert" : "status"}
      className={`mt-4 flex items-start gap-2 rounded-md border-2 bg-white p-4 ${colours[tone]}`}
    >
      {tone === "ok" ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      ) : null}
      <span>{children}</span>
    </p>
  );
}

/** Why a customer's link opens nothing (unknown, used, guessed too often), and the way out. */
/** What a customer reads when a link does not open: a title and a sentence. */
export type ProblemWords = { title: string; text: string };

const tooManyWords: ProblemWords = {
  title: "Please wait a minute",
  text: "Several requests were sent from here in a short time. Please wait a few minutes and try again, or call us.",
};

/**
 * Why a customer's link does not open, kindly, with the phone number: each page's own words for
 * its problems, and the same words for a guesser ("busy") unless the page has its own.
 */
export function LinkProblem<Problem extends string>({
  problem,
  words,
  phone,
}: {
  problem: Problem | "busy";
  words: Record<Problem, ProblemWords> & { busy?: ProblemWords };
  phone: string;
}) {
  const { title, text } =
    (words as Record<string, ProblemWords | undefined>)[problem] ?? tooManyWords;
  return (
    <Frame title={title}>
      <p className="mt-4">{text}</p>
      <p className="mt-6">
        <CallUs phone={phone} />
      </p>
    </Frame>
  );
}

/** A refusal above a customer's form: what could not be done, read out at once. */
export function RefusalAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border-2 border-danger bg-white p-3 font-medium text-danger"
    >
      {message}
    </p>
  );
}
