import { FileText, Phone } from "lucide-react";
import { CallLink } from "~/components/contact-links";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { useCompany } from "~/site/use-company";

interface CallToActionProps {
  title: string;
  text: string;
  quoteLabel?: string;
  quoteTo?: string;
}

/** The closing band of a page: call now, or ask for a quote. */
export function CallToAction({
  title,
  text,
  quoteLabel = "Get Free Quote",
  quoteTo = "/contact",
}: CallToActionProps) {
  const { phone } = useCompany();
  return (
    <section className="bg-hivis-400">
      <div className="container-site flex flex-col gap-8 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-4xl text-navy-950 sm:text-5xl">{title}</h2>
          <p className="mt-3 text-lg text-navy-900">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3 lg:shrink-0 lg:flex-nowrap">
          <CallLink phone={phone} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <Phone aria-hidden="true" />
            Call {phone}
          </CallLink>
          <ButtonLink to={quoteTo} size="lg" variant="light">
            <FileText aria-hidden="true" />
            {quoteLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
