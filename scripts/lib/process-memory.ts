import { readFileSync } from "node:fs";

/** The site's memory (its one process, `npm start`), bytes: peak (VmHWM) or now (VmRSS). */
export function siteMemory(pid: number, which: "peak" | "now"): number {
  const field = which === "peak" ? "VmHWM" : "VmRSS";
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
