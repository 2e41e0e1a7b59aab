import { createHash } from 'node:crypto';
import { SITE_NAME } from '../../shared/constants';
import { budgetText } from '../../shared/i18n/budget-text';
import { optionText } from '../../shared/i18n/options';
import { focusAreaLabel } from '../../shared/focus-areas';
import { translator, type Translate } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE, INTL_LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { jobSearchSummary, jobsFeedPath } from '../../shared/job-feeds';
import { JobSearchFiltersSchema } from '../../shared/jobs';
import { FEED_SIZE, jobsSearchPath, type SearchFilters } from '../../shared/saved';
import { formatDate } from '../../shared/dates';
import type { DbOrTx } from '../db/client';
import { listPublishedJobs, type Rates } from '../jobs/job-board.repo';
import { budgetOf } from '../jobs/job-budget';
import type { JobSummaryRow } from '../jobs/jobs.repo';
import { feedMessages, type FeedKey } from './messages';
import { renderRss, type RssItem } from './rss';

/**
 * The query of /jobs/feed.xml: the filters of GET /api/jobs and nothing else. Paging, the order (a feed is
 * newest first) and unknown parameters (a copied /jobs address with ?page=3, a tracking tag) are ignored;
 * an unknown value of a filter is refused, since a feed that silently widened to all jobs would mislead
 * its reader.
 */
export const JobsFeedQuerySchema = JobSearchFiltersSchema;

/**
 * The feed walks the newest jobs for its FEED_SIZE matches and stops there: it never counts or pages,
 * so its cost follows the feed's size, not the board's.
 */
const FEED_COUNTING = { exact: false, countLimit: FEED_SIZE, resultWindow: FEED_SIZE } as const;

export interface JobsFeed {
  xml: string;
  /** A strong validator: a hash of the body, so any change of a listed job (or of the list) changes it. */
  etag: string;
  /** The listed jobs, whose appearance in the feed the insights count. */
  jobIds: string[];
  /** The newest publication or edit among the listed jobs; undefined for an empty feed. */
  lastModified?: Date;
}

/**
 * The newest FEED_SIZE publicly visible jobs of a /jobs search as RSS 2.0, read through the same
 * listPublishedJobs as the /jobs page (same filters, same indexes, same visibility rule); `rates` convert
 * a budget range, as on /jobs.
 */
export async function buildJobsFeed(
  db: DbOrTx,
  filters: SearchFilters,
  siteUrl: string,
  rates?: Rates,
  /** The feed's language: /jobs/feed.xml is English, /de/jobs/feed.xml German, each linking its own pages. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<JobsFeed> {
  const t = translator(locale, feedMessages);
  const at = (path: string) => `${siteUrl}${localizedPath(locale, path)}`;
  const summary = jobSearchSummary(filters, locale);
  const params = { ...filters, page: 1, pageSize: FEED_SIZE };
  const { rows } = await listPublishedJobs(db, params, FEED_COUNTING, rates);
  const lastModified = rows.reduce<Date | undefined>((newest, row) => {
    const changed = changedAt(row);
    return !newest || changed > newest ? changed : newest;
  }, undefined);
  const xml = renderRss({
    title: `${summary ? t('titleFor', { summary }) : t('title')} | ${SITE_NAME}`,
    link: at(jobsSearchPath(filters)),
    description: summary ? t('descriptionFor', { summary }) : t('description'),
    language: locale,
    selfUrl: at(jobsFeedPath(filters)),
    lastBuildDate: lastModified,
    items: rows.map((row) => feedItem(row, at, t, locale)),
  });
  return {
    xml,
    etag: `"${createHash('sha256').update(xml).digest('base64url')}"`,
    lastModified,
    jobIds: rows.map((row) => row.id),
  };
}

/** A listed job is published, so it has a posting date; the column also holds drafts, hence the fallback. */
const publishedAt = (row: JobSummaryRow) => row.postedAt ?? row.updatedAt;
const changedAt = (row: JobSummaryRow) =>
  row.updatedAt > publishedAt(row) ? row.updatedAt : publishedAt(row);

/** The budget in the feed's language ("€600 per day", "600 € pro Tag"), else the budget's note. */
function budgetOrNote(row: JobSummaryRow, locale: Locale) {
  const budget = budgetOf(row);
  return budget ? budgetText(budget, locale, INTL_LOCALES[locale]) : row.budgetNote;
}

/** "Acme · Berlin, Germany · Contract · Hybrid · Senior · €600 per day · Apply by 1 July 2025" */
function feedItem(
  row: JobSummaryRow,
  at: (path: string) => string,
  t: Translate<FeedKey>,
  locale: Locale,
): RssItem {
  const facts = [
    row.companyName,
    row.location,
    optionText(locale, `employmentType.${row.employmentType}`),
    optionText(locale, `delivery.${row.remote}`),
    optionText(locale, `experience.${row.experience}`),
    budgetOrNote(row, locale),
    row.applicationDeadline
      ? t('applyBy', { date: formatDate(row.applicationDeadline, { locale }) })
      : undefined,
  ].filter(Boolean);
  return {
    title: row.title,
    link: `${at(`/jobs/${row.id}`)}?src=rss`,
    guid: at(`/jobs/${row.id}`),
    pubDate: publishedAt(row),
    description: facts.join(' · '),
    categories: row.focusAreas.map(focusAreaLabel),
  };
}
