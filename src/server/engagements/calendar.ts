import { createHash } from 'node:crypto';
import '../i18n';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { SITE_NAME } from '../../shared/constants';
import { BOOKED_STATUSES, type EngagementStatus, type Session } from '../../shared/engagements';
import { defineMessages, translator, type Translate } from '../../shared/i18n/catalogue';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { optionText } from '../../shared/i18n/options';
import en from '../../shared/i18n/messages/en/calendar.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/calendar.json' with { type: 'json' };
import { DAY_MS } from '../clock';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import {
  bumpFeedVersion,
  feedVersion,
  findCalendarRow,
  findFeedOwner,
  listCalendarDetails,
  listCalendarRows,
  type CalendarDetails,
  type CalendarRow,
} from './calendar.repo';
import { sessionTimes } from './ical-times';

/**
 * Calendars of offers and engagements (docs/decisions/040): one RFC 5545 VEVENT per session day, made with
 * ical-generator. A day's UID is `engagement-{id}-{n}@facilitatorhub` whatever the version, SEQUENCE is the
 * row's `sequence` (one more at every change), and STATUS follows the row: a calendar that imported or
 * subscribed to it updates the same events, and drops them once they are cancelled.
 */

/** A calendar's own words (the events' titles and descriptions, the feed's name), in the reader's language. */
export const calendarMessages = defineMessages('calendar', { en, de });
type CalendarKey = NonNullable<(typeof calendarMessages)['keys']>;

/** The personal feed: the last year and everything ahead, at most this many events. */
const FEED_PAST_DAYS = 365;
const FEED_EVENTS_MAX = 500;
/** An offer that closed (declined, withdrawn, expired) stays in the feed this long, as cancelled. */
const CLOSED_OFFER_DAYS = 30;
/** How often a subscribed calendar should ask again (REFRESH-INTERVAL); the answer is cached 5 minutes. */
const FEED_REFRESH_SECONDS = 3600;
/**
 * A feed's address is revoked by its version (a new address bumps it), not by time; a fixed expiry keeps
 * the address the same each time it is shown.
 */
const FEED_TOKEN_EXPIRES_AT = new Date('2100-01-01T00:00:00Z');

/**
 * One offer or engagement as a calendar shows it to one reader: its row, its current terms, and the days
 * earlier versions had past the current last one (shown as cancelled, so calendars drop them).
 */
export type CalendarEntry = CalendarRow & Omit<CalendarDetails, 'sequence'>;

const STATUS: Record<EngagementStatus, ICalEventStatus> = {
  offered: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  delivered: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
  withdrawn: ICalEventStatus.CANCELLED,
  expired: ICalEventStatus.CANCELLED,
};

/** A day's UID: the same for day `n` of every version, so a changed offer moves the event it made. */
export const eventUid = (engagementId: string, n: number) => `engagement-${engagementId}-${n}@facilitatorhub`;

/**
 * The VTIMEZONE of an IANA zone and the TZID it goes by (an alias such as 'UTC' is written under its
 * canonical name, 'Etc/UTC'), from timezones-ical-library's data; undefined for a zone it lacks.
 */
function vtimezone(timeZone: string): { tzid: string; block: string } | undefined {
  const found = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(found) || !found[0] || !found[1]) return undefined;
  return { tzid: found[1].replace(/^TZID=/, ''), block: found[0] };
}

/** What the reader calls it: "Workshop with Acme GmbH" for the facilitator, "… with Jane Doe" for the company. */
function engagementTitle(t: Translate<CalendarKey>, entry: CalendarEntry, locale: Locale): string {
  const counterpart =
    entry.side === 'facilitator'
      ? (entry.organisationName ?? t('formerOrganisation'))
      : (entry.facilitatorName ?? t('formerFacilitator'));
  const format = entry.terms.format;
  return format
    ? t('title', { format: optionText(locale, `format.${format}`), counterpart })
    : t('titleWithoutFormat', { counterpart });
}

/** An event's title: "Workshop with Acme GmbH (day 2 of 3)", marked while offered and once cancelled. */
function eventTitle(
  t: Translate<CalendarKey>,
  entry: CalendarEntry,
  locale: Locale,
  n: number,
  cancelled: boolean,
): string {
  const base = engagementTitle(t, entry, locale);
  const count = Math.max(entry.terms.sessions.length, n);
  const title = count > 1 ? t('day', { title: base, n, count }) : base;
  if (cancelled) return t('cancelled', { title });
  return entry.status === 'offered' ? t('offer', { title }) : title;
}

