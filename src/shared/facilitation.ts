// Long on purpose: the facilitation fields' schemas and their cross-field rules, shared by the job form, the
// facilitator profile, availability, credentials and matching, which validate the same values the same way.
import { z } from 'zod';
import {
  AVAILABILITY_STATUSES,
  BUDGET_TYPES,
  CREDENTIAL_DETAIL_MAX,
  CREDENTIAL_DETAIL_REQUIRED,
  CREDENTIAL_KINDS,
  CURRENCIES,
  DELIVERABLES,
  DURATION_UNITS,
  FACILITATOR_ROLES,
  GROUP_SIZES,
  LANGUAGE_CODES,
  CONTENT_LANGUAGES,
  MONEY_MAX,
  SESSION_FORMATS,
  TRAVEL_OPTIONS,
  TRAVEL_RADIUS_MAX_KM,
  VIRTUAL_TOOLS,
} from './facilitation-options';
import { vm } from './i18n/validation';
import { isIsoDate } from './job-options';
import { METHOD_IDS } from './methods';
import { paginated, pageQuery } from './pagination';
import { isTimeZone } from './saved-options';

export * from './facilitation-options';
export * from './methods';

// ---------------------------------------------------------------- value schemas

export const MIN_ABOVE_MAX_MESSAGE = vm('common.minAboveMax');
export const UNKNOWN_CURRENCY_MESSAGE = vm('session.unknownCurrency');
export const UNKNOWN_METHOD_MESSAGE = vm('session.unknownMethod');
export const UNKNOWN_LANGUAGE_MESSAGE = vm('session.unknownLanguage');
export const UNKNOWN_TIME_ZONE_MESSAGE = vm('common.unknownTimeZone');
export const PAST_SESSION_DATE_MESSAGE = vm('session.pastDate');
export const DATE_MESSAGE = vm('common.date');
const OPTION_MESSAGE = vm('common.option');
// The evidence upload's refusals live here rather than beside EVIDENCE_ACCEPT: facilitation-options.ts stays
// free of the validation catalogue, which the pages that only read its lists do not need.
export const EVIDENCE_TYPE_MESSAGE = vm('credentials.evidenceType');
export const EVIDENCE_SIZE_MESSAGE = vm('credentials.evidenceSize');

export const CurrencySchema = z.enum(CURRENCIES, UNKNOWN_CURRENCY_MESSAGE);
export const MethodIdSchema = z.enum(METHOD_IDS, UNKNOWN_METHOD_MESSAGE);
export const LanguageCodeSchema = z.enum(LANGUAGE_CODES, UNKNOWN_LANGUAGE_MESSAGE);
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES, vm('common.contentLanguage'));
export const SessionFormatSchema = z.enum(SESSION_FORMATS, OPTION_MESSAGE);
export const GroupSizeSchema = z.enum(GROUP_SIZES, OPTION_MESSAGE);
export const IsoDateSchema = z.string(DATE_MESSAGE).trim().refine(isIsoDate, DATE_MESSAGE);
export const TimeZoneSchema = z
  .string(UNKNOWN_TIME_ZONE_MESSAGE)
  .trim()
  .refine(isTimeZone, UNKNOWN_TIME_ZONE_MESSAGE);

/** An amount of money; `field` names it in the messages (validation.json's `amount.*`). */
type AmountField = 'min' | 'max' | 'dayRateMin' | 'dayRateMax' | 'hourlyRateMin' | 'hourlyRateMax';
const amount = (field: AmountField) =>
  z
    .number(vm('amount.number', { field }))
    .int(vm('amount.whole', { field }))
    .min(0, vm('amount.negative', { field }))
    .max(MONEY_MAX, vm('amount.tooLarge', { field }));

/** A list that `uniqueList` checks; it names the list in the message (validation.json's `list.max`). */
type ListName = 'languages' | 'methods' | 'tools' | 'deliverables' | 'sessionFormats' | 'groupSizes';

