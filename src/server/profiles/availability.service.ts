import {
  AVAILABILITY_HORIZON_DAYS,
  type AvailabilityInput,
  type BlockRangeInput,
  type OwnAvailability,
} from '../../shared/facilitation';
import { earliestTodayIso } from '../../shared/job-options';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import {
  blockDay,
  blockDays,
  unblockDays,
  findAvailability,
  listBlockedDays,
  unblockDay,
  updateAvailability,
} from './availability.repo';
import { addDays, daysBetween, monthStart, utcDay } from './days';
import { em } from '../http/error-messages';

const PROFILE_NOT_FOUND = em('profiles.notFound');
/** The calendar reads at most a year at a time. */
const RANGE_MAX_DAYS = 366;

export const PAST_DAY_MESSAGE = em('availability.pastDay');
export const TOO_FAR_MESSAGE = em('availability.tooFar', { days: AVAILABILITY_HORIZON_DAYS });

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The calendar's range: as asked, or this month and the next two. A range that ends before it starts or
 * spans more than a year is refused.
 */
export function calendarRange(query: { from?: string; to?: string }, now: Date): DayRange {
  const today = utcDay(now);
  const from = query.from ?? (query.to ? addDays(query.to, -(RANGE_MAX_DAYS - 1)) : monthStart(today));
  const to = query.to ?? addDays(monthStart(from, 3), -1);
  if (to < from)
    throw badRequest(em('availability.rangeReversed'), { to: [em('availability.rangeReversedField')] });
  if (daysBetween(from, to) >= RANGE_MAX_DAYS)
    throw badRequest(em('availability.rangeTooLong'), { to: [em('availability.rangeTooLongField')] });
  return { from, to };
}

/** The facilitator's status and the blocked days of `range` (by hand, by a hire or by an engagement). */
export async function ownAvailability(
  db: Db,
  facilitatorId: string,
  range: DayRange,
): Promise<OwnAvailability> {
  const [status, days] = await Promise.all([
    findAvailability(db, facilitatorId),
    listBlockedDays(db, facilitatorId, range.from, range.to),
  ]);
  if (!status) throw notFound(PROFILE_NOT_FOUND);
  return {
    status: status.status,
    availableFrom: status.availableFrom,
    days: days.map((row) =>
      row.engagementId
        ? {
            date: row.day,
            source: 'engagement' as const,
            job: null,
            engagement: { id: row.engagementId, title: row.engagementTitle ?? '' },
          }
        : {
            date: row.day,
            source: row.applicationId ? ('hire' as const) : ('manual' as const),
            job: row.applicationId && row.jobId ? { id: row.jobId, title: row.jobTitle ?? '' } : null,
          },
    ),
  };
}

export async function saveAvailability(
  db: Db,
  facilitatorId: string,
  input: AvailabilityInput,
  range: DayRange,
  now: Date,
): Promise<OwnAvailability> {
  if (!(await updateAvailability(db, facilitatorId, input, now))) throw notFound(PROFILE_NOT_FOUND);
  return ownAvailability(db, facilitatorId, range);
}

/**
 * Blocks (or unblocks) a day by hand. A day is in the past only once it is over everywhere on Earth (the
 * server does not know the facilitator's time zone); days beyond the horizon are refused.
 */
export async function setDayBlocked(
  db: Db,
  facilitatorId: string,
  day: string,
  blocked: boolean,
  range: DayRange,
  now: Date,
): Promise<OwnAvailability> {
  if (blocked) {
    if (day < earliestTodayIso(now)) throw badRequest(PAST_DAY_MESSAGE, { date: [PAST_DAY_MESSAGE] });
    if (daysBetween(utcDay(now), day) > AVAILABILITY_HORIZON_DAYS)
      throw badRequest(TOO_FAR_MESSAGE, { date: [TOO_FAR_MESSAGE] });
    await blockDay(db, facilitatorId, day, now);
  } else {
    await unblockDay(db, facilitatorId, day);
  }
  return ownAvailability(db, facilitatorId, range);
}

/**
 * Blocks (or unblocks) every day of a range by hand, in one write; days a hire blocks stay as they are.
 * Blocking refuses a range that starts in the past or ends beyond the horizon, as for a single day.
 */
export async function setRangeBlocked(
  db: Db,
  facilitatorId: string,
  input: BlockRangeInput,
  range: DayRange,
  now: Date,
): Promise<OwnAvailability> {
  if (input.blocked) {
    if (input.from < earliestTodayIso(now)) throw badRequest(PAST_DAY_MESSAGE, { from: [PAST_DAY_MESSAGE] });
    if (daysBetween(utcDay(now), input.to) > AVAILABILITY_HORIZON_DAYS)
      throw badRequest(TOO_FAR_MESSAGE, { to: [TOO_FAR_MESSAGE] });
    const days = Array.from({ length: daysBetween(input.from, input.to) + 1 }, (_, n) =>
      addDays(input.from, n),
    );
    await blockDays(db, facilitatorId, days, now);
  } else {
    await unblockDays(db, facilitatorId, input.from, input.to);
  }
  return ownAvailability(db, facilitatorId, range);
}
