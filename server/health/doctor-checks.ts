import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { openDatabase } from "../../app/db/database.server";
import {
  diskSpaceInWords,
  lowDiskProblem,
  readDiskSpace,
  type StatFs,
} from "../../app/disk-space/disk-space.server";
import { defaultSiteUrl, siteUrlSchema } from "../../app/lib/site-url";
import type { Config } from "../config";
import { checkHealth } from "./health-check";
import { setupWarnings } from "./setup-warnings";

export interface CheckResult {
  ok: boolean;
  /** One line, in words the person deploying can act on. */
  text: string;
}

export interface DoctorInputs {
  config: Config;
  contentPlaceholders: string[];
  /** `build/stamp.json`: which SITE_URL the pages were built for. */
  stampFile: string;
  nodeVersion?: string;
  smtpTimeoutMs?: number;
  /** How the data folder's disk is read (a fake reading in tests). */
  statfs?: StatFs;
}

/** Everything `npm run doctor` checks; each result says what is right or what to fix. */
export async function runDoctorChecks(inputs: DoctorInputs): Promise<CheckResult[]> {
  const { config } = inputs;
  const results: CheckResult[] = [
    checkNode(inputs.nodeVersion ?? process.versions.node),
    checkBuiltFor(config.SITE_URL, inputs.stampFile),
    ...setupWarnings(config, inputs.contentPlaceholders).map((text) => ({ ok: false, text })),
    checkDataFolder(config.DATA_DIR),
    checkDatabase(config),
    // A missing data folder is named above; there is no disk to read yet.
    ...(existsSync(config.DATA_DIR) ? [checkDiskSpace(config, inputs.statfs)] : []),
  ];
  if (config.SMTP_URL) results.push(await checkSmtp(config.SMTP_URL, inputs.smtpTimeoutMs));
  return results;
}

function checkNode(version: string): CheckResult {
  const major = Number(version.split(".")[0]);
  return major >= 24
    ? { ok: true, text: `Node ${version}` }
    : { ok: false, text: `Node ${version} is past its support: run the site on Node 24 LTS` };
}

function checkBuiltFor(siteUrl: string, stampFile: string): CheckResult {
  if (!existsSync(stampFile))
    return { ok: false, text: `no build stamp at ${stampFile}: build the site first` };
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as { siteUrl?: string };
  const builtFor = siteUrlSchema.parse(stamp.siteUrl || defaultSiteUrl);
  return builtFor === siteUrl
    ? { ok: true, text: `pages built for ${siteUrl}` }
    : {
        ok: false,
        text: `pages were built for ${builtFor} but SITE_URL is ${siteUrl}: canonical links and the sitemap point elsewhere; rebuild with SITE_URL=${siteUrl}`,
      };
}

function checkDataFolder(dataDir: string): CheckResult {
  if (!existsSync(dataDir))
    return {
      ok: false,
      text: `data folder ${path.resolve(dataDir)} does not exist: create it, owned by the account the server runs as`,
    };
  const probe = path.join(dataDir, `.doctor-${process.pid}`);
  try {
    writeFileSync(probe, "");
    rmSync(probe);
    return { ok: true, text: `data folder ${path.resolve(dataDir)} is writable` };
  } catch (error) {
    return {
      ok: false,
      text: `data folder ${path.resolve(dataDir)} cannot be written to (${(error as NodeJS.ErrnoException).code}): the server must own it`,
    };
  }
}

function checkDatabase(config: Config): CheckResult {
  if (!existsSync(config.DATABASE_PATH))
    return { ok: true, text: `no database yet at ${config.DATABASE_PATH}: made on first start` };
  try {
    const db = openDatabase(config.DATABASE_PATH, {
      busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS,
    });
    try {
      const health = checkHealth(db);
      const counts = Object.entries(health.outbox)
        .map(([status, count]) => `${count} ${status}`)
        .join(", ");
      return health.healthy
        ? { ok: true, text: `database writable; emails: ${counts || "none yet"}` }
        : { ok: false, text: health.problems.join("; ") };
    } finally {
      db.close();
    }
  } catch (error) {
    return { ok: false, text: `database ${config.DATABASE_PATH}: ${(error as Error).message}` };
  }
}

function checkDiskSpace(config: Config, statfs?: StatFs): CheckResult {
  const space = readDiskSpace(config.DATA_DIR, config.DATABASE_PATH, statfs);
  if (!space)
    return {
      ok: false,
      text: `the free space of ${path.resolve(config.DATA_DIR)}'s disk cannot be read`,
    };
  const problem = lowDiskProblem(space);
  return problem
    ? { ok: false, text: `${problem}: free some space (old backups, logs) or enlarge the disk` }
    : { ok: true, text: `data folder's disk: ${diskSpaceInWords(space)}` };
}

async function checkSmtp(smtpUrl: string, timeoutMs = 15_000): Promise<CheckResult> {
  const url = new URL(smtpUrl);
  for (const name of ["connectionTimeout", "greetingTimeout", "socketTimeout"])
    url.searchParams.set(name, String(timeoutMs));
  const transport = nodemailer.createTransport(url.href);
  const server = `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
  try {
    await transport.verify();
    return { ok: true, text: `mail server ${server} accepts the login` };
  } catch (error) {
    return { ok: false, text: `mail server ${server}: ${(error as Error).message}` };
  } finally {
    transport.close();
  }
}
