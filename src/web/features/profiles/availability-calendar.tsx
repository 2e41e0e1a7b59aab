import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { UnavailableDay } from '../../../shared/facilitation';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { availabilityMessages, type AvailabilityT } from './availability-messages';
import {
  addMonths,
  clampDay,
  longDay,
  monthTitle,
  monthWeeks,
  moveByKey,
  startOfMonth,
  weekdayNames,
} from './calendar-model';

interface AvailabilityCalendarProps {
  /** Today: earlier days are shown but cannot change; earlier months are not shown. */
  today: string;
  /** The last day that may be blocked (the server's horizon). */
  lastDay: string;
  /** The blocked days of the month on screen (more are ignored). */
  days: readonly UnavailableDay[];
  /** The month on screen changed (its first day): the page loads its blocked days. */
  onMonthChange: (month: string) => void;
  /** Block (`block`) or free a day the facilitator may change. */
  onToggle: (date: string, block: boolean) => void;
}

type DayState =
  | { kind: 'free' | 'blocked' }
  /** Booked by an engagement or by a hire: what it is for, and where it is shown. */
  | { kind: 'booked'; booking: { title: string; href: string } }
  | { kind: 'locked'; reason: 'past' | 'tooFar' };

/**
 * A month of days as a WAI-ARIA grid: one day is in the tab order; the arrow keys move by day and week,
 * Home and End to the week's ends, Page Up and Page Down by month; Enter or Space blocks or frees the day.
 * Each day's name says its date and whether it is blocked (by hand), booked (by an engagement or a hire:
 * shown with a link to it, not changeable) or past.
 */
export function AvailabilityCalendar({
  today,
  lastDay,
  days,
  onMonthChange,
  onToggle,
}: AvailabilityCalendarProps) {
  const id = useId();
  const t = useT(availabilityMessages);
  const locale = useLocale();
  const [focused, setFocused] = useState(today);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const month = startOfMonth(focused);
  const firstDay = startOfMonth(today);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (day: string, focus: boolean) => {
    const next = clampDay(day, firstDay, lastDay);
    moveFocus.current = focus;
    if (startOfMonth(next) !== month) onMonthChange(startOfMonth(next));
    setFocused(next);
  };

  const byDate = new Map<string, UnavailableDay[]>();
  for (const day of days) byDate.set(day.date, [...(byDate.get(day.date) ?? []), day]);

  const stateOf = (day: string): DayState => {
    if (day < today) return { kind: 'locked', reason: 'past' };
    const entries = byDate.get(day) ?? [];
    const engagement = entries.find((entry) => entry.source === 'engagement')?.engagement;
    if (engagement)
      return { kind: 'booked', booking: { title: engagement.title, href: `/engagements/${engagement.id}` } };
    const hire = entries.find((entry) => entry.source === 'hire' && entry.job);
    if (hire?.job)
      return { kind: 'booked', booking: { title: hire.job.title, href: `/jobs/${hire.job.id}` } };
    if (day > lastDay) return { kind: 'locked', reason: 'tooFar' };
    return { kind: entries.length ? 'blocked' : 'free' };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveByKey(focused, event.key);
    if (next === null) return;
    event.preventDefault();
    go(next, true);
  };

  const heading = `${id}-month`;
  const booked = monthWeeks(month)
    .flat()
    .flatMap((day) => {
      if (!day) return [];
      const state = stateOf(day);
      return state.kind === 'booked' ? [{ day, booking: state.booking }] : [];
    });

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.previous')}
          disabled={month <= firstDay}
          onClick={() => go(addMonths(focused, -1), false)}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        <h2 id={heading} aria-live="polite" className="text-lg font-semibold text-slate-900">
          {monthTitle(month, locale)}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.next')}
          disabled={month >= startOfMonth(lastDay)}
          onClick={() => go(addMonths(focused, 1), false)}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={heading}
        onKeyDown={onKeyDown}
        className="mt-3 w-full table-fixed"
      >
        <thead>
          <tr role="row">
            {weekdayNames(locale).map(([short, long]) => (
              <th
                key={short}
                role="columnheader"
                scope="col"
                className="pb-2 text-xs font-medium text-slate-600"
              >
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr role="row" key={index}>
              {week.map((day, column) =>
                day ? (
                  <td role="gridcell" key={day} className="p-0.5">
                    <DayButton
                      day={day}
                      state={stateOf(day)}
                      label={dayLabel(t, longDay(day, locale), stateOf(day))}
                      focusable={day === focused}
                      onFocus={() => setFocused(day)}
                      onToggle={onToggle}
                    />
                  </td>
                ) : (
                  <td role="gridcell" key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {booked.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-800">{t('calendar.booked')}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {booked.map(({ day, booking }) => (
              <li key={day}>
                {longDay(day, locale)}:{' '}
                <Link to={booking.href} className="font-medium text-indigo-700 hover:underline">
                  {booking.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const STATE_STYLES: Record<DayState['kind'], string> = {
  free: 'bg-white text-slate-900 ring-slate-200 hover:bg-indigo-50',
  blocked: 'bg-slate-800 text-white ring-slate-800 hover:bg-slate-700',
  booked: 'bg-amber-100 text-amber-950 ring-amber-300 cursor-not-allowed',
  locked: 'bg-slate-50 text-slate-400 ring-slate-100 cursor-not-allowed',
};

/** A day's accessible name: its date and its state ("Monday 15 March 2027, blocked"). */
function dayLabel(t: AvailabilityT, name: string, state: DayState): string {
  switch (state.kind) {
    case 'booked':
      return t('day.booked', { day: name, job: state.booking.title });
    case 'locked':
      return state.reason === 'past' ? t('day.past', { day: name }) : t('day.tooFar', { day: name });
    case 'blocked':
      return t('day.blocked', { day: name });
    case 'free':
      return t('day.available', { day: name });
  }
}

function DayButton({
  day,
  state,
  label,
  focusable,
  onFocus,
  onToggle,
}: {
  day: string;
  state: DayState;
  /** Its date and state, as a reader hears them. */
  label: string;
  focusable: boolean;
  onFocus: () => void;
  onToggle: (date: string, block: boolean) => void;
}) {
  const toggleable = state.kind === 'free' || state.kind === 'blocked';
  return (
    <button
      type="button"
      data-day={day}
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-pressed={toggleable ? state.kind === 'blocked' : undefined}
      aria-disabled={toggleable ? undefined : true}
      title={state.kind === 'booked' ? state.booking.title : undefined}
      onFocus={onFocus}
      onClick={() => {
        if (toggleable) onToggle(day, state.kind === 'free');
      }}
      className={cn(
        'flex h-11 w-full items-center justify-center rounded-md text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        STATE_STYLES[state.kind],
      )}
    >
      {Number(day.slice(8))}
    </button>
  );
}
