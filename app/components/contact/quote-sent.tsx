import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { usePagePath } from "~/lib/react-router-internals";
import { quoteFormId } from "~/quote-requests/quote-fields";
import type { QuoteSent as Sent } from "~/quote-requests/quote-reply";
import { useCompany } from "~/site/use-company";

interface QuoteSentProps {
  sent: Sent;
  onAnother: () => void;
}

/** In place of the form once a request has reached us: its reference, and a way to send another. */
export function QuoteSent({ sent, onAnother }: QuoteSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pathname = usePagePath();
  const { replyWithin } = useCompany();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      id={quoteFormId}
      className="rounded-card border-2 border-success/40 bg-success/5 p-6 sm:p-8"
    >
      <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
      <h3 ref={heading} tabIndex={-1} className="mt-3 scroll-mt-36 text-3xl outline-none">
        Thank you, {sent.firstName}: your request has reached us
      </h3>
      <p className="mt-3">
        We reply to every request within {replyWithin} during office hours. A confirmation is on its
        way to <strong>{sent.email}</strong>.
      </p>
      {sent.photos ? (
        <p className="mt-2">
          We received {sent.photos === 1 ? "1 photo" : `${sent.photos} photos`} with it.
        </p>
      ) : null}
      <p className="mt-2 text-muted">
        Your reference: <strong className="text-navy-900">{sent.reference}</strong>
      </p>
      {sent.visitLink ? (
        <div className="mt-6">
          <p>
            Most jobs start with a visit to see the work and measure up, free and without
            obligation.
          </p>
          <a href={sent.visitLink} className={cn(buttonVariants(), "mt-3")}>
            Choose a time for us to visit
          </a>
        </div>
      ) : null}
      <Link
        to={{ pathname, hash: quoteFormId }}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className={cn(buttonVariants({ variant: "outline" }), "mt-6")}
      >
        Send another request
      </Link>
    </div>
  );
}
