import { readFileSync } from "node:fs";

/** The ids of a process's children (Linux: /proc/PID/task/TID/children). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function statusField(pid: number, field: "VmHWM" | "VmRSS"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * The site's memory, bytes: the supervisor and its workers together (`npm start` runs the
 * site in a worker, server/supervisor.ts), peak (VmHWM) or now (VmRSS).
 */
export function siteMemory(pid: number, which: "peak" | "now"): number {
  const field = which === "peak" ? "VmHWM" : "VmRSS";
  return [pid, ...childrenOf(pid)].reduce((sum, id) => sum + statusField(id, field), 0);
}
