import type { Tx } from '../db/client';
import type { JobQueue } from '../queue/job-queue';
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

/** Delivers the queued mail of this instance's share through `transport` (SMTP, or the outbox). */
export function deliverQueuedMail(queue: Pick<JobQueue, 'work'>, transport: Mailer): Promise<void> {
  return queue.work('mail.send', (message) => transport.send(message));
}
