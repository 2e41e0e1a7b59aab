import { lazy } from '../../../shared/lazy';

const CALENDAR_DATE = lazy(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** "15 January 2027" for a 'YYYY-MM-DD' deadline, read as that calendar day wherever the reader is. */
export function formatDeadline(date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return date;
  return CALENDAR_DATE().format(new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
}