/** A list of options without repeats, at most `max` long. */
export const uniqueList = <T extends z.ZodType<string>>(item: T, max: number, list: ListName) =>
  z
    .array(item)
    .max(max, vm('list.max', { list, max }))
    .transform((items) => [...new Set(items)] as z.output<T>[]);

// ---------------------------------------------------------------- a job's budget and session

/** A job's structured budget: `min` = `max` for one figure. */
export const BudgetSchema = z
  .object({
    type: z.enum(BUDGET_TYPES, OPTION_MESSAGE),
    min: amount('min'),
    max: amount('max'),
    currency: CurrencySchema,
  })
  .refine((budget) => budget.min <= budget.max, { message: MIN_ABOVE_MAX_MESSAGE, path: ['max'] });
export type BudgetInput = z.output<typeof BudgetSchema>;

export const SessionRoleSchema = z.object({
  role: z.enum(FACILITATOR_ROLES, OPTION_MESSAGE),
  count: z
    .number(vm('session.roleCount'))
    .int(vm('session.roleCount'))
    .min(1, vm('session.roleCountMin', { min: 1 }))
    .max(20, vm('session.roleCountMax', { max: 20 })),
});
export type SessionRole = z.infer<typeof SessionRoleSchema>;

export const SESSION_DATES_MAX = 30;
export const JOB_METHODS_MAX = 10;
export const DAYS_MAX = 365;

/** Days of work; `field` names them in the messages (validation.json's `days.*`). */
const days = (field: 'design' | 'delivery') =>
  z
    .number(vm('days.number', { field }))
    .min(0, vm('days.negative', { field }))
    .max(DAYS_MAX, vm('days.max', { field, max: DAYS_MAX }))
    .refine((value) => Number.isInteger(value * 2), vm('days.half', { field }))
    .nullable();

/**
 * The session fields of a posting; every one optional (a job without them stays valid). `today` decides
 * which session dates are in the past; dates in `keep` (an edit's existing ones) may stay.
 */
export function sessionFields(check?: { today: () => string; keep?: readonly string[] }) {
  return {
    sessionFormat: SessionFormatSchema.nullable(),
    sessionDates: z
      .array(IsoDateSchema)
      .max(SESSION_DATES_MAX, vm('session.datesMax', { max: SESSION_DATES_MAX }))
      .superRefine((dates, ctx) => {
        if (!check) return;
        const today = check.today();
        if (dates.some((date) => date < today && !check.keep?.includes(date)))
          ctx.addIssue({ code: 'custom', message: PAST_SESSION_DATE_MESSAGE });
      })
      .transform((dates) => [...new Set(dates)].sort()),
    sessionTimeZone: TimeZoneSchema.nullable(),
    sessionDatesFlexible: z.boolean(),
    durationValue: z
      .number(vm('session.durationNumber'))
      .positive(vm('session.durationPositive'))
      .max(1000, vm('session.durationTooLong'))
      .nullable(),
    durationUnit: z.enum(DURATION_UNITS, OPTION_MESSAGE).nullable(),
    groupSize: GroupSizeSchema.nullable(),
    sessionLanguages: uniqueList(LanguageCodeSchema, 10, 'languages'),
    designDays: days('design'),
    deliveryDays: days('delivery'),
    deliverables: uniqueList(z.enum(DELIVERABLES, OPTION_MESSAGE), DELIVERABLES.length, 'deliverables'),
    roles: z
      .array(SessionRoleSchema)
      .max(FACILITATOR_ROLES.length, vm('session.rolesOnce'))
      .refine((roles) => new Set(roles.map((r) => r.role)).size === roles.length, vm('session.rolesOnce')),
    methods: uniqueList(MethodIdSchema, JOB_METHODS_MAX, 'methods'),
    budget: BudgetSchema.nullable(),
  };
}

/**
 * The session fields a job stores and shows as they are posted (the budget aside: it is stored in four
 * columns); the one list that the job's columns, the edit check and the edit form copy.
 */