/** What the event says: the outcomes (agreed once accepted, proposed before) and the page's address. */
function eventDescription(t: Translate<CalendarKey>, entry: CalendarEntry, url: string): string {
  const agreed = (BOOKED_STATUSES as readonly EngagementStatus[]).includes(entry.status);
  const outcomes = entry.terms.outcomes.map((outcome) => `• ${outcome}`);
  return [agreed ? t('agreedOutcomes') : t('proposedOutcomes'), ...outcomes, '', t('details', { url })].join(
    '\n',
  );
}

/**
 * A calendar of offers and engagements for one reader: one event per session day of each entry's current
 * version, in the terms' time zone (with its VTIMEZONE), and a cancelled event for each day a counter-offer
 * removed. `siteUrl` makes the links absolute; `refresh` is the feed's polling hint.
 */
export function buildCalendar(
  entries: CalendarEntry[],
  {
    name,
    locale,
    siteUrl,
    description,
    refresh,
  }: {
    name: string;
    locale: Locale;
    siteUrl: string;
    description?: string;
    refresh?: boolean;
  },
): string {
  const t = translator(locale, calendarMessages);
  const zones = new Map<string, ReturnType<typeof vtimezone>>();
  const zoneOf = (timeZone: string) => {
    if (!zones.has(timeZone)) zones.set(timeZone, vtimezone(timeZone));
    return zones.get(timeZone);
  };
  const calendar = ical({
    name,
    description: description ?? null,
    prodId: { company: SITE_NAME, product: 'engagements', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Only the generator: a calendar-wide zone would also write DTSTAMP in local time, which RFC 5545 forbids.
    timezone: { name: null, generator: (timeZone) => zoneOf(timeZone)?.block ?? null },
    ttl: refresh ? FEED_REFRESH_SECONDS : null,
  });

  let events = 0;
  for (const entry of entries) {
    const url = `${siteUrl}${localizedPath(locale, `/engagements/${entry.id}`)}`;
    const details = eventDescription(t, entry, url);
    const days: { n: number; session: Session; timeZone: string; cancelled: boolean }[] = [
      ...entry.terms.sessions.map((session, index) => ({
        n: index + 1,
        session,
        timeZone: entry.terms.timeZone,
        cancelled: STATUS[entry.status] === ICalEventStatus.CANCELLED,
      })),
      ...entry.retired.map((retired) => ({ ...retired, cancelled: true })),
    ];
    for (const { n, session, timeZone, cancelled } of days) {
      if (events === FEED_EVENTS_MAX) return calendar.toString();
      events += 1;
      calendar.createEvent({
        id: eventUid(entry.id, n),
        sequence: entry.sequence,
        stamp: entry.updatedAt,
        created: entry.createdAt,
        lastModified: entry.updatedAt,
        ...sessionTimes(session, timeZone, zoneOf(timeZone)),
        summary: eventTitle(t, entry, locale, n, cancelled),
        description: details,
        location: entry.terms.location || (entry.terms.delivery === 'remote' ? t('online') : null),
        url,
        status: cancelled ? ICalEventStatus.CANCELLED : STATUS[entry.status],
        transparency: cancelled ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
      });
    }
  }
  return calendar.toString();
}

/**
 * The rows with their terms and retired days, in the rows' order; `fresh` is false when a row changed (or
 * went) since it was read, so that a feed built from them is not kept under the rows' key.
 */
async function withDetails(
  deps: Pick<AppDeps, 'db'>,
  rows: CalendarRow[],
): Promise<{ entries: CalendarEntry[]; fresh: boolean }> {
  const details = await listCalendarDetails(
    deps.db,
    rows.map((row) => row.id),
  );
  const entries: CalendarEntry[] = [];
  for (const row of rows) {
    const found = details.get(row.id);
    if (found) entries.push({ ...row, terms: found.terms, retired: found.retired });
  }
  const fresh = rows.every((row) => details.get(row.id)?.sequence === row.sequence);
  return { entries, fresh };
}

/**
 * GET /engagements/:id/calendar.ics: one offer or engagement for its facilitator or a member of its
 * organisation with `read`; 404 for anyone else, so that its existence stays private.
 */
export async function engagementCalendar(
  deps: Pick<AppDeps, 'db' | 'config'>,
  id: string,
  reader: { id: string; locale: Locale },
): Promise<{ ics: string; filename: string }> {
  // An id that is not a UUID names nothing: not found, as on every route (http/params.ts).
  const row = isUuid(id) ? await findCalendarRow(deps.db, id, reader.id) : undefined;
  if (!row) throw notFound(em('calendar.notFound'));
  const {
    entries: [entry],
  } = await withDetails(deps, [row]);
  // Deleted between the two reads.
  if (!entry) throw notFound(em('calendar.notFound'));
  const t = translator(reader.locale, calendarMessages);
  const ics = buildCalendar([entry], {
    name: engagementTitle(t, entry, reader.locale),
    locale: reader.locale,
    siteUrl: deps.config.SITE_URL,
  });
  return { ics, filename: `engagement-${id}.ics` };
}

const feedToken = (deps: Pick<AppDeps, 'signedLinks'>, userId: string, version: number) =>
  deps.signedLinks.sign({
    purpose: 'calendar.feed',
    subject: `${userId}:${version}`,
    expiresAt: FEED_TOKEN_EXPIRES_AT,
  });

const feedUrl = (deps: Pick<AppDeps, 'config'>, token: string) => `${deps.config.SITE_URL}/calendar/${token}`;

/** GET /api/me/calendar-feed: the address of the person's feed, made on first use. */
export async function calendarFeedUrl(
  deps: Pick<AppDeps, 'db' | 'config' | 'signedLinks'>,
  userId: string,
): Promise<{ url: string }> {
  const version = await feedVersion(deps.db, userId);
  return { url: feedUrl(deps, feedToken(deps, userId, version)) };
}

/** POST /api/me/calendar-feed: a new address for the person's feed; the previous one stops working. */
export async function renewCalendarFeedUrl(
  deps: Pick<AppDeps, 'db' | 'config' | 'signedLinks'>,
  userId: string,
): Promise<{ url: string }> {
  const version = await bumpFeedVersion(deps.db, userId);
  return { url: feedUrl(deps, feedToken(deps, userId, version)) };
}

/**
 * GET /calendar/:token: the feed of the token's person, in their language: the offers and engagements they
 * may read (a facilitator's own, a company-side person's in every organisation they read), pending offers
 * as tentative, from a year back on. 404 for a forged token, or one whose address was renewed since.
 * The ETag is a hash of the body, which changes only with the entries (each event's DTSTAMP is its row's
 * last change), so that polling calendar apps mostly get 304.
 */
export async function calendarFeed(
  deps: Pick<AppDeps, 'db' | 'config' | 'signedLinks'>,
  token: string,
  now: Date,
): Promise<BuiltFeed> {
  const [userId, version, ...rest] = deps.signedLinks.verify('calendar.feed', token, now)?.split(':') ?? [];
  if (!userId || !isUuid(userId) || rest.length > 0) throw notFound(em('calendar.feedNotFound'));
  // The signed token names the person, so the owner and the rows are read side by side, one round trip; the
  // rows of a renewed address or a suspended person are dropped unread. The rows are only what the cache key
  // needs: their terms (most of their bytes) are read below, only when the feed must be built.
  const [owner, rows] = await Promise.all([
    findFeedOwner(deps.db, userId),
    listCalendarRows(deps.db, userId, {
      since: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString().slice(0, 10),
      closedSince: new Date(now.getTime() - CLOSED_OFFER_DAYS * DAY_MS),
      limit: FEED_EVENTS_MAX,
    }),
  ]);
  if (!owner || String(owner.version) !== version) throw notFound(em('calendar.feedNotFound'));
  // The feed is a function of its rows: what a change to a row (its sequence, status or last change; a new
  // version of its terms raises its sequence) or to a party's name would alter is in the key, so a poll that
  // finds nothing new reuses the feed last built.
  const key = [
    owner.id,
    owner.version,
    owner.locale,
    ...rows.map(
      (row) =>
        `${row.id}/${row.sequence}/${row.status}/${row.side}/${row.updatedAt.getTime()}/${row.organisationName}/${row.facilitatorName}`,
    ),
  ].join('|');
  const built = builtFeeds.get(key);
  if (built) return built;
  const t = translator(owner.locale, calendarMessages);
  const { entries, fresh } = await withDetails(deps, rows);
  const ics = buildCalendar(entries, {
    name: t('feedName'),
    description: t('feedDescription'),
    locale: owner.locale,
    siteUrl: deps.config.SITE_URL,
    refresh: true,
  });
  // Kept as bytes: a polled feed is sent as it was built, not encoded again (110 KB for a busy calendar).
  const bytes = Buffer.from(ics);
  const feed = { ics: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
  // A row that changed between the two reads would leave newer terms under the older key.
  if (fresh) remember(key, feed);
  return feed;
}

/**
 * The feeds built last, by their content's key: calendar apps poll a feed every few minutes and mostly find
 * it unchanged. At most BUILT_FEEDS_MAX of them, the oldest forgotten first; each instance keeps its own.
 */
const builtFeeds = new Map<string, BuiltFeed>();
const BUILT_FEEDS_MAX = 200;

/** A feed's iCalendar as UTF-8 bytes, and its ETag. */
interface BuiltFeed {
  ics: Buffer;
  etag: string;
}

function remember(key: string, feed: BuiltFeed) {
  builtFeeds.delete(key);
  builtFeeds.set(key, feed);
  if (builtFeeds.size > BUILT_FEEDS_MAX) builtFeeds.delete(builtFeeds.keys().next().value!);
}
