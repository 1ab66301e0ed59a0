import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  messageId: string;
  attachments: { filename: string; contentType: string; size: number; content: Buffer }[];
  /** The whole message as it arrived, in bytes. */
  size: number;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it is given; `delayMs` makes it
 * a slow one, answering each message only after that long.
 */
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export async function startSmtpSink(port = 0, { delayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push({
            from: mail.from?.text ?? "",
            to: (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map(
              (address) => address.text,
            ),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            replyTo: mail.replyTo?.text ?? "",
            messageId: mail.messageId ?? "",
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? "",
              contentType: attachment.contentType,
              size: attachment.size,
              content: attachment.content,
            })),
            size: Buffer.concat(chunks).length,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