export const SESSION_FIELDS = [
  'sessionFormat',
  'sessionDates',
  'sessionTimeZone',
  'sessionDatesFlexible',
  'durationValue',
  'durationUnit',
  'groupSize',
  'sessionLanguages',
  'designDays',
  'deliveryDays',
  'deliverables',
  'roles',
  'methods',
] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];

/** The session fields of a job (or a posting), as they are. */
export const sessionFieldsOf = <T extends Record<SessionField, unknown>>(job: T) =>
  Object.fromEntries(SESSION_FIELDS.map((key) => [key, job[key]])) as Pick<T, SessionField>;

/**
 * The values a posting without session details has (what an old client or an old job gets); a function,
 * so that each form gets lists of its own.
 */
export const emptySession = () =>
  ({
    sessionFormat: null,
    sessionDates: [],
    sessionTimeZone: null,
    sessionDatesFlexible: false,
    durationValue: null,
    durationUnit: null,
    groupSize: null,
    sessionLanguages: [],
    designDays: null,
    deliveryDays: null,
    deliverables: [],
    roles: [],
    methods: [],
    budget: null,
  }) satisfies Record<SessionField | 'budget', unknown>;

/** Cross-field rules of the session fields (on the whole posting): dates need a zone, duration its unit. */
export function checkSession(
  value: {
    sessionDates?: string[];
    sessionTimeZone?: string | null;
    durationValue?: number | null;
    durationUnit?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (value.sessionDates?.length && !value.sessionTimeZone)
    ctx.addIssue({
      code: 'custom',
      path: ['sessionTimeZone'],
      message: vm('session.timeZoneRequired'),
    });
  if ((value.durationValue == null) !== (value.durationUnit == null))
    ctx.addIssue({ code: 'custom', path: ['durationUnit'], message: vm('session.durationUnit') });
}

// ---------------------------------------------------------------- the facilitator's profile

export const PROFILE_METHODS_MAX = 15;

/** The facilitation details of a profile; optional on PUT /api/profile/facilitator (absent = unchanged). */
export const FacilitationProfileFieldsSchema = z.object({
  rateCurrency: CurrencySchema.nullable(),
  dayRateMin: amount('dayRateMin').nullable(),
  dayRateMax: amount('dayRateMax').nullable(),
  hourlyRateMin: amount('hourlyRateMin').nullable(),
  hourlyRateMax: amount('hourlyRateMax').nullable(),
  languages: uniqueList(LanguageCodeSchema, 10, 'languages'),
  methods: uniqueList(MethodIdSchema, PROFILE_METHODS_MAX, 'methods'),
  virtualTools: uniqueList(z.enum(VIRTUAL_TOOLS, vm('profile.toolsFromList')), VIRTUAL_TOOLS.length, 'tools'),
  travel: z.enum(TRAVEL_OPTIONS, OPTION_MESSAGE).nullable(),
  travelRadiusKm: z
    .number(vm('profile.travelRadiusNumber'))
    .int(vm('profile.travelRadiusWhole'))
    .min(0, vm('profile.travelRadiusNegative'))
    .max(TRAVEL_RADIUS_MAX_KM, vm('profile.travelRadiusMax', { max: TRAVEL_RADIUS_MAX_KM }))
    .nullable(),
  sessionFormats: uniqueList(SessionFormatSchema, SESSION_FORMATS.length, 'sessionFormats'),
  groupSizes: uniqueList(GroupSizeSchema, GROUP_SIZES.length, 'groupSizes'),
});
export type FacilitationProfileFields = z.output<typeof FacilitationProfileFieldsSchema>;
export const FACILITATION_PROFILE_FIELDS = FacilitationProfileFieldsSchema.keyof().options;

/** Cross-field rules of the rates: a currency with any amount, min ≤ max. */
export function checkRates(
  value: Partial<
    Pick<
      FacilitationProfileFields,
      'rateCurrency' | 'dayRateMin' | 'dayRateMax' | 'hourlyRateMin' | 'hourlyRateMax'
    >
  >,
  ctx: z.RefinementCtx,
) {
  const pairs = [
    ['dayRateMin', 'dayRateMax'],
    ['hourlyRateMin', 'hourlyRateMax'],
  ] as const;
  for (const [min, max] of pairs) {
    const low = value[min];
    const high = value[max];
    if (low != null && high != null && low > high)
      ctx.addIssue({ code: 'custom', path: [max], message: MIN_ABOVE_MAX_MESSAGE });
  }
  const anyAmount = pairs.flat().some((key) => value[key] != null);
  if (anyAmount && value.rateCurrency === null)
    ctx.addIssue({ code: 'custom', path: ['rateCurrency'], message: vm('profile.rateCurrency') });
}

// ---------------------------------------------------------------- availability

export const AvailabilitySchema = z
  .object({
    status: z.enum(AVAILABILITY_STATUSES, OPTION_MESSAGE),
    availableFrom: IsoDateSchema.nullable(),
  })
  .refine((value) => value.status !== 'available-from' || value.availableFrom !== null, {
    path: ['availableFrom'],
    message: vm('availability.fromRequired'),
  })
  .transform((value) => ({
    ...value,
    availableFrom: value.status === 'available-from' ? value.availableFrom : null,
  }));
export type AvailabilityInput = z.output<typeof AvailabilitySchema>;

/** GET /api/profile/availability?from=&to= (at most a year at a time; default: this month and the next two). */
export const AvailabilityRangeQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});

