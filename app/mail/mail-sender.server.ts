import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { OutgoingMessage } from "./message.server";

export type SendResult = { ok: true; info: string } | { ok: false; error: string };

/** Delivers one message; reports failure as a result rather than throwing. */
export interface MailSender {
  send(message: OutgoingMessage, messageId: string): Promise<SendResult>;
  close(): void;
}

const addressesOf = (to: OutgoingMessage["to"]) =>
  (Array.isArray(to) ? to : [to]).map((one) => one.address).join(", ");

function toMailOptions(message: OutgoingMessage, messageId: string) {
  return { ...message, messageId, headers: { "Auto-Submitted": "auto-generated" } };
}

/** Real mail, through the SMTP server in SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpSender(smtpUrl: string, timeoutMs = 20_000): MailSender {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries({
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  const transport = nodemailer.createTransport(url.href);
  return {
    async send(message, messageId) {
      try {
        const info = await transport.sendMail(toMailOptions(message, messageId));
        return { ok: true, info: `smtp accepted ${info.messageId}` };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
    close: () => transport.close(),
  };
}

/**
 * No mail server configured: each message is written as an .eml file (open it in any mail
 * program) and logged, so the site works out of the box and nothing is lost.
 */
export function fileSender(directory: string, logger: Logger): MailSender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(message, messageId) {
      try {
        const { message: eml } = await transport.sendMail(toMailOptions(message, messageId));
        await mkdir(directory, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${messageId.replace(/[<>@]/g, "").replace(/[^\w.-]/g, "_")}.eml`;
        const file = path.join(directory, name);
        await writeFile(file, eml as Buffer);
        logger.info(
          { file, to: addressesOf(message.to), subject: message.subject },
          "mail written to the outbox folder (no SMTP_URL set)",
        );
        return { ok: true, info: `written to ${file}` };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
    close: () => {},
  };
}
