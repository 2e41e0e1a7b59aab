import type { MailMessage } from '../mail/mailer';

/** How one queue retries, keeps and (optionally) schedules its jobs. */
export interface QueueSettings {
  /** Attempts after the first one before a job counts as failed. */
  retryLimit: number;
  /** Seconds before the first retry; with `retryBackoff` it roughly doubles at each further one. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** The longest wait between two attempts (with backoff). */
  retryDelayMaxSeconds?: number;
  /** An attempt still running after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** How long a finished job (completed or failed) stays in the table, for the admin's view. */
  keepFinishedSeconds: number;
  /** Jobs one worker takes at a time; each is settled on its own. */
  batchSize: number;
  /** A cron expression (UTC, minute resolution): the queue gets one job per tick, across all instances. */
  cron?: string;
  /**
   * pg-boss's queue policy; 'stately' keeps at most one job waiting and one running, so that a queue whose
   * runs enqueue the next one (and every instance that starts one) never runs twice at once.
   */
  policy?: 'standard' | 'stately';
}

/** The payload of each queue's jobs. */
export interface JobPayloads {
  /** One outgoing message, delivered by the real transport (SMTP or the outbox). */
  'mail.send': MailMessage;
  /** A tick of the job expiry sweep (jobs/job-expiry.service.ts); it carries nothing. */
  'jobs.expiry': Record<string, never>;
  /**
   * A message was sent: once MESSAGE_MAIL_DELAY_S has passed (the job's start), its reader is emailed
   * if it is still unread (conversations/message-mail.service.ts).
   */
  'messages.mail': { conversationId: string; messageId: string };
  /**
   * A run of the alert matcher and of the alerts due (alerts/): every JOB_ALERT_INTERVAL_S, each run
   * enqueuing the next; it carries nothing.
   */
  'alerts.tick': Record<string, never>;
  /** A tick of the saved jobs' deadline reminders (saved/); it carries nothing. */
  'saved-jobs.reminders': Record<string, never>;
  /** A look at the ECB's daily exchange rates (exchange-rates/); it carries nothing. */
  'exchange-rates.refresh': Record<string, never>;
  /** A tick of the business clock of offers and engagements (engagements/engagement-sweep.ts); it carries nothing. */
  'engagements.tick': Record<string, never>;
  /** A tick of the reviews' clock (reviews/review-sweep.ts): reminders and the window's close; it carries nothing. */
  'reviews.tick': Record<string, never>;
  /** A tick of the six-week outcome follow-up (follow-ups/follow-ups.service.ts); it carries nothing. */
  'follow-ups.tick': Record<string, never>;
  /** A tick of the outside references' reminders and expiry (references/references.service.ts); it carries nothing. */
  'references.tick': Record<string, never>;
  /** A sweep of the insights' visitor marks and salts of the days that are over (insights/); it carries nothing. */
  'insights.sweep': Record<string, never>;
  /** A tick of the declines' clock (declines/decline-sweep.ts): waiting decline messages go out; it carries nothing. */
  'declines.tick': Record<string, never>;
}

export type AppQueueName = keyof JobPayloads;

/** A scheduled tick that is not retried: one that fails is simply done by the next tick. */
const tickNotRetried = (cron: string): QueueSettings => ({
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 300,
  keepFinishedSeconds: 3600,
  batchSize: 1,
  cron,
});

/**
 * Every queue of the app, with its retry settings and schedule: the one place they are decided. A mail
 * that cannot be delivered is retried for about a day (1, 2, 4 … minutes, at most an hour apart); a
 * delivered one is kept a day, long enough to look into a complaint but not to hoard the sign-in links
 * inside.
 */
export const QUEUES: Record<AppQueueName, QueueSettings> = {
  'mail.send': {
    retryLimit: 30,
    retryDelaySeconds: 60,
    retryBackoff: true,
    retryDelayMaxSeconds: 3600,
    expireInSeconds: 300,
    keepFinishedSeconds: 24 * 3600,
    batchSize: 5,
  },
  // Every minute; a tick that fails is simply done by the next one, so it is not retried.
  'jobs.expiry': tickNotRetried('* * * * *'),
  // A check that fails (the database away) is tried again a little later; its mail goes through mail.send.
  'messages.mail': {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    retryDelayMaxSeconds: 600,
    expireInSeconds: 120,
    keepFinishedSeconds: 3600,
    batchSize: 10,
  },
  // Every JOB_ALERT_INTERVAL_S, each run enqueuing the next; the cron starts the chain again should it
  // ever break. One waits and one runs at most (stately), across all instances.
  'alerts.tick': {
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    retryDelayMaxSeconds: 60,
    expireInSeconds: 600,
    keepFinishedSeconds: 3600,
    batchSize: 1,
    cron: '* * * * *',
    policy: 'stately',
  },
  // Hourly: reminders are due by the day; a tick that fails is done by the next one.
  'saved-jobs.reminders': tickNotRetried('7 * * * *'),
  // Hourly: the ECB publishes once a working day, around 16:00 CET; a look finds the new rates within the hour,
  // and one that fails (the ECB away) is done by the next, so it is not retried.
  'exchange-rates.refresh': tickNotRetried('23 * * * *'),
  // Every minute: offers expire, engagements deliver and complete, reminders go out; a tick that fails is
  // simply done by the next one.
  'engagements.tick': tickNotRetried('* * * * *'),
  // Every minute: review reminders go out, windows close and lone reviews are published; a tick that fails is
  // simply done by the next one.
  'reviews.tick': tickNotRetried('* * * * *'),
  // Every minute: completed engagements are asked about their outcomes six weeks on; outside reference requests
  // are reminded and expire. A tick that fails is simply done by the next one.
  'follow-ups.tick': tickNotRetried('* * * * *'),
  'references.tick': tickNotRetried('* * * * *'),
  // Every ten minutes: yesterday's marks and salt go within minutes of midnight (UTC).
  'insights.sweep': tickNotRetried('*/10 * * * *'),
  // Every minute: decline messages whose delay passed go out; a tick that fails is done by the next one.
  'declines.tick': tickNotRetried('* * * * *'),
};