/** Blocked by hand, by a hire on a job with session dates, or booked by an engagement (docs/decisions/040). */
export const UNAVAILABLE_DATE_SOURCES = ['manual', 'hire', 'engagement'] as const;
export const UnavailableDaySchema = z.object({
  date: z.string(),
  source: z.enum(UNAVAILABLE_DATE_SOURCES),
  /** The hired job that blocks the day (source 'hire'). */
  job: z.object({ id: z.string(), title: z.string() }).nullable(),
  /**
   * The engagement that books the day (source 'engagement' only): its id, and its job's title or else the
   * hiring organisation's name. Neither kind of booking can be unblocked by hand.
   */
  engagement: z.object({ id: z.string(), title: z.string() }).optional(),
});
export type UnavailableDay = z.infer<typeof UnavailableDaySchema>;

/** GET and PUT /api/profile/availability; PUT/DELETE /api/profile/availability/dates/:date answer it too. */
export const OwnAvailabilitySchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  availableFrom: z.string().nullable(),
  days: z.array(UnavailableDaySchema),
});
export type OwnAvailability = z.infer<typeof OwnAvailabilitySchema>;

export const AvailabilityDateParamsSchema = z.object({ date: IsoDateSchema });

/** How many days one range of the calendar may block or unblock at once. */
export const BLOCK_RANGE_MAX_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** From a start to an end day, both included: not backwards, at most BLOCK_RANGE_MAX_DAYS days. */
function checkDayRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  const span = dayNumber(value.to) - dayNumber(value.from);
  if (span < 0)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: vm('availability.rangeOrder'),
    });
  else if (span >= BLOCK_RANGE_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: vm('availability.rangeMax', { max: BLOCK_RANGE_MAX_DAYS }),
    });
}

const DayRangeFields = z.object({ from: IsoDateSchema, to: IsoDateSchema });

/** The calendar's "Block a range" form: a start and an end day. */
export const DayRangeSchema = DayRangeFields.superRefine(checkDayRange);
export type DayRangeValues = z.infer<typeof DayRangeSchema>;

/** POST /api/profile/availability/range: blocks (or unblocks) every day of the range by hand. */
export const BlockRangeSchema = DayRangeFields.extend({
  blocked: z.boolean(vm('availability.blocked')),
}).superRefine(checkDayRange);
export type BlockRangeInput = z.infer<typeof BlockRangeSchema>;

