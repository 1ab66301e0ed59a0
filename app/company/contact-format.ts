import type { PostalAddress } from "~/company/company";

/** `tel:` href for a UK number as written on the site, e.g. "0161 496 0000" → "tel:+441614960000". */
export function telHref(phone: string): string {
  return `tel:+44${phone.replace(/\s+/g, "").replace(/^0/, "")}`;
}

export function formatAddress(address: PostalAddress): string {
  return [address.streetAddress, address.locality, address.town, address.postcode]
    .filter(Boolean)
    .join(", ");
}

/** A WhatsApp chat with a UK number, the visitor's first message already typed. */
export function whatsAppHref(number: string, message: string): string {
  const international = `44${number.replace(/\s+/g, "").replace(/^0/, "")}`;
  return `https://wa.me/${international}?text=${encodeURIComponent(message)}`;
}
