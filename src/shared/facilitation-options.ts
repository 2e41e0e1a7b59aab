/**
 * The facts of facilitation work — session formats, delivery, group sizes, languages, budgets and rates,
 * virtual tools, availability, credentials — as plain values without Zod, for the database schema, the
 * server and the web app. `./facilitation` adds the schemas.
 */

import { formatDate } from './dates';

// ---------------------------------------------------------------- sessions

export const SESSION_FORMATS = [
  'workshop',
  'strategy-retreat',
  'training',
  'team-event',
  'leadership-meeting',
  'conference-session',
  'community-consultation',
  'other',
] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number];

/**
 * Delivery is the posting's `remote` field under facilitation names: the values (and so existing jobs,
 * links and saved searches) stay, only the words change. See docs/decisions/025.
 */

/** Group size bands: how many participants a session has. */
export const GROUP_SIZES = ['1-10', '11-25', '26-50', '51-100', '101-250', '250+'] as const;
export type GroupSize = (typeof GROUP_SIZES)[number];

export const DURATION_UNITS = ['hours', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const DELIVERABLES = ['write-up-report', 'graphic-recording', 'session-plan'] as const;
export type Deliverable = (typeof DELIVERABLES)[number];

export const FACILITATOR_ROLES = ['lead', 'co-facilitator', 'producer', 'graphic-recorder'] as const;
export type FacilitatorRole = (typeof FACILITATOR_ROLES)[number];

/** ISO 639-1 codes of the languages sessions are run in; names in English. */
export const LANGUAGES = {
  ar: 'Arabic',
  zh: 'Chinese',
  cs: 'Czech',
  da: 'Danish',
  nl: 'Dutch',
  en: 'English',
  fi: 'Finnish',
  fr: 'French',
  de: 'German',
  el: 'Greek',
  he: 'Hebrew',
  hi: 'Hindi',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ro: 'Romanian',
  ru: 'Russian',
  es: 'Spanish',
  sw: 'Swahili',
  sv: 'Swedish',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
} as const;
export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]];

/**
 * The language a job's or a profile's own text is written in: its search vector is built in that language
 * (docs/decisions/036). Not the session languages of a job, nor the languages a facilitator works in. The
 * guess for a text without a chosen language is in detect-content-language.ts.
 */
export const CONTENT_LANGUAGES = ['en', 'de'] as const satisfies readonly LanguageCode[];
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

// ---------------------------------------------------------------- money

export const BUDGET_TYPES = ['fixed-fee', 'day-rate', 'hourly-rate', 'salary'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];
/** What follows the amount on a card: "€900–€1,200 per day". */
export const BUDGET_TYPE_SUFFIX: Record<BudgetType, string> = {
  'fixed-fee': 'fixed fee',
  'day-rate': 'per day',
  'hourly-rate': 'per hour',
  salary: 'per year',
};

/** ISO 4217 codes we take money in; each has a row in the operator's exchange-rate table. */
export const CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
  'SGD',
  'INR',
  'ZAR',
  'KES',
  'NGN',
  'BRL',
  'MXN',
] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Amounts are whole units of the currency; this is the largest one accepted. */
export const MONEY_MAX = 100_000_000;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per kind and locale: making one costs far more than using it, and a list of jobs or
 * facilitators formats each card's amounts (on a slow phone, a noticeable part of hydrating /jobs).
 */
