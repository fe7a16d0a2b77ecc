import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Options as MailOptions } from "nodemailer/lib/mailer";
import { mailFileName } from "~/platform/mail-files.server";
import type { MailDelivery } from "~/platform/settings.server";

/** Where a message went: the SMTP server's answer, or the file it was written to. */
export type MailTransport = { send: (message: MailOptions) => Promise<string>; close: () => void };

/**
 * Short time limits, all well inside the outbox's lease: an SMTP server that does not answer
 * fails this try and the message waits for the next, rather than holding the sender.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The transport the settings ask for: an SMTP server, or .eml files a person can open. */
export function mailTransport(delivery: MailDelivery): MailTransport {
  if (delivery.kind === "smtp") {
    // Pooled: a newsletter's thousands of messages go over a few kept connections, not one each.
    const transport = nodemailer.createTransport({ url: delivery.url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS });
    return {
      send: async (message) => {
        const info = await transport.sendMail(message);
        return `sent (${info.response})`;
      },
      close: () => transport.close(),
    };
  }
  // Builds the message exactly as SMTP would carry it, and keeps it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    send: async (message) => {
      const { message: eml } = (await builder.sendMail(message)) as unknown as { message: Buffer };
      await mkdir(delivery.directory, { recursive: true });
      const name = mailFileName(message.messageId);
      const file = path.join(delivery.directory, name);
      // Whole or not there: a reader never opens half a message.
      await writeFile(`${file}.partial`, eml);
      await rename(`${file}.partial`, file);
      return `written to ${file}`;
    },
    close: () => undefined,
  };
}
