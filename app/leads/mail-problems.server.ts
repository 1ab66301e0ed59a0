/**
 * What a mail error (as nodemailer reports it, kept in outbox.last_error) means, in words the
 * owner can act on. First match wins: authentication before the generic 5xx codes.
 */
const explanations: [RegExp, string][] = [
  [
    /EAUTH|Invalid login|Missing credentials|\b53[045]\b|authentication (failed|unsuccessful)/i,
    "The mail server refused the user name or password.",
  ],
  [
    /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET|ESOCKET|ECONNECTION|Connection timeout|Greeting never received|Connection closed|socket hang up/i,
    "The mail server could not be reached.",
  ],
  [
    /certificate|\bTLS\b|\bSSL\b|wrong version number/i,
    "A secure connection to the mail server could not be made (check the TLS or port setting).",
  ],
  [/\b552\b|message size|too large/i, "The message was too large for the mail server."],
  [
    /\b55[013]\b|recipients were rejected|Recipient address rejected|No recipients defined|EENVELOPE/i,
    "The address was refused by the receiving server.",
  ],
  [/\b554\b/, "The mail server refused the message (it may have looked like spam)."],
  [
    /\b42[01]\b|\b45[0-2]\b|try again later|rate limit/i,
    "The mail server was busy or limiting how many messages it takes.",
  ],
];

const maxQuoted = 200;

export function explainMailError(error: string | null): string {
  const text = error?.trim() ?? "";
  if (!text) return "Sending failed, and the mail server gave no reason.";
  for (const [pattern, explanation] of explanations) if (pattern.test(text)) return explanation;
  const line = text.split(/\r?\n/)[0] ?? "";
  const clipped = line.length > maxQuoted ? `${line.slice(0, maxQuoted - 1)}…` : line;
  return `The mail server said: ${clipped}`;
}
