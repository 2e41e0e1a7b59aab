import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales';
import { optionText } from '../../shared/i18n/options';
import { translator } from '../../shared/i18n/catalogue';
import type { Tx } from '../db/client';
import type { AppDeps, Log } from '../deps';
import { composeMail } from '../mail/layout';
import { mailMessages } from '../mail/messages';
import { pageUrl } from '../mail/templates';
import { emailAllowed } from '../notifications/notification-settings.repo';
import { createNotification } from '../notifications/notifications.service';
import { lockDueDeclines, markSent, type DueDecline } from './declines.repo';

/** Rows one transaction of the sweep sends: a transaction stays short, a failure redoes little. */
const ROWS_PER_TRANSACTION = 100;
/** Rows one pass sends at most; the next pass, a minute later, goes on. */
const ROWS_PER_PASS = 1000;

export type DeclineMailDeps = Pick<AppDeps, 'mailer' | 'config'>;

/** The decline message as a mail: the organisation's text (its paragraphs), framed like every mail. */
function declineMail(row: DueDecline, siteUrl: string) {
  const locale: Locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const t = translator(locale, mailMessages);
  return composeMail({
    to: row.email!,
    locale,
    subject: row.subject ?? '',
    greeting: row.firstName ? t('greeting.named', { firstName: row.firstName }) : t('greeting.plain'),
    paragraphs: (row.body ?? '')
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    action: {
      label: t('applicationStatus.action'),
      url: pageUrl(siteUrl, locale, '/facilitator/applications'),
    },
    footer: t('footer.applicant'),
  });
}

/**
 * Sends one due decline: the facilitator's bell hears of the outcome, their inbox gets the organisation's
 * message (unless they turned status mails off), and the row is marked sent, in the caller's transaction.
 */
async function send(tx: Tx, mail: DeclineMailDeps, row: DueDecline, now: Date) {
  await markSent(tx, row.applicationId, now);
  if (!row.facilitatorId) return;
  const locale: Locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  await createNotification(tx, {
    userId: row.facilitatorId,
    type: 'application.status',
    locale,
    words: (notice, noticeLocale) => ({
      title: notice('applicationStatus.title'),
      body: notice('applicationStatus.body', {
        jobTitle: row.jobTitle,
        status: optionText(noticeLocale, 'applicationStatus.rejected'),
      }),
    }),
    link: '/facilitator/applications',
    createdAt: now,
  });
  if (row.email && (await emailAllowed(tx, row.facilitatorId, 'statusChanges')))
    await mail.mailer.send(declineMail(row, mail.config.SITE_URL), { tx });
}

/** Sends one application's decline message now (a decline "at once"), if it is still waiting. */
export async function sendDeclineMessage(tx: Tx, mail: DeclineMailDeps, applicationId: string, now: Date) {
  const due = await lockDueDeclines(tx, now, ROWS_PER_TRANSACTION, applicationId);
  for (const row of due) await send(tx, mail, row, now);
}

/**
 * One pass of the declines sweep at `now` (docs/decisions/043): every waiting message whose time came is
 * sent, in batches locked `SKIP LOCKED` so that two instances never send one twice.
 */
export async function sweepDeclines(deps: DeclineMailDeps & Pick<AppDeps, 'db'>, now: Date) {
  let sent = 0;
  while (sent < ROWS_PER_PASS) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockDueDeclines(tx, now, Math.min(ROWS_PER_TRANSACTION, ROWS_PER_PASS - sent));
      for (const row of due) await send(tx, deps, row, now);
      return due.length;
    });
    sent += batch;
    if (batch < ROWS_PER_TRANSACTION) break;
  }
  return { sent };
}

/** One tick of the `declines.tick` queue (workers.ts): one run a minute across all instances (queues.ts). */
export async function declinesTick(
  deps: DeclineMailDeps & Pick<AppDeps, 'db' | 'clock'>,
  log: Log,
): Promise<void> {
  const result = await sweepDeclines(deps, deps.clock.now());
  if (result.sent) log.info(result, 'declines sweep');
}
