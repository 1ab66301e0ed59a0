/** Test helper: what the server hands a private page, for one client that never guesses. */
import type { Db } from "../../app/db/database.server";
import type { PrivatePageRequest } from "../../app/private-links/private-page.server";

export const aCustomer = (db: Db): PrivatePageRequest => ({
  db,
  missed: () => "within",
  posted: () => "within",
  ipHash: "hash-of-203.0.113.5",
});