function cachedFormat<T extends Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** "€900–€1,200 per day", formatted for `locale`; a single amount when min = max or one side is missing. */
export function formatMoneyRange(
  range: { min: number | null; max: number | null; currency: string },
  locale?: string,
): string {
  const format = cachedFormat(
    `money ${locale} ${range.currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: range.currency,
        maximumFractionDigits: 0,
      }),
  );
  const { min, max } = range;
  if (min !== null && max !== null && min !== max) return `${format.format(min)}–${format.format(max)}`;
  if (min !== null && max === null) return `from ${format.format(min)}`;
  if (min === null && max !== null) return `up to ${format.format(max)}`;
  return format.format((min ?? max)!);
}

export interface Budget {
  type: BudgetType;
  min: number | null;
  max: number | null;
  currency: Currency;
}

/** A job's budget as its card shows it: "€900–€1,200 per day", "$4,000 fixed fee". */
export function formatBudget(budget: Budget, locale?: string): string {
  return `${formatMoneyRange(budget, locale)} ${BUDGET_TYPE_SUFFIX[budget.type]}`;
}

// ---------------------------------------------------------------- facilitator profile

export const VIRTUAL_TOOLS = [
  'Miro',
  'Mural',
  'Zoom breakout rooms',
  'Microsoft Teams',
  'Google Meet',
  'Webex',
  'Butter',
  'SessionLab',
  'Mentimeter',
  'Slido',
  'Kahoot!',
  'Padlet',
  'Klaxoon',
  'Conceptboard',
  'FigJam',
  'Gather',
  'Hopin',
  'Remo',
] as const;
export type VirtualTool = (typeof VIRTUAL_TOOLS)[number];

/** How far a facilitator travels for in-person work. */
export const TRAVEL_OPTIONS = ['local', 'national', 'international'] as const;
export type TravelOption = (typeof TRAVEL_OPTIONS)[number];
export const TRAVEL_RADIUS_MAX_KM = 20_000;

// ---------------------------------------------------------------- availability

export const AVAILABILITY_STATUSES = ['available', 'available-from', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
/** How far ahead a facilitator may block dates, and how far ahead profiles show them. */
export const AVAILABILITY_HORIZON_DAYS = 730;
export const PUBLIC_CALENDAR_DAYS = 120;

/** "Available", "Available from 12 March 2027", "Unavailable". */
export function availabilityLabel(availability: {
  status: AvailabilityStatus;
  availableFrom: string | null;
}): string {
  if (availability.status === 'unavailable') return 'Unavailable';
  if (availability.status === 'available-from' && availability.availableFrom)
    return `Available from ${formatDate(availability.availableFrom)}`;
  return 'Available';
}

// ---------------------------------------------------------------- credentials

export const CREDENTIAL_KINDS = [
  'iaf-cpf',
  'iaf-endorsed',
  'ica-top',
  'liberating-structures',
  'lego-serious-play',
  'scrum-org',
  'scrum-alliance',
  'icf',
  'other',
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  'iaf-cpf': 'IAF Certified Professional Facilitator (CPF)',
  'iaf-endorsed': 'IAF Endorsed Facilitator',
  'ica-top': 'ICA Technology of Participation (ToP)',
  'liberating-structures': 'Liberating Structures immersion workshop',
  'lego-serious-play': 'LEGO® SERIOUS PLAY® method training',
  'scrum-org': 'Scrum.org certification',
  'scrum-alliance': 'Scrum Alliance certification',
  icf: 'International Coaching Federation (ICF) credential',
  other: 'Other credential',
};
export const CREDENTIAL_DETAIL_REQUIRED: readonly CredentialKind[] = [
  'lego-serious-play',
  'scrum-org',
  'scrum-alliance',
  'icf',
  'other',
];
export const CREDENTIALS_MAX = 20;
export const CREDENTIAL_DETAIL_MAX = 120;
/** Evidence files: images or PDF. */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';

// ---------------------------------------------------------------- matching

/** Why a job suits a facilitator, or a facilitator a job; the first ones are the strongest. */
export type MatchReason =
  | { kind: 'method'; method: string }
  | { kind: 'language'; language: LanguageCode }
  /** The job is (partly) in person where the facilitator is based: the city, or else the country. */
  | { kind: 'location'; place: string }
  | { kind: 'available'; dates: string[] }
  | { kind: 'rate' }
  | { kind: 'focusArea'; focusArea: string }
  | { kind: 'format'; format: SessionFormat };
