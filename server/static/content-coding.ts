import type { Request } from "express";
import type { Coding } from "./file-index";

/**
 * Which of a file's precompressed twins (best first) to send, or undefined for the plain file.
 * A coding counts as accepted when Accept-Encoding gives it a q-value above 0, by name or
 * through `*` (Express's `acceptsEncodings`, on `negotiator`); among accepted twins the
 * smaller one, brotli, wins, as browsers list gzip first but weigh both the same.
 * `identity` alone, `br;q=0` and `gzip;q=0` are honoured.
 */
export function chooseCoding(request: Request, twins: readonly Coding[]): Coding | undefined {
  return twins.find((coding) => request.acceptsEncodings(coding) === coding);
}
