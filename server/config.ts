import path from "node:path";
import { z } from "zod";
import { defaultSiteUrl, siteUrlSchema } from "../app/lib/site-url";

/** Unset and empty are the same thing for an environment variable. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int({ message: `must be a whole number from ${min} to ${max}` })
    .min(min, { message: `must be a whole number from ${min} to ${max}` })
    .max(max, { message: `must be a whole number from ${min} to ${max}` });

/** Express's `trust proxy`: true/false, a number of proxies in front, or addresses/subnets. */
const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string => {
    if (value === "true") return true;
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  })
  .refine((value) => typeof value !== "string" || /^[\w.:/,\s-]+$/.test(value), {
    message: "must be true, false, a number of proxies, or a comma-separated list of addresses",
  });

const email = z.email({ message: "must be an email address" });

export const configSchema = z
  .object({
    HOST: optional(z.string().trim().min(1).default("127.0.0.1")),
    PORT: optional(wholeNumber(0, 65535).default(3000)),
    SITE_URL: optional(siteUrlSchema.default(defaultSiteUrl)),
    DATA_DIR: optional(z.string().trim().min(1).default("./data")),
    /** The site's sources (a checkout with app/, content/, node_modules/), which publishing builds. */
    SITE_SOURCE_DIR: optional(z.string().trim().min(1).default(".")),
    DATABASE_PATH: optional(z.string().trim().min(1).optional()),
    DATABASE_BUSY_TIMEOUT_MS: optional(wholeNumber(0, 60_000).default(2000)),
    LOG_LEVEL: optional(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    TRUST_PROXY: optional(trustProxy.default(false)),
    SHUTDOWN_TIMEOUT_MS: optional(wholeNumber(0, 120_000).default(10_000)),
    SMTP_URL: optional(
      z
        .url({
          protocol: /^smtps?$/,
          message: "must look like smtp://user:password@host:587 or smtps://…:465",
        })
        .optional(),
    ),
    QUOTE_NOTIFY_TO: optional(email.optional()),
    MAIL_FROM: optional(email.optional()),
    OUTBOX_DIR: optional(z.string().trim().min(1).optional()),
    FORM_SECRET: optional(
      z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    ),
    QUOTE_RATE_LIMIT: optional(wholeNumber(0, 100_000).default(5)),
    QUOTE_RATE_WINDOW_SECONDS: optional(wholeNumber(1, 86_400).default(600)),
    QUOTE_MIN_FILL_SECONDS: optional(wholeNumber(0, 600).default(3)),
    MAIL_RETRY_BASE_SECONDS: optional(wholeNumber(1, 3600).default(30)),
    BACKUP_DIR: optional(z.string().trim().min(1).optional()),
    BACKUP_KEEP: optional(wholeNumber(1, 1000).default(14)),
    /** Quote requests older than this many months are deleted automatically (privacy policy). */
    LEAD_RETENTION_MONTHS: optional(wholeNumber(1, 120).default(24)),
  })
  // Everything the server writes lives in DATA_DIR unless a path is given on its own, so a
  // release folder is never written to and a new release never touches the data.
  .transform((config) => ({
    ...config,
    DATABASE_PATH: config.DATABASE_PATH ?? path.join(config.DATA_DIR, "site.db"),
    OUTBOX_DIR: config.OUTBOX_DIR ?? path.join(config.DATA_DIR, "outbox"),
    BACKUP_DIR: config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups"),
  }));
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the configuration from environment variables; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration in environment variables:\n${lines.join("\n")}`);
}
