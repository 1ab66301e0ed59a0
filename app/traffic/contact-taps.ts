/** Where a browser reports a tap on a Call or WhatsApp link (the link's `ping`, decision 035). */
export const contactTapPath = "/contact-tap";

export type ContactKind = "call" | "whatsapp";
