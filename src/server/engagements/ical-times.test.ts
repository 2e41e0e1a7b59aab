import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/engagements';
import { buildCalendar, type CalendarEntry } from './calendar';

/**
 * A session is a wall-clock time in the terms' zone: the calendar says so whatever zone the server runs in.
 * Each case builds the calendar under several process zones (Node reads TZ again when it is assigned), far
 * from the sessions' own, and reads it back with ical.js and the calendar's own VTIMEZONEs.
 */

const SERVER_ZONES = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/Berlin', 'Asia/Kolkata'];

const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

/** Runs `build` with the process in `timeZone`, and checks that the process really is there. */
function inServerZone<T>(timeZone: string, build: () => T): T {
  process.env.TZ = timeZone;
  const offset = new Date('2027-01-15T12:00:00Z').getTimezoneOffset();
  expect(offset, timeZone).toBe(
    {
      UTC: 0,
      'America/Los_Angeles': 480,
      'Pacific/Kiritimati': -840,
      'Europe/Berlin': -60,
      'Asia/Kolkata': -330,
    }[timeZone],
  );
  return build();
}

const entry = (sessions: Session[], timeZone: string): CalendarEntry =>
  ({
    id: '6f1c2d4e-0000-4000-8000-000000000001',
    side: 'facilitator',
    status: 'confirmed',
    sequence: 0,
    organisationName: 'Acme GmbH',
    facilitatorName: 'Jana Berger',
    createdAt: new Date('2027-01-01T10:00:00Z'),
    updatedAt: new Date('2027-01-02T10:00:00Z'),
    retired: [],
    terms: {
      sessions,
      timeZone,
      format: 'workshop',
      delivery: 'remote',
      location: '',
      outcomes: ['A shared picture of the next quarter'],
    },
  }) as unknown as CalendarEntry;

function calendarOf(sessions: Session[], timeZone: string): string {
  return buildCalendar([entry(sessions, timeZone)], {
    name: 'Test',
    locale: 'en',
    siteUrl: 'https://example.test',
  });
}

/** Each event's DTSTART and DTEND lines as written, and the instants ical.js reads from them. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      lines: ['dtstart', 'dtend'].map((name) => component.getFirstProperty(name)!.toICALString()),
      tzid: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
}

describe('a calendar event’s session times', () => {
  it('carry the wall-clock time in the terms’ zone across daylight saving changes, in any server zone', () => {
    const sessions: Session[] = [
      { date: '2027-01-15', start: '09:00', end: '17:00' },
      // Clocks go forward at 02:00 on 28 March 2027 in Berlin: the day is in summer time (UTC+2).
      { date: '2027-03-28', start: '09:00', end: '17:00' },
      // And back at 03:00 on 31 October 2027: the day is in winter time (UTC+1) again.
      { date: '2027-10-31', start: '09:00', end: '17:00' },
    ];
    for (const zone of SERVER_ZONES) {
      const events = read(inServerZone(zone, () => calendarOf(sessions, 'Europe/Berlin')));
      expect(events, zone).toEqual([
        {
          lines: ['DTSTART;TZID=Europe/Berlin:20270115T090000', 'DTEND;TZID=Europe/Berlin:20270115T170000'],
          tzid: 'Europe/Berlin',
          start: '2027-01-15T08:00:00.000Z',
          end: '2027-01-15T16:00:00.000Z',
        },
        {
          lines: ['DTSTART;TZID=Europe/Berlin:20270328T090000', 'DTEND;TZID=Europe/Berlin:20270328T170000'],
          tzid: 'Europe/Berlin',
          start: '2027-03-28T07:00:00.000Z',
          end: '2027-03-28T15:00:00.000Z',
        },
        {
          lines: ['DTSTART;TZID=Europe/Berlin:20271031T090000', 'DTEND;TZID=Europe/Berlin:20271031T170000'],
          tzid: 'Europe/Berlin',
          start: '2027-10-31T08:00:00.000Z',
          end: '2027-10-31T16:00:00.000Z',
        },
      ]);
    }
  });

  it('keep a session across a change of the clocks in its own zone at its instants', () => {
    // 01:00–04:00 in Berlin on 28 March 2027 is two hours long: 02:00 becomes 03:00.
    const sessions: Session[] = [{ date: '2027-03-28', start: '01:00', end: '04:00' }];
    for (const zone of SERVER_ZONES) {
      expect(read(inServerZone(zone, () => calendarOf(sessions, 'Europe/Berlin'))), zone).toEqual([
        {
          lines: ['DTSTART;TZID=Europe/Berlin:20270328T010000', 'DTEND;TZID=Europe/Berlin:20270328T040000'],
          tzid: 'Europe/Berlin',
          start: '2027-03-28T00:00:00.000Z',
          end: '2027-03-28T02:00:00.000Z',
        },
      ]);
    }
  });

  it('write a time the server’s own zone skips as it is (the US clocks go forward on 14 March 2027)', () => {
    const sessions: Session[] = [{ date: '2027-03-14', start: '02:30', end: '04:00' }];
    for (const zone of SERVER_ZONES) {
      expect(read(inServerZone(zone, () => calendarOf(sessions, 'Europe/Berlin'))), zone).toEqual([
        {
          lines: ['DTSTART;TZID=Europe/Berlin:20270314T023000', 'DTEND;TZID=Europe/Berlin:20270314T040000'],
          tzid: 'Europe/Berlin',
          start: '2027-03-14T01:30:00.000Z',
          end: '2027-03-14T03:00:00.000Z',
        },
      ]);
    }
  });

  it('give a zone west of the server its own wall clock on its own change day', () => {
    // New York goes to summer time (UTC−4) on 14 March 2027.
    const sessions: Session[] = [{ date: '2027-03-14', start: '09:00', end: '12:30' }];
    for (const zone of SERVER_ZONES) {
      expect(read(inServerZone(zone, () => calendarOf(sessions, 'America/New_York'))), zone).toEqual([
        {
          lines: [
            'DTSTART;TZID=America/New_York:20270314T090000',
            'DTEND;TZID=America/New_York:20270314T123000',
          ],
          tzid: 'America/New_York',
          start: '2027-03-14T13:00:00.000Z',
          end: '2027-03-14T16:30:00.000Z',
        },
      ]);
    }
  });
});
