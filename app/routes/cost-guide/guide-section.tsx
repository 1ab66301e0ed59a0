import { FileText } from "lucide-react";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import {
  choiceValue,
  costGuidePath,
  guideReference,
  jobParameter,
  pickedInWords,
  poundsRange,
  priceAnswer,
  questionName,
} from "~/price-guide/price-answer";
import type { PriceGuide } from "~/price-guide/price-guide";
import { quoteFormId } from "~/quote-requests/quote-fields";

/** What the address asked of one job: the answers picked, and what was wrong with them. */
export interface Asked {
  job: string;
  ok: boolean;
  picks: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
}

type Guide = PriceGuide & { reviewedMonth: string };

/**
 * One priced job: its questions as a form that asks by GET (the answer then comes back from
 * the server, at the answer), and the answer itself, worked out here again as options change.
 */
export function GuideSection({
  guide,
  asked,
  trackRecord,
}: {
  guide: Guide;
  asked: Asked | undefined;
  trackRecord: { jobs: number; from: number; to: number } | undefined;
}) {
  const [picks, setPicks] = useState<Record<string, string>>(asked?.picks ?? {});
  const [changed, setChanged] = useState(false);
  const submit = useSubmit();
  const answer = priceAnswer(guide, (name) => picks[name]);
  const errors = changed ? {} : (asked?.errors ?? {});
  const priceId = `${guide.slug}-price`;

  return (
    <article
      id={guide.slug}
      aria-labelledby={`${guide.slug}-heading`}
      className="scroll-mt-24 rounded-card bg-white p-5 shadow-card sm:p-8"
    >
      <h3 id={`${guide.slug}-heading`} className="text-3xl">
        {guide.title}
      </h3>
      <Form
        method="get"
        action={`${costGuidePath}#${priceId}`}
        preventScrollReset
        replace
        className="mt-5 grid gap-6"
        onChange={(event) => {
          const sent = new FormData(event.currentTarget);
          const now = Object.fromEntries(
            [...sent]
              .filter(([name]) => name !== jobParameter)
              .map(([name, value]) => [name, String(value)]),
          );
          setPicks(now);
          setChanged(true);
          // A whole answer becomes the page's address: to share, and for the track record.
          if (priceAnswer(guide, (name) => now[name]).ok)
            void submit(event.currentTarget, { replace: true, preventScrollReset: true });
        }}
      >
        <input type="hidden" name={jobParameter} value={guide.slug} />
        {guide.questions.map((question) => {
          const name = questionName(question);
          const error = errors[name];
          const errorId = `${guide.slug}-${name}-error`;
          return (
            <fieldset key={name} aria-describedby={error ? errorId : undefined}>
              <legend className="font-semibold text-lg text-navy-900">{question.label}</legend>
              {error ? (
                <p id={errorId} className="mt-1 font-semibold text-red-800">
                  {error}
                </p>
              ) : null}
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {question.choices.map((choice) => {
                  const value = choiceValue(choice);
                  return (
                    <label
                      key={value}
                      className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 border-navy-100 px-4 py-2 has-checked:border-navy-800 has-checked:bg-navy-50"
                    >
                      <input
                        type="radio"
                        name={name}
                        value={value}
                        required
                        defaultChecked={picks[name] === value}
                        aria-invalid={error ? true : undefined}
                        className="size-5 shrink-0 accent-navy-800"
                      />
                      {choice.label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        <button
          type="submit"
          className={buttonVariants({ variant: "secondary", className: "justify-self-start" })}
        >
          Show the price
        </button>
      </Form>

      <div id={priceId} aria-live="polite" className="mt-6 scroll-mt-36">
        {answer.ok ? (
          <div className="rounded-card bg-navy-900 p-5 text-navy-100 sm:p-6">
            <p className="font-semibold text-hivis-400 text-sm uppercase tracking-wide">
              Guide price
            </p>
            <p className="mt-1 font-display text-4xl text-white">
              {poundsRange(answer.from, answer.to)}
            </p>
            <p className="mt-2">
              {guide.vatIncluded ? "Including VAT" : "Plus VAT"}, for: {pickedInWords(answer)}.
            </p>
            {trackRecord ? (
              <p className="mt-2 font-semibold text-white">
                Our last {trackRecord.jobs} jobs like this cost{" "}
                {poundsRange(trackRecord.from, trackRecord.to)} (the middle half of them).
              </p>
            ) : null}
            <p className="mt-2">
              A guide, not a quote: we give you an exact, written price once we have seen the job.
            </p>
            {guide.sample ? (
              <p className="mt-2 rounded-md bg-navy-800 px-3 py-1.5 text-sm">
                Sample prices, shown until the firm publishes its own.
              </p>
            ) : null}
            <ButtonLink
              to={`/contact?service=${guide.service}&guide=${encodeURIComponent(guideReference(guide, picks))}#${quoteFormId}`}
              className="mt-4"
            >
              <FileText aria-hidden="true" />
              Get a written quote
            </ButtonLink>
          </div>
        ) : (
          <p className="text-muted">Choose an answer to each question to see the price.</p>
        )}
      </div>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <WhatItCovers title="Included" items={guide.included} />
        {guide.notIncluded.length > 0 ? (
          <WhatItCovers title="Not included" items={guide.notIncluded} />
        ) : null}
      </div>
      <p className="mt-4 text-muted text-sm">
        {guide.sample
          ? "Sample prices, shown until the firm publishes its own."
          : `Prices last checked ${guide.reviewedMonth}.`}
      </p>
    </article>
  );
}

function WhatItCovers({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="font-sans font-semibold text-lg">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
