import type { Locale } from '../../shared/i18n/locales';
import { sql } from 'drizzle-orm';
import { earliestTodayIso } from '../../shared/jobs';
import { SAVED_JOB_REMINDER_DAYS } from '../../shared/saved-options';
import { formatDate } from '../../shared/dates';
import { DAY_MS } from '../clock';
import type { Tx } from '../db/client';
import type { AppDeps, Log } from '../deps';
import { jobExpiresAt } from '../jobs/job-expiry';
import { publiclyVisibleWhere } from '../jobs/job-visibility';
import { savedJobDeadlineMail } from '../mail/templates';
import { emailAllowed } from '../notifications/notification-settings.repo';
import { createNotification } from '../notifications/notifications.service';

/** Saved jobs reminded per transaction: one transaction stays short, and a failure redoes little. */
const REMINDERS_PER_TRANSACTION = 100;
/** Saved jobs one pass reminds at most; the next hourly pass of the same day goes on. */
export const REMINDERS_PER_PASS = 5_000;

/** What the reminders use; links in mail start with config.SITE_URL. */
export type DeadlineReminderDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * The deadline whose saved jobs are reminded at `now`: SAVED_JOB_REMINDER_DAYS after today, with "today"
 * read as "accepting applications" reads a deadline (`earliestTodayIso`, the date that is today everywhere):
 * a deadline stays open through its whole day in every time zone, so its reminder counts the days the same
 * way.
 */
export function reminderDeadline(now: Date): string {
  const today = Date.parse(`${earliestTodayIso(now)}T00:00:00Z`);
  return new Date(today + SAVED_JOB_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);
}

interface DueReminder extends Record<string, unknown> {
  user_id: string;
  job_id: string;
  title: string;
  email: string;
  locale: Locale;
  first_name: string | null;
}

/**
 * Claims up to `limit` saved jobs due for their reminder at `now`, marking them reminded in the same
 * statement (so each is reminded once, whatever the passes and instances): publicly visible jobs whose
 * deadline is `reminderDeadline(now)`, saved by an account that is not suspended and not reminded yet.
 *
 * It starts from those jobs through jobs_published_expires_idx: a published job with a deadline expires at
 * `jobExpiresAt` of that deadline (an extension moves both, `extendJobOnce`); then their savers through
 * saved_jobs_job_idx.
 * `skip locked`: two passes at once share the work instead of waiting on each other.
 */
async function claimDueReminders(tx: Tx, now: Date, limit: number): Promise<DueReminder[]> {
  const deadline = reminderDeadline(now);
  const expiresAt = jobExpiresAt({ applicationDeadline: deadline }, now, 0);
  const result = await tx.execute<DueReminder>(sql`
    with due as (
      select s.user_id, s.job_id, j.title, u.email, u.locale, f.first_name
      from jobs j
      join saved_jobs s on s.job_id = j.id
      join "user" u on u.id = s.user_id
      left join facilitators f on f.id = s.user_id
      where ${publiclyVisibleWhere(sql`j.status`)}
        and j.expires_at = ${expiresAt}
        and j.application_deadline = ${deadline}
        and s.deadline_reminded_at is null
        and u.suspended_at is null
      order by j.id, s.user_id
      limit ${limit}
      for update of s skip locked
    )
    update saved_jobs s
    set deadline_reminded_at = ${now}
    from due
    where s.user_id = due.user_id and s.job_id = due.job_id and s.deadline_reminded_at is null
    returning due.user_id, due.job_id, due.title, due.email, due.locale, due.first_name
  `);
  return result.rows;
}

/**
 * One pass of the saved jobs' deadline reminders at `now`: each saved job whose deadline is
 * SAVED_JOB_REMINDER_DAYS ahead gets one bell notification and, unless its saver turned job alert mail
 * off, one mail; each batch is one transaction with its notifications and (queued) mail.
 */
export async function runDeadlineReminders(deps: DeadlineReminderDeps, now: Date) {
  const deadlineIso = reminderDeadline(now);
  let reminded = 0;
  let mailed = 0;
  while (reminded < REMINDERS_PER_PASS) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await claimDueReminders(
        tx,
        now,
        Math.min(REMINDERS_PER_TRANSACTION, REMINDERS_PER_PASS - reminded),
      );
      for (const saved of due) {
        await createNotification(tx, {
          userId: saved.user_id,
          type: 'saved-job.deadline',
          locale: saved.locale,
          words: (notice, locale) => ({
            title: notice('savedJobDeadline.title'),
            body: notice('savedJobDeadline.body', {
              deadline: formatDate(deadlineIso, { locale }),
              jobTitle: saved.title,
            }),
          }),
          link: `/jobs/${saved.job_id}`,
          createdAt: now,
        });
        if (!(await emailAllowed(tx, saved.user_id, 'jobAlerts'))) continue;
        await deps.mailer.send(
          savedJobDeadlineMail({
            to: saved.email,
            locale: saved.locale,
            firstName: saved.first_name,
            jobId: saved.job_id,
            jobTitle: saved.title,
            deadline: deadlineIso,
            siteUrl: deps.config.SITE_URL,
          }),
          { tx },
        );
        mailed += 1;
      }
      return due.length;
    });
    reminded += batch;
    if (batch < REMINDERS_PER_TRANSACTION) break;
  }
  return { reminded, mailed };
}

/** One tick of the `saved-jobs.reminders` queue (workers.ts): one pass an hour across all instances (queues.ts). */
export async function deadlineRemindersTick(
  deps: DeadlineReminderDeps & Pick<AppDeps, 'clock'>,
  log: Log,
): Promise<void> {
  const result = await runDeadlineReminders(deps, deps.clock.now());
  if (result.reminded) log.info(result, 'saved job deadline reminders');
}
