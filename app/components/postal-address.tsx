import type { PostalAddress as Address } from "~/company/company";
import { cn } from "~/lib/cn";

/** An address on one flowing line, with the postcode never split across two. */
export function PostalAddress({ address, className }: { address: Address; className?: string }) {
  const lines = [address.streetAddress, address.locality, address.town].filter(Boolean);
  return (
    <address className={cn("not-italic", className)}>
      {lines.join(", ")}, <span className="whitespace-nowrap">{address.postcode}</span>
    </address>
  );
}
