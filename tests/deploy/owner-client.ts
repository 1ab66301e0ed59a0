import { execFileSync } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import type { Reply, RequestOptions } from "./http-client";

type Https = (pathname: string, options?: RequestOptions) => Promise<Reply>;

/**
 * The owner on a deployed server: their account added with the release's own command, as
 * `sudo marram owner add` runs it (the site's settings, the release as working directory),
 * set up through the link it prints, and signed in by it. Returns what a form post sends.
 */
export async function ownerOnTheServer({
  releaseDir,
  settings,
  https,
}: {
  releaseDir: string;
  settings: Record<string, string>;
  https: Https;
}) {
  const printed = execFileSync(
    process.execPath,
    ["server/main.js", "owner", "add", "owner@example.org", "--role", "owner"],
    { cwd: releaseDir, env: { PATH: process.env.PATH, ...settings }, encoding: "utf8" },
  );
  const link = /\/owner\/set-up\/[\w-]+/.exec(printed)?.[0];
  if (!link) throw new Error(`No set-up link in the owner command's output:\n${printed}`);

  const origin = settings.SITE_URL ?? "";
  const post = (pathname: string, fields: Record<string, string>, cookie?: string) =>
    https(pathname, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const password = "slate roof over kestrel court";
  const setUp = await post(link, { password, confirm: password });
  const cookie = String(setUp.headers["set-cookie"] ?? "").split(";")[0];
  if (setUp.status !== 302 || !cookie)
    throw new Error(`Setting up the owner's account answered ${setUp.status}:\n${setUp.text()}`);
  return {
    /** Presses Publish on the Website page. */
    publish: () => post("/owner/site", { intent: "publish" }, cookie),
  };
}

export interface PublishOutcome {
  id: number;
  requestedBy: string;
  summary: string;
  status: string;
  message: string | null;
  seconds: number;
}

/** Waits for the latest publish asked for by `by` to end, live or failed. */
export async function publishEnded(
  dataDir: string,
  by: string,
  timeoutMs: number,
): Promise<PublishOutcome> {
  const started = Date.now();
  for (;;) {
    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    const row = (() => {
      try {
        return db
          .prepare(
            `SELECT id, requested_by AS requestedBy, summary, status, message,
               (julianday(finished_at) - julianday(requested_at)) * 86400 AS seconds
             FROM publishes WHERE requested_by = ? ORDER BY id DESC LIMIT 1`,
          )
          .get(by) as PublishOutcome | undefined;
      } finally {
        db.close();
      }
    })();
    if (row && (row.status === "live" || row.status === "failed")) return row;
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `No publish by ${by} ended in ${timeoutMs / 1000} s (${row?.status ?? "none"})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
