import { FileText, Phone } from "lucide-react";
import { CallLink } from "~/components/contact-links";
import { ButtonLink, buttonVariants } from "~/components/ui/button";
import { useCompany } from "~/site/use-company";

/** A page hero's two actions: ask for a quote (the form started for this page), or call. */
export function HeroQuoteButtons({ quoteTo, quoteLabel }: { quoteTo: string; quoteLabel: string }) {
  const { phone } = useCompany();
  return (
    <>
      <ButtonLink to={quoteTo} size="lg">
        <FileText aria-hidden="true" />
        {quoteLabel}
      </ButtonLink>
      <CallLink phone={phone} className={buttonVariants({ variant: "outline-light", size: "lg" })}>
        <Phone aria-hidden="true" />
        Call {phone}
      </CallLink>
    </>
  );
}
