import type {
  ICalDateTimeValue,
  ICalTemporalPlainDateTimeStub,
  ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import type { Session } from '../../shared/engagements';
import { instantIn, wallClockAt } from './zoned-days';

/**
 * A session's start and end as ical-generator writes them. A session is a wall-clock time in the terms' IANA
 * zone ("09:00–17:00 Europe/Berlin"), whatever zone the server runs in. ical-generator writes a native Date
 * under a TZID with the Date's local fields, that is in the server's own zone, so a Date cannot carry it;
 * it writes a Temporal ZonedDateTime's own fields instead. Node has no Temporal yet, so the times are the
 * stubs ical-generator types (ICalTemporal…Stub), made from the instant and the zone rules Intl knows.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant `epochMilliseconds` in `timeZone`, written under `tzid` (the VTIMEZONE's name of that zone). */
function zonedDateTime(
  epochMilliseconds: number,
  timeZone: string,
  tzid = timeZone,
): ICalTemporalZonedDateTimeStub {
  const { year, month, day, hour, minute, second } = wallClockAt(epochMilliseconds, timeZone);
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  const local = `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const plain: ICalTemporalPlainDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second,
    toPlainDate: () => ({ year, month, day, toJSON: () => date, toString: () => date }),
    toZonedDateTime: (zone) => zonedDateTime(epochMilliseconds, zone),
    toJSON: () => local,
    toString: () => local,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second,
    timeZoneId: tzid,
    toInstant: () => {
      const iso = new Date(epochMilliseconds).toISOString();
      return {
        epochMilliseconds,
        toJSON: () => iso,
        toString: () => iso,
        toZonedDateTimeISO: (zone) => zonedDateTime(epochMilliseconds, zone),
      };
    },
    toPlainDateTime: () => plain,
    // The same instant in another zone; in its own zone (as ical-generator asks under the TZID), itself.
    withTimeZone: (zone) => (zone === tzid ? zoned : zonedDateTime(epochMilliseconds, zone)),
    toJSON: () => `${local}[${tzid}]`,
    toString: () => `${local}[${tzid}]`,
  };
  return zoned;
}

/**
 * A session's start and end: wall-clock times under the zone's TZID (whose VTIMEZONE the calendar holds),
 * or UTC instants for a zone timezones-ical-library lacks. A time the zone skips (02:30 on the day clocks go
 * forward) is written as the time it becomes (03:30), the instant RFC 5545 gives it either way.
 */
export function sessionTimes(
  session: Session,
  timeZone: string,
  zone: { tzid: string } | undefined,
): { start: ICalDateTimeValue; end: ICalDateTimeValue; timezone?: string } {
  const start = instantIn(timeZone, session.date, session.start);
  const end = instantIn(timeZone, session.date, session.end);
  if (!zone) return { start, end };
  return {
    timezone: zone.tzid,
    start: zonedDateTime(start.getTime(), timeZone, zone.tzid),
    end: zonedDateTime(end.getTime(), timeZone, zone.tzid),
  };
}