/** What profiles and cards show of a facilitator's availability. */
export const PublicAvailabilitySchema = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  availableFrom: z.string().nullable(),
});
export type PublicAvailability = z.infer<typeof PublicAvailabilitySchema>;

// ---------------------------------------------------------------- credentials

const thisYear = () => new Date().getUTCFullYear();

/** POST /api/profile/credentials and PATCH /api/profile/credentials/:id (all fields, as the form sends them). */
export const CredentialInputSchema = z
  .object({
    kind: z.enum(CREDENTIAL_KINDS, vm('credentials.kind')),
    detail: z
      .string()
      .trim()
      .max(CREDENTIAL_DETAIL_MAX, vm('credentials.detailMax', { max: CREDENTIAL_DETAIL_MAX }))
      .nullish()
      .transform((value) => value || null),
    year: z
      .number(vm('credentials.yearNumber'))
      .int(vm('credentials.yearWhole'))
      .min(1970, vm('credentials.yearMin', { min: 1970 }))
      .refine((year) => year <= thisYear() + 1, vm('credentials.yearFuture')),
    expiresOn: IsoDateSchema.nullish().transform((value) => value ?? null),
    evidenceUrl: z
      .string()
      .trim()
      .max(500, vm('common.url'))
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), vm('common.url')),
  })
  .superRefine((value, ctx) => {
    if (CREDENTIAL_DETAIL_REQUIRED.includes(value.kind) && !value.detail)
      ctx.addIssue({ code: 'custom', path: ['detail'], message: vm('credentials.detailRequired') });
    if (value.expiresOn && Number(value.expiresOn.slice(0, 4)) < value.year)
      ctx.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: vm('credentials.expiresBeforeEarned'),
      });
  });
export type CredentialInput = z.output<typeof CredentialInputSchema>;
export type CredentialFormValues = z.input<typeof CredentialInputSchema>;

export const CredentialVerificationSchema = z.object({
  /** ISO timestamp. */
  at: z.string(),
  /** The administrator's name as it was when they verified it. */
  byName: z.string(),
});

/** A credential as profiles show it: claimed unless `verification` is set. */
export const PublicCredentialSchema = z.object({
  id: z.string(),
  kind: z.enum(CREDENTIAL_KINDS),
  detail: z.string().nullable(),
  year: z.number(),
  expiresOn: z.string().nullable(),
  verification: CredentialVerificationSchema.nullable(),
});
export type PublicCredential = z.infer<typeof PublicCredentialSchema>;

/** An admin's rejection of a credential, with the reason the facilitator reads. */
export const CredentialRejectionSchema = z.object({
  /** ISO timestamp. */
  at: z.string(),
  reason: z.string(),
});

