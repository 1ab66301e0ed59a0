/**
 * One-tap ways to answer a lead from a phone. Numbers are as the visitor typed them; UK
 * numbers are the usual case, so a leading 0 means +44.
 */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length < 7) return null;
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `44${digits.slice(1)}`;
  return digits;
}

export function telLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

export function whatsAppLink(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}

/**
 * A text message ready to send, for the phone to ask whom to (`sms:?&body=`: the `?&` form is
 * the one both Android and iPhone read).
 */
export const smsShareLink = (message: string) => `sms:?&body=${encodeURIComponent(message)}`;

/** A WhatsApp message ready to send, WhatsApp asking whom to. */
export const whatsAppShareLink = (message: string) =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;

export function emailLink(
  email: string,
  { reference, companyName }: { reference: string; companyName: string },
) {
  const subject = `Your quote request ${reference} – ${companyName}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}
