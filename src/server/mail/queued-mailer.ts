import type { Tx } from '../db/client';
import type { JobQueue } from '../queue/job-queue';
import type { Tally } from '../metrics/metrics';
import type { Mailer, MailMessage } from './mailer';

/** The app's mailer: `send` stores the message as a `mail.send` job and returns; the mail worker delivers it. */
export interface QueuedMailer extends Mailer {
  /** With `tx`, the mail is queued as part of that transaction: it goes out if and only if the transaction commits. */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<void>;
}

/**
 * No request waits for the SMTP server (whose timing could tell a stranger whether an address has an
 * account), and a message the server refuses or cannot take now is tried again later, also after a
 * restart or on another instance.
 */
export function createQueuedMailer(queue: Pick<JobQueue, 'enqueue'>): QueuedMailer {
  return {
    async send(message, options = {}) {
      await queue.enqueue('mail.send', message, options);
    },
  };
}

/**
 * Delivers one queued message through `transport` (SMTP, or the outbox), counting each delivery and each
 * failed attempt (the queue retries it). The `mail.send` worker (workers.ts).
 */
export async function deliverMail(
  transport: Mailer,
  metrics: { mailSent: Tally; mailFailed: Tally },
  message: MailMessage,
): Promise<void> {
  try {
    await transport.send(message);
  } catch (error) {
    metrics.mailFailed.inc();
    throw error;
  }
  metrics.mailSent.inc();
}