/** The owner's view: with the evidence, and an admin's rejection or request for evidence. */
export const OwnCredentialSchema = PublicCredentialSchema.extend({
  rejection: CredentialRejectionSchema.nullable(),
  /** ISO timestamp of an admin's latest request for evidence, or null. */
  evidenceRequestedAt: z.string().nullable(),
  evidenceUrl: z.string().nullable(),
  /** Where the uploaded evidence file is served to its owner and admins; null without one. */
  evidenceFileUrl: z.string().nullable(),
  evidenceFileName: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnCredential = z.infer<typeof OwnCredentialSchema>;

export const OwnCredentialListSchema = z.object({ items: z.array(OwnCredentialSchema) });

/** GET /api/admin/credentials */
export const ADMIN_CREDENTIAL_FILTERS = ['unverified', 'verified', 'rejected', 'all'] as const;
export const AdminCredentialQuerySchema = z.object({
  status: z.enum(ADMIN_CREDENTIAL_FILTERS, OPTION_MESSAGE).default('unverified'),
  ...pageQuery().shape,
});
export type AdminCredentialQuery = z.input<typeof AdminCredentialQuerySchema>;

export const AdminCredentialSchema = OwnCredentialSchema.extend({
  facilitator: z.object({ id: z.string(), name: z.string() }),
  /** The version of the facts and evidence shown: a verification names it (VerifyCredentialSchema). */
  version: z.string(),
});
export type AdminCredential = z.infer<typeof AdminCredentialSchema>;

/** POST /api/admin/credentials/:id/verify: the `version` of the credential the admin checked. */
export const CREDENTIAL_VERSION_MESSAGE = vm('credentials.version');
export const VerifyCredentialSchema = z.object({
  version: z
    .string(CREDENTIAL_VERSION_MESSAGE)
    .trim()
    .min(1, CREDENTIAL_VERSION_MESSAGE)
    .max(100, CREDENTIAL_VERSION_MESSAGE),
});
export type VerifyCredentialInput = z.infer<typeof VerifyCredentialSchema>;

export const CREDENTIAL_NOTE_MAX = 1000;
const credentialNote = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(CREDENTIAL_NOTE_MAX, vm('credentials.noteMax', { max: CREDENTIAL_NOTE_MAX }));

/** POST /api/admin/credentials/:id/reject: the facilitator reads the reason with their credential. */
export const RejectCredentialSchema = z.object({
  reason: credentialNote(vm('credentials.rejectReason')),
});
export type RejectCredentialInput = z.infer<typeof RejectCredentialSchema>;

/** POST /api/admin/credentials/:id/request-evidence: what the facilitator is asked to send. */
export const RequestEvidenceSchema = z.object({
  message: credentialNote(vm('credentials.evidenceRequest')),
});
export type RequestEvidenceInput = z.infer<typeof RequestEvidenceSchema>;
export const AdminCredentialPageSchema = paginated(AdminCredentialSchema);
export type AdminCredentialPage = z.infer<typeof AdminCredentialPageSchema>;

// ---------------------------------------------------------------- exchange rates

/** GET /api/exchange-rates: units of each currency per euro, and the day they were set. */
export const ExchangeRatesSchema = z.object({
  base: z.literal('EUR'),
  asOf: z.string(),
  rates: z.record(z.enum(CURRENCIES), z.number()),
});
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/** PUT /api/admin/exchange-rates: every currency, as positive units per euro (EUR itself is 1). */
export const UpdateExchangeRatesSchema = z.object({
  asOf: IsoDateSchema,
  rates: z
    .record(
      z.string(),
      z.number(vm('rates.number')).positive(vm('rates.positive')).max(1_000_000, vm('rates.tooLarge')),
    )
    .superRefine((rates, ctx) => {
      for (const code of Object.keys(rates))
        if (!(CURRENCIES as readonly string[]).includes(code))
          ctx.addIssue({ code: 'custom', message: vm('rates.unknownCurrency', { code }) });
      for (const code of CURRENCIES)
        if (!(code in rates)) ctx.addIssue({ code: 'custom', message: vm('rates.missing', { code }) });
      if (rates.EUR !== undefined && rates.EUR !== 1)
        ctx.addIssue({ code: 'custom', message: vm('rates.base') });
    }),
});
export type UpdateExchangeRatesInput = z.infer<typeof UpdateExchangeRatesSchema>;

/** `amount` of `from` in `to`, at `rates` (units per euro). */
export function convertMoney(
  amount: number,
  from: string,
  to: string,
  rates: Record<string, number>,
): number {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) throw new Error(`No exchange rate for ${fromRate ? to : from}`);
  return (amount / fromRate) * toRate;
}

// ---------------------------------------------------------------- matching

export const MatchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('method'), method: z.string() }),
  z.object({ kind: z.literal('language'), language: LanguageCodeSchema }),
  z.object({ kind: z.literal('location'), place: z.string() }),
  z.object({ kind: z.literal('available'), dates: z.array(z.string()) }),
  z.object({ kind: z.literal('rate') }),
  z.object({ kind: z.literal('focusArea'), focusArea: z.string() }),
  z.object({ kind: z.literal('format'), format: SessionFormatSchema }),
]);
