import {
  jobsSearchPath,
  readStoredFilters,
  type UnsubscribeInfo,
  type UnsubscribeResult,
} from '../../shared/saved';
import { ALERT_MAX_JOBS, UNSUBSCRIBE_LINK_DAYS } from '../../shared/saved-options';
import { DAY_MS } from '../clock';
import type { Tx } from '../db/client';
import type { AppDeps } from '../deps';
import type { SignedLinks } from '../signed-links/signed-links';
import { insightDay } from '../insights/insight-counter';
import { addCounts } from '../insights/insight-upserts';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { jobAlertMail, jobDigestMail, pageUrl } from '../mail/templates';
import { currentExchangeRates } from '../exchange-rates/exchange-rates.service';
import { emailAllowed } from '../notifications/notification-settings.repo';
import { createNotification } from '../notifications/notifications.service';
import {
  dueDigestSearches,
  findSearchForUnsubscribe,
  instantSearchesToSend,
  lockSearch,
  recordAlertRun,
  takeUnsentMatches,
  turnSearchOff,
  type AlertSearch,
} from './alerts.repo';
import { nextDigestAt } from './digest-schedule';
import { matchNewJobs } from './matcher';
import { em } from '../http/error-messages';

/** Outbox batches one run matches at most (5,000 jobs); a larger backlog goes on in the next run. */
export const MATCH_BATCHES_PER_RUN = 200;
/** Instant alerts, and separately digests, one run sends at most; the rest go in the next run. */
export const ALERTS_PER_RUN = 5_000;
/** Searches read per query; each is then sent in a transaction of its own. */
const SEARCHES_PER_ROUND = 100;

export const UNSUBSCRIBE_LINK_INVALID = em('alerts.unsubscribeLinkInvalid');
export const SEARCH_GONE = em('alerts.searchGone');

/** What the alerts use; links in mail start with config.SITE_URL. */
export type AlertDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'signedLinks' | 'config'>;

