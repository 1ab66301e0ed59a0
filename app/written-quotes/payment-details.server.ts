import { z } from "zod";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";

/**
 * How customers pay the firm: its bank account and, where the owner has one, a card payment
 * link from the firm's card provider. Kept in `owner_settings`, never in the site's content: bank
 * details appear on a customer's private quote page only, never on a public page.
 */
export interface PaymentDetails {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  /** An `https:` payment link, or "" for none. */
  cardLink: string;
}

const names: Record<keyof PaymentDetails, string> = {
  accountName: "pay-account-name",
  sortCode: "pay-sort-code",
  accountNumber: "pay-account-number",
  cardLink: "pay-card-link",
};

export const paymentDetailsSchema = z.object({
  accountName: z
    .string({ error: "Give the name on the account." })
    .trim()
    .min(2, "Give the name on the account.")
    .max(70, "At most 70 characters."),
  sortCode: z
    .string({ error: "Give the sort code, like 12-34-56." })
    .trim()
    .regex(/^\d{2}[- ]?\d{2}[- ]?\d{2}$/, "A sort code is 6 digits, like 12-34-56.")
    .transform((code) => code.replace(/\D/g, "").replace(/(\d{2})(\d{2})(\d{2})/, "$1-$2-$3")),
  accountNumber: z
    .string({ error: "Give the account number: 8 digits." })
    .trim()
    .regex(/^\d{8}$/, "An account number is 8 digits."),
  cardLink: z
    .string()
    .trim()
    .max(500, "At most 500 characters.")
    .optional()
    .transform((link) => link ?? "")
    .refine(
      (link) => link === "" || (URL.canParse(link) && new URL(link).protocol === "https:"),
      "A card payment link starts with https:// (copy it from your card provider).",
    ),
});

/** The details as saved, or null until the owner has given the bank account. */
export function paymentDetails(db: Db): PaymentDetails | null {
  const rows = db
    .prepare("SELECT name, value FROM owner_settings WHERE name LIKE 'pay-%'")
    .all() as { name: string; value: string }[];
  const value = (key: keyof PaymentDetails) =>
    rows.find((row) => row.name === names[key])?.value ?? "";
  const details = {
    accountName: value("accountName"),
    sortCode: value("sortCode"),
    accountNumber: value("accountNumber"),
    cardLink: value("cardLink"),
  };
  return details.accountNumber ? details : null;
}

export function savePaymentDetails(db: Db, details: PaymentDetails) {
  const save = db.prepare(
    "INSERT INTO owner_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
  );
  writeTransaction(db, () => {
    for (const key of Object.keys(names) as (keyof PaymentDetails)[])
      save.run(names[key], details[key]);
  });
}
