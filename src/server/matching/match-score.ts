import {
  convertMoney,
  type AvailabilityStatus,
  type BudgetType,
  type LanguageCode,
  type MatchReason,
  type SessionFormat,
  type TravelOption,
} from '../../shared/facilitation';
import type { FocusAreaId } from '../../shared/focus-areas';
import type { RemoteOption } from '../../shared/job-options';
import { nearness, placeOf } from './place';

/*
 * How well a job and a facilitator suit each other, from either side: the facilitator dashboard's
 * recommended jobs and the company's suggested facilitators rank by this score, and show its reasons.
 * Pure: the caller reads the rows, the blocked days and the exchange rates.
 */

/** What a job asks for. */
export interface JobSide {
  focusAreas: readonly FocusAreaId[];
  methods: readonly string[];
  /** In the order the job lists them: the first one the facilitator speaks is the reason. */
  sessionLanguages: readonly LanguageCode[];
  /** 'YYYY-MM-DD', ascending. */
  sessionDates: readonly string[];
  sessionFormat: SessionFormat | null;
  budget: { type: BudgetType; min: number; max: number; currency: string } | null;
  /** 'no': in person at `location`; 'hybrid': partly; 'yes': remote, where no one needs to be. */
  delivery: RemoteOption;
  location: string;
}

/** What a facilitator offers. */
export interface FacilitatorSide {
  focusAreas: readonly FocusAreaId[];
  methods: readonly string[];
  languages: readonly LanguageCode[];
  sessionFormats: readonly SessionFormat[];
  availabilityStatus: AvailabilityStatus;
  availableFrom: string | null;
  /** Days blocked by hand or by a hire, 'YYYY-MM-DD'. */
  blockedDays: ReadonlySet<string>;
  rateCurrency: string | null;
  dayRateMin: number | null;
  dayRateMax: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  location: string;
  travel: TravelOption | null;
}

/** Units of each currency per euro (the exchange_rates table). */
export type ExchangeRates = Readonly<Record<string, number>>;

export interface Match {
  score: number;
  /** Strongest first: methods, language, location, availability, rate, focus areas, format. */
  reasons: MatchReason[];
}

/**
 * What each kind of reason adds to the score. A named method is the most specific thing a buyer asks for;
 * a shared focus area the least (every candidate already shares one, a method or a language).
 */
export const MATCH_WEIGHTS = {
  method: 30,
  language: 25,
  location: 20,
  available: 20,
  rate: 15,
  focusArea: 10,
  format: 5,
} as const satisfies Record<MatchReason['kind'], number>;

/** Methods and focus areas beyond these many add nothing more: the reasons stay short. */
const MAX_METHOD_REASONS = 3;
const MAX_FOCUS_AREA_REASONS = 2;

const shared = <T>(wanted: readonly T[], offered: readonly T[]): T[] =>
  wanted.filter((item) => offered.includes(item));

/** Free on every session date: not unavailable, available from the first date or earlier, no date blocked. */
export function isAvailableOn(facilitator: FacilitatorSide, dates: readonly string[]): boolean {
  if (dates.length === 0 || facilitator.availabilityStatus === 'unavailable') return false;
  if (
    facilitator.availabilityStatus === 'available-from' &&
    facilitator.availableFrom &&
    facilitator.availableFrom > dates[0]!
  )
    return false;
  return dates.every((date) => !facilitator.blockedDays.has(date));
}

/**
 * Whether the facilitator's lowest rate of the budget's kind (a day rate for a day-rate budget, an hourly
 * rate for an hourly one), converted into the budget's currency, is within the budget. A fixed fee or a
 * salary has no rate to compare with.
 */
export function isRateWithinBudget(
  facilitator: FacilitatorSide,
  budget: JobSide['budget'],
  rates: ExchangeRates,
): boolean {
  if (!budget || !facilitator.rateCurrency) return false;
  const lowest =
    budget.type === 'day-rate'
      ? (facilitator.dayRateMin ?? facilitator.dayRateMax)
      : budget.type === 'hourly-rate'
        ? (facilitator.hourlyRateMin ?? facilitator.hourlyRateMax)
        : null;
  if (lowest === null) return false;
  const from = facilitator.rateCurrency;
  if (from !== budget.currency && !(rates[from] && rates[budget.currency])) return false;
  return convertMoney(lowest, from, budget.currency, rates) <= budget.max;
}

/**
 * The score of a job and a facilitator, and why they match; null when they cannot work together: the
 * facilitator speaks none of the session languages (a profile naming no language is not ruled out), or
 * the job is in person in another country and the facilitator does not travel internationally. A remote
 * job asks nothing of the place; an in-person or hybrid one counts the same city fully, the same country
 * half.
 */
export function scoreMatch(job: JobSide, facilitator: FacilitatorSide, rates: ExchangeRates): Match | null {
  const language = job.sessionLanguages.find((code) => facilitator.languages.includes(code));
  if (!language && job.sessionLanguages.length > 0 && facilitator.languages.length > 0) return null;
  let place: { reason: MatchReason; weight: number } | undefined;
  if (job.delivery !== 'yes') {
    const jobPlace = placeOf(job.location);
    const near = nearness(jobPlace, placeOf(facilitator.location));
    if (near === 'far' && job.delivery === 'no' && facilitator.travel !== 'international') return null;
    if (near === 'city')
      place = { reason: { kind: 'location', place: jobPlace.cityLabel }, weight: MATCH_WEIGHTS.location };
    if (near === 'country')
      place = {
        reason: { kind: 'location', place: jobPlace.countryLabel },
        weight: MATCH_WEIGHTS.location / 2,
      };
  }
  const reasons: MatchReason[] = [];
  for (const method of shared(job.methods, facilitator.methods).slice(0, MAX_METHOD_REASONS))
    reasons.push({ kind: 'method', method });
  if (language) reasons.push({ kind: 'language', language });
  if (place) reasons.push(place.reason);
  if (isAvailableOn(facilitator, job.sessionDates))
    reasons.push({ kind: 'available', dates: [...job.sessionDates] });
  if (isRateWithinBudget(facilitator, job.budget, rates)) reasons.push({ kind: 'rate' });
  for (const focusArea of shared(job.focusAreas, facilitator.focusAreas).slice(0, MAX_FOCUS_AREA_REASONS))
    reasons.push({ kind: 'focusArea', focusArea });
  if (job.sessionFormat && facilitator.sessionFormats.includes(job.sessionFormat))
    reasons.push({ kind: 'format', format: job.sessionFormat });
  const score = reasons.reduce(
    (sum, reason) => sum + (reason.kind === 'location' ? place!.weight : MATCH_WEIGHTS[reason.kind]),
    0,
  );
  return { score, reasons };
}

/**
 * The best `limit` of `candidates` by score, each with its match, leaving out those that do not match at
 * all (null); ties keep the candidates' order (the callers pass them newest first, or in the order they
 * prefer).
 */
export function rankByMatch<T>(
  candidates: readonly T[],
  match: (candidate: T) => Match | null,
  limit: number,
): (T & { match: Match })[] {
  return candidates
    .map((candidate, index) => ({ candidate, index, match: match(candidate) }))
    .filter((item): item is { candidate: T; index: number; match: Match } => item.match !== null)
    .sort((a, b) => b.match.score - a.match.score || a.index - b.index)
    .slice(0, limit)
    .map(({ candidate, match: found }) => ({ ...candidate, match: found }));
}
