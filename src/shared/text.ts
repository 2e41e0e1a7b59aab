import { lazy } from './lazy';

/** Plain text cut at a word boundary to at most `max` characters (an ellipsis marks the cut). */
export function excerpt(text: string, max = 155): string {
  const plain = text
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

const CALENDAR_DATE = lazy(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
);

/**
 * "20 March 2031" for a 'YYYY-MM-DD' calendar date such as a deadline, which has no time zone: read at UTC
 * midnight and written in UTC, it is never a day off wherever this runs.
 */
export const calendarDateText = (isoDate: string) => CALENDAR_DATE().format(new Date(`${isoDate}T00:00:00Z`));
