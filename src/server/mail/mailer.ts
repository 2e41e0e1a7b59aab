import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content in the product's look (see layout.ts). */
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alerts. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Milliseconds to connect, to get the server's greeting, and of silence on the socket (nodemailer's default is 10 minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** SMTP_URL with our timeouts as nodemailer's URL options, unless the URL sets its own. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  return url.toString();
}

/**
 * With SMTP_URL, mail goes out over SMTP. Without it, each message is written
 * as an .eml file under DATA_DIR/mail (the "outbox") and logged, so that every
 * flow that sends mail works on a laptop and in tests.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // One attempt ends well within the mail queue's expireInSeconds, so that an attempt the queue gives up on
  // (and retries) is never still under way.
  const smtp = options.smtpUrl ? nodemailer.createTransport(withTimeouts(options.smtpUrl)) : undefined;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      if (smtp) {
        await smtp.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      const info = await outbox.sendMail({ from: options.from, ...message });
      // The outbox holds links that sign the reader in: only this server's user may read it.
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message, { mode: 0o600 });
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
