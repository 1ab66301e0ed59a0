import { Home, Phone } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { CallLink } from "~/components/contact-links";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { useCompany } from "~/site/use-company";

function StatusLayout({
  code,
  title,
  children,
}: {
  code: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="bg-sand-50">
      <div className="container-site flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p
          aria-hidden="true"
          className="border-hivis-400 border-b-8 font-display text-[7rem] text-navy-900 leading-none sm:text-[10rem]"
        >
          {code}
        </p>
        <h1 className="mt-6 text-4xl sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

const popularPages = [
  { label: "Our services", to: "/services" },
  { label: "Our projects", to: "/projects" },
  { label: "Get a free quote", to: "/contact" },
];

/** The page for an address with nothing at it. The server logs the path; so does the browser. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found (404): ${pathname}`);
  }, [pathname]);

  return (
    <StatusLayout code="404" title="Oops! Page not found">
      <p className="mt-4 max-w-xl text-lg text-muted">
        <span className="sr-only">Error 404. </span>
        The page you were looking for has moved or never existed. Everything we do is one click away
        from the home page.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <Home aria-hidden="true" />
        Return to Home
      </ButtonLink>
      <nav aria-label="Popular pages" className="mt-8">
        <p className="text-muted">Or go straight to</p>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-1 font-semibold">
          {popularPages.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="inline-flex min-h-11 items-center text-navy-700 underline"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </StatusLayout>
  );
}

/** What a visitor sees when something failed on our side: never a stack trace. */
export function ServerErrorPage({ status = 500 }: { status?: number }) {
  return (
    <StatusLayout code={String(status)} title="Something went wrong">
      <p className="mt-4 max-w-xl text-lg text-muted">
        <span className="sr-only">Error {status}. </span>
        Sorry, this page could not be shown just now. Please try again in a moment, or call us: we
        are happy to help by phone.
      </p>
      <WaysOn />
    </StatusLayout>
  );
}

/** A request refused in the words the server gave (a form sent from another site), and the ways on. */
export function RefusedPage({
  status,
  title,
  text,
}: {
  status: number;
  title: string;
  text: string;
}) {
  return (
    <StatusLayout code={String(status)} title={title}>
      <p className="mt-4 max-w-xl text-lg text-muted">
        <span className="sr-only">Error {status}. </span>
        {text}
      </p>
      <WaysOn />
    </StatusLayout>
  );
}

/** Home, or a call: the firm's phone number on the page itself, one tap on a phone. */
function WaysOn() {
  const { phone } = useCompany();
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <ButtonLink to="/" size="lg" reloadDocument>
        <Home aria-hidden="true" />
        Return to Home
      </ButtonLink>
      <CallLink phone={phone} className={buttonVariants({ variant: "outline", size: "lg" })}>
        <Phone aria-hidden="true" />
        Call {phone}
      </CallLink>
    </div>
  );
}
