import path from "node:path";
import Database from "better-sqlite3";

/** Read-only access to the e2e server's database, to check what a submission really stored. */
export function storedQuotes(where: { email: string }): { reference: string; message: string }[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the tests with `npm run test:e2e`");
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT reference, message FROM quote_requests WHERE email = ?")
      .all(where.email) as {
      reference: string;
      message: string;
    }[];
  } finally {
    db.close();
  }
}
