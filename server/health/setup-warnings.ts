import type { Config } from "../config";

/**
 * Settings and content that will hurt a live site. The server logs each at start; `npm run
 * doctor` prints them and fails.
 */
export function setupWarnings(config: Config, contentPlaceholders: string[]): string[] {
  const warnings: string[] = [];
  if (!config.SMTP_URL)
    warnings.push(
      `SMTP_URL is not set: quote emails are only written as files to ${config.OUTBOX_DIR}, nobody is emailed`,
    );
  if (!config.SITE_URL.startsWith("https:"))
    warnings.push(
      `SITE_URL ${config.SITE_URL} is not https: browsers will mark the site and its quote form as not secure`,
    );
  if (contentPlaceholders.length > 0)
    warnings.push(`placeholders still in the content: ${contentPlaceholders.join("; ")}`);
  return warnings;
}
