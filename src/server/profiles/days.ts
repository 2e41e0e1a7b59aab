import { DAY_MS } from '../clock';

/** The UTC calendar day of an instant, 'YYYY-MM-DD': the server's "today" for availability. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** `day` ('YYYY-MM-DD') moved by whole days. */
export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The first day of the month `months` after the month of `day`. */
export function monthStart(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return utcDay(date);
}
