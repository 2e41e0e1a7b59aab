import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UnavailableDay } from '../../../shared/facilitation';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { AvailabilityCalendar } from './availability-calendar';
import { addMonths, monthWeeks, moveByKey } from './calendar-model';

// A fixed "today" given to the calendar: the test does not depend on the real date.
const TODAY = '2027-03-10';
const DAYS: UnavailableDay[] = [
  { date: '2027-03-15', source: 'manual', job: null },
  { date: '2027-03-17', source: 'hire', job: { id: 'job-1', title: 'Leadership offsite' } },
  {
    date: '2027-03-24',
    source: 'engagement',
    job: null,
    engagement: { id: 'engagement-1', title: 'Strategy days' },
  },
  // A day blocked by hand that an engagement books too shows as booked.
  { date: '2027-03-24', source: 'manual', job: null },
];

function renderCalendar(locale: 'en' | 'de' = 'en') {
  const onToggle = vi.fn();
  const onMonthChange = vi.fn();
  renderWithProviders(
    <LocaleProvider value={locale}>
      <AvailabilityCalendar
        today={TODAY}
        lastDay="2028-03-09"
        days={DAYS}
        onToggle={onToggle}
        onMonthChange={onMonthChange}
      />
    </LocaleProvider>,
  );
  return { onToggle, onMonthChange };
}

/** Into the grid: past the month buttons (Previous is disabled in the first month). */
const tabToGrid = async () => {
  await userEvent.tab();
  await userEvent.tab();
};

const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('aria-label');

describe('the availability calendar', () => {
  it('is a grid whose days say their date and state, with one day in the tab order', () => {
    renderCalendar();
    const grid = screen.getByRole('grid', { name: 'March 2027' });
    expect(grid).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Wednesday 10 March 2027, available' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Monday 15 March 2027, blocked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Thursday 11 March 2027, available' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      screen.getByRole('button', { name: 'Wednesday 17 March 2027, booked for Leadership offsite' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday 9 March 2027, past' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      screen.getAllByRole('button', { name: /March 2027/ }).filter((day) => day.tabIndex === 0),
    ).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Leadership offsite' })).toHaveAttribute('href', '/jobs/job-1');
    expect(
      screen.getByRole('button', { name: 'Wednesday 24 March 2027, booked for Strategy days' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Strategy days' })).toHaveAttribute(
      'href',
      '/engagements/engagement-1',
    );
  });

  it('moves the focus by day and week with the arrows, to the week ends with Home and End', async () => {
    renderCalendar();
    await tabToGrid();
    expect(focusedDay()).toBe('Wednesday 10 March 2027, available');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('Thursday 11 March 2027, available');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('Thursday 18 March 2027, available');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('Wednesday 10 March 2027, available');
    await userEvent.keyboard('{Home}');
    expect(focusedDay()).toBe('Monday 8 March 2027, past');
    await userEvent.keyboard('{End}');
    expect(focusedDay()).toBe('Sunday 14 March 2027, available');
    // Not before the current month.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(focusedDay()).toBe('Monday 1 March 2027, past');
  });

  it('changes month with Page Up and Page Down, keeping the day', async () => {
    const { onMonthChange } = renderCalendar();
    await tabToGrid();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(focusedDay()).toBe('Saturday 10 April 2027, available');
    expect(onMonthChange).toHaveBeenLastCalledWith('2027-04-01');
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('grid', { name: 'March 2027' })).toBeInTheDocument();
    expect(focusedDay()).toBe('Wednesday 10 March 2027, available');
    expect(onMonthChange).toHaveBeenLastCalledWith('2027-03-01');
    await userEvent.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    expect(focusedDay()).toBe('Thursday 1 April 2027, available');
    expect(onMonthChange).toHaveBeenLastCalledWith('2027-04-01');
  });

  it('blocks and frees a day with Enter or Space, but neither a past nor a booked day', async () => {
    const { onToggle } = renderCalendar();
    await tabToGrid();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onToggle).toHaveBeenLastCalledWith('2027-03-12', true);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(focusedDay()).toBe('Monday 15 March 2027, blocked');
    expect(onToggle).toHaveBeenLastCalledWith('2027-03-15', false);
    onToggle.mockClear();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter} ');
    expect(focusedDay()).toBe('Wednesday 17 March 2027, booked for Leadership offsite');
    await userEvent.keyboard('{ArrowUp}{Home}{Enter}');
    expect(focusedDay()).toBe('Monday 8 March 2027, past');
    expect(onToggle).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Thursday 11 March 2027, available' }));
    expect(onToggle).toHaveBeenLastCalledWith('2027-03-11', true);
  });
});

describe('the German availability calendar', () => {
  it('names the month, the weekdays and each day in German, Monday first', async () => {
    renderCalendar('de');
    expect(screen.getByRole('grid', { name: 'März 2027' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    expect(screen.getByTitle('Montag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Montag, 15. März 2027, blockiert' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('button', { name: 'Mittwoch, 17. März 2027, gebucht für Leadership offsite' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Dienstag, 9. März 2027, vergangen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeEnabled();
    await tabToGrid();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeInTheDocument();
    expect(focusedDay()).toBe('Samstag, 10. April 2027, verfügbar');
  });
});

describe('calendar arithmetic', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2027-02-01');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(monthWeeks('2027-03-01')[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(monthWeeks('2027-08-01')[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  });

  it('keeps the day when changing month, or takes the shorter month last day', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(moveByKey('2027-03-10', 'Tab')).toBeNull();
  });
});
