import type { Db } from "~/db/database.server";

/** Who a lead is and how to reach them: what every email and page to the customer reads. */
export interface LeadContact {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The lead's contact, the one way every feature reads it; undefined once the lead is erased. */
export const leadContact = (db: Db, leadId: number) =>
  db
    .prepare(
      `SELECT id, reference, first_name AS firstName, last_name AS lastName, email, phone
       FROM quote_requests WHERE id = ?`,
    )
    .get(leadId) as LeadContact | undefined;