/** The page (and the RFC 8058 one-click POST target) that unsubscribes one saved search. */
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/alerts/unsubscribe/${encodeURIComponent(token)}`;

/** What one run did. */
export interface AlertRunResult {
  /** Jobs taken from the outbox, and the matches stored for them. */
  jobs: number;
  matches: number;
  /** Instant alerts and digests sent (a bell notification each, and a mail unless job alert emails are off). */
  instant: number;
  digests: number;
}

/**
 * One run of the alerts at the clock's now: matches the jobs that became public since the last run, sends
 * the instant alerts, then the digests that are due. Each alert is a transaction of its own (its matches
 * marked sent, its notification, its mail), so a failure redoes only what did not happen.
 */
export async function runAlerts(deps: AlertDeps): Promise<AlertRunResult> {
  const now = deps.clock.now();
  const matched = await matchNewJobs(deps.db, now, {
    maxBatches: MATCH_BATCHES_PER_RUN,
    // The rates /jobs converts a budget range with, so that an alert's budget filter agrees with it.
    rates: async () => (await currentExchangeRates(deps.db)).rates,
  });
  const instant = await sendInstantAlerts(deps, now);
  const digests = await sendDueDigests(deps, now);
  return { ...matched, instant, digests };
}

/** For each instant search with unsent matches: one alert with its new jobs. Answers how many were sent. */
export async function sendInstantAlerts(deps: AlertDeps, now: Date): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (let handled = 0; handled < ALERTS_PER_RUN; handled += SEARCHES_PER_ROUND) {
    const ids = await instantSearchesToSend(deps.db, after, SEARCHES_PER_ROUND);
    for (const id of ids) {
      const delivered = await deps.db.transaction(async (tx) => {
        const search = await lockSearch(tx, id, ['instant']);
        // A suspended account cannot sign in to see them: its matches wait.
        if (!search || search.suspendedAt) return false;
        if (!(await deliver(deps, tx, search, now))) return false;
        await recordAlertRun(tx, id, { lastSentAt: now });
        return true;
      });
      if (delivered) sent++;
    }
    if (ids.length < SEARCHES_PER_ROUND) break;
    after = ids.at(-1)!;
  }
  return sent;
}

/**
 * For each daily or weekly search whose digest is due: one digest of its unsent matches (nothing when there
 * are none), then the next due time, 07:00 in the user's time zone ('UTC' until one is known).
 */
export async function sendDueDigests(deps: AlertDeps, now: Date): Promise<number> {
  let sent = 0;
  let after: { nextDigestAt: Date; id: string } | null = null;
  for (let handled = 0; handled < ALERTS_PER_RUN; handled += SEARCHES_PER_ROUND) {
    const due = await dueDigestSearches(deps.db, now, after, SEARCHES_PER_ROUND);
    for (const { id } of due) {
      const delivered = await deps.db.transaction(async (tx) => {
        const search = await lockSearch(tx, id, ['daily', 'weekly']);
        if (!search?.nextDigestAt || search.nextDigestAt > now) return false;
        const frequency = search.frequency === 'weekly' ? 'weekly' : 'daily';
        const done = !search.suspendedAt && (await deliver(deps, tx, search, now));
        await recordAlertRun(tx, id, {
          nextDigestAt: nextDigestAt(now, search.timeZone ?? 'UTC', frequency),
          ...(done && { lastSentAt: now }),
        });
        return done;
      });
      if (delivered) sent++;
    }
    const last = due.at(-1);
    if (due.length < SEARCHES_PER_ROUND || !last?.nextDigestAt) break;
    after = { nextDigestAt: last.nextDigestAt, id: last.id };
  }
  return sent;
}

/**
 * Sends a search's unsent matches that are still publicly visible, marking them sent: a bell notification
 * linking to /jobs with the search's filters, and a mail (instant alert or digest, by the search's
 * frequency) unless the user turned job alert emails off. False when there was nothing to send.
 */
async function deliver(deps: AlertDeps, tx: Tx, search: AlertSearch, now: Date): Promise<boolean> {
  const { jobs, total } = await takeUnsentMatches(tx, search.id, now, ALERT_MAX_JOBS);
  if (total === 0) return false;
  const searchPath = jobsSearchPath(readStoredFilters(search.filters));
  const first = jobs[0]!;
  await createNotification(tx, {
    userId: search.userId,
    type: 'job.alert',
    locale: search.locale,
    words: (notice) => ({
      title: notice('jobAlert.title', { count: total, search: search.name }),
      body:
        total === 1 ? first.title : notice('jobAlert.bodyMore', { jobTitle: first.title, more: total - 1 }),
    }),
    link: searchPath,
    createdAt: now,
  });
  if (!(await emailAllowed(tx, search.userId, 'jobAlerts'))) return true;
  const token = deps.signedLinks.sign({
    purpose: 'alerts.unsubscribe',
    subject: search.id,
    expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
  });
  const input = {
    to: search.email,
    locale: search.locale,
    firstName: search.firstName,
    searchName: search.name,
    jobs,
    total,
    searchUrl: pageUrl(deps.config.SITE_URL, search.locale, searchPath),
    unsubscribeUrl: unsubscribeUrl(deps.config.SITE_URL, token),
    siteUrl: deps.config.SITE_URL,
  };
  await deps.mailer.send(
    search.frequency === 'instant'
      ? jobAlertMail(input)
      : jobDigestMail({ ...input, frequency: search.frequency === 'weekly' ? 'weekly' : 'daily' }),
    { tx },
  );
  // The mail's jobs appeared in an alert: written with the mail (the worker has no counter's buffer).
  await addCounts(
    tx,
    [...jobs]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((job) => ({
        subject: 'job' as const,
        subjectId: job.id,
        day: insightDay(now),
        metric: 'impression' as const,
        source: 'alert' as const,
        count: 1,
      })),
  );
  return true;
}

/** The saved search an unsubscribe link is for; 400 for a forged, expired or other link. */
function searchIdOf(signedLinks: SignedLinks, token: string, now: Date): string {
  const id = signedLinks.verify('alerts.unsubscribe', token, now);
  if (!id || !isUuid(id)) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
  return id;
}

/** What an unsubscribe link stops, for its confirmation page. */
export async function unsubscribeInfo(
  deps: Pick<AlertDeps, 'db' | 'signedLinks'>,
  token: string,
  now: Date,
): Promise<UnsubscribeInfo> {
  const search = await findSearchForUnsubscribe(deps.db, searchIdOf(deps.signedLinks, token, now));
  if (!search) throw notFound(SEARCH_GONE);
  return { searchName: search.name, unsubscribed: search.frequency === 'off' };
}

/** Turns the alerts of the link's saved search off, without signing in (the search stays saved). */
export async function unsubscribe(
  deps: Pick<AlertDeps, 'db' | 'signedLinks'>,
  token: string,
  now: Date,
): Promise<UnsubscribeResult> {
  const search = await turnSearchOff(deps.db, searchIdOf(deps.signedLinks, token, now), now);
  if (!search) throw notFound(SEARCH_GONE);
  return { searchName: search.name, unsubscribed: true };
}

/**
 * One run of the 'alerts.tick' queue (workers.ts): the alerts run every JOB_ALERT_INTERVAL_S. Each run
 * first enqueues the next (the stately queue keeps one waiting, so a run that finds one there leaves it),
 * then does its work; the queue's cron restarts the chain should it ever break.
 */
export async function alertsTick(deps: AlertDeps & Pick<AppDeps, 'queue'>): Promise<void> {
  // The queue goes by the real clock; the business clock may run at an offset from it.
  await deps.queue.enqueueOnce(
    'alerts.tick',
    {},
    { startAfter: new Date(Date.now() + deps.config.JOB_ALERT_INTERVAL_S * 1000) },
  );
  await runAlerts(deps);
}

/** Starts the chain of ticks (once the worker runs): the first run is enqueued now. */
export async function startAlertTicks(deps: Pick<AppDeps, 'queue'>): Promise<void> {
  await deps.queue.enqueueOnce('alerts.tick', {});
}
