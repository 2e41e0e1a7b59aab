/**
 * Saved jobs, saved facilitators, saved searches and their alerts: plain values without Zod, for the
 * database schema and the web app. `./saved` re-exports them with the schemas.
 */

import { dateTimeFormat } from './dates';
import { JOB_FILTER_KEYS } from './job-options';

/** How often a saved search's new matches are sent. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** What a new saved search starts with. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

/** Daily and weekly digests go out at this hour in the subscriber's time zone; weekly ones on Mondays. */
export const DIGEST_HOUR = 7;
/** The most jobs one alert or digest lists; a "see all" link leads to /jobs with the saved filters. */
export const ALERT_MAX_JOBS = 20;
/** A saved job's deadline is recalled once, this many days before it. */
export const SAVED_JOB_REMINDER_DAYS = 3;
/** An unsubscribe link in an alert works this long. */
export const UNSUBSCRIBE_LINK_DAYS = 365;

/** Bounds of what one account may keep. */
export const SAVED_SEARCHES_MAX = 25;
export const SAVED_JOBS_MAX = 500;
export const SAVED_FACILITATORS_MAX = 500;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_NOTE_MAX = 1_000;
/** Page sizes of the saved lists. */
export const SAVED_PAGE_SIZE = 20;

/** The newest public jobs one feed carries. */
export const FEED_SIZE = 50;

/** How a saved job stands now, as /facilitator/saved marks it. */
export const SAVED_JOB_STATES = ['open', 'closed', 'expired', 'unavailable'] as const;
export type SavedJobState = (typeof SAVED_JOB_STATES)[number];

/** The filters of a /jobs search, in the order its query string lists them (any other after them). */
export const SEARCH_FILTER_KEYS = ['q', ...JOB_FILTER_KEYS] as const;

/** What pages or orders a /jobs list rather than filtering it: never part of a search's address. */
const NOT_FILTER_KEYS: readonly string[] = ['page', 'pageSize', 'sort'];

/** A search's filters as plain values: parsed (numbers for amounts) or stored. */
export type SearchFilterValues = { readonly [key: string]: string | number | undefined };

/**
 * '/jobs' with the filters in its query string (the "see all" link of an alert, a saved search's link, a
 * feed's address): every filter that is set, those /jobs knows in its order, any newer one after them.
 */
export function jobsSearchPath(filters: SearchFilterValues, base = '/jobs'): string {
  const params = new URLSearchParams();
  const known: readonly string[] = SEARCH_FILTER_KEYS;
  const others = Object.keys(filters).filter((key) => !known.includes(key) && !NOT_FILTER_KEYS.includes(key));
  for (const key of [...known, ...others]) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Whether `value` is a time zone this runtime knows (IANA names and their aliases, e.g. 'Europe/Berlin', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    // Kept once made: every offer's terms are checked against their zone whenever an answer carries them.
    dateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or server's) own time zone, 'UTC' when it cannot tell. */
export function localTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
