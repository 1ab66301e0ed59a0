import type { Company } from "~/company/company";

type Network = Company["social"][number]["network"];

/** The mark of a social network; the drawings are masks in `app/app.css` (`.social-mark`). */
export function SocialIcon({ network }: { network: Network }) {
  return <span aria-hidden="true" className="social-mark size-5" data-network={network} />;
}
