/**
 * Long on purpose: the whole contract of offers and engagements (terms, money, the state machine and the
 * answers of every route) in one file, so that the server and the web app read one definition.
 */
import { z } from 'zod';
import {
  AUTO_COMPLETE_AFTER_DAYS,
  AUTO_DELIVER_AFTER_DAYS,
  CANCELLATION_TIERS_MAX,
  ENGAGEMENT_DELIVERY,
  ENGAGEMENT_FILTERS,
  ENGAGEMENT_SIDES,
  ENGAGEMENT_STATUSES,
  FEE_LINE_DESCRIPTION_MAX,
  FEE_LINE_KINDS,
  FEE_LINES_MAX,
  OFFER_MESSAGE_MAX,
  OUTCOME_MAX_LENGTH,
  OUTCOME_MIN_LENGTH,
  OUTCOMES_MAX,
  OUTCOMES_MIN,
  PAYMENT_TERMS_MAX_DAYS,
  QUANTITY_MAX,
  REASON_MAX,
  SESSIONS_MAX,
  UNIT_PRICE_MAX_MINOR,
  VAT_RATE_MAX_BP,
  type EngagementAction,
  type EngagementSide,
  type EngagementStatus,
} from './engagement-options';
import { CurrencySchema, IsoDateSchema, TimeZoneSchema } from './facilitation';
import { SESSION_FORMATS } from './facilitation-options';
import { vm } from './i18n/validation';
import { paginated, pageQuery } from './pagination';
import { daysBetween } from './engagement-money';

export * from './engagement-options';
// Money is plain arithmetic without Zod, so that the pages showing an agreement compute it without loading Zod.
export * from './engagement-money';

const id = z.uuid();
const instant = z.string();

// ---------------------------------------------------------------- the terms of an offer

const TimeOfDaySchema = z
  .string({ error: vm('engagements.time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, vm('engagements.time'));

/** One session day: its date and its hours, in the offer's time zone. */
export const SessionSchema = z
  .object({ date: IsoDateSchema, start: TimeOfDaySchema, end: TimeOfDaySchema })
  .strict()
  .refine((session) => session.end > session.start, {
    message: vm('engagements.endAfterStart'),
    path: ['end'],
  });
export type Session = z.infer<typeof SessionSchema>;

/**
 * A quantity with at most two decimals (0.5 for half a day), stored and summed as hundredths so that no
 * float ever touches an amount.
 */
const QuantitySchema = z
  .number({ error: vm('engagements.quantity', { max: QUANTITY_MAX }) })
  .positive(vm('engagements.quantity', { max: QUANTITY_MAX }))
  .max(QUANTITY_MAX, vm('engagements.quantity', { max: QUANTITY_MAX }))
  .refine((quantity) => Math.abs(quantity * 100 - Math.round(quantity * 100)) < 1e-6, {
    message: vm('engagements.quantity', { max: QUANTITY_MAX }),
  });

export const FeeLineSchema = z
  .object({
    kind: z.enum(FEE_LINE_KINDS, { error: vm('engagements.lineKind') }),
    /** Required for `other`; optional detail for the rest ("Travel Berlin–Hamburg"). */
    description: z
      .string({ error: vm('engagements.text') })
      .trim()
      .max(FEE_LINE_DESCRIPTION_MAX, vm('engagements.lineDescriptionMax', { max: FEE_LINE_DESCRIPTION_MAX }))
      .default(''),
    quantity: QuantitySchema,
    /** In minor units of the offer's currency (cents); an integer. */
    unitPriceMinor: z
      .number({ error: vm('engagements.unitPrice') })
      .int(vm('engagements.unitPrice'))
      .min(1, vm('engagements.unitPrice'))
      .max(UNIT_PRICE_MAX_MINOR, vm('engagements.unitPrice')),
  })
  .strict()
  .refine((line) => line.kind !== 'other' || line.description.length > 0, {
    message: vm('engagements.lineDescriptionRequired'),
    path: ['description'],
  });
export type FeeLine = z.infer<typeof FeeLineSchema>;
export type FeeLineInput = z.input<typeof FeeLineSchema>;

export const VatSchema = z.discriminatedUnion(
  'mode',
  [
    z
      .object({
        mode: z.literal('rate'),
        /** Basis points: 1900 is 19 %. */
        rateBp: z
          .number({ error: vm('engagements.vatRate') })
          .int(vm('engagements.vatRate'))
          .min(0, vm('engagements.vatRate'))
          .max(VAT_RATE_MAX_BP, vm('engagements.vatRate')),
      })
      .strict(),
    z.object({ mode: z.literal('reverse_charge') }).strict(),
  ],
  { error: vm('engagements.vatRate') },
);
export type Vat = z.infer<typeof VatSchema>;

/** A tier: cancelled at least `minDaysBefore` days before the first session day, `percent` of the net total is due. */
export const CancellationTierSchema = z
  .object({
    minDaysBefore: z
      .number({ error: vm('engagements.tierDays') })
      .int(vm('engagements.tierDays'))
      .min(0, vm('engagements.tierDays'))
      .max(365, vm('engagements.tierDays')),
    percent: z
      .number({ error: vm('engagements.tierPercent') })
      .int(vm('engagements.tierPercent'))
      .min(0, vm('engagements.tierPercent'))
      .max(100, vm('engagements.tierPercent')),
  })
  .strict();
export type CancellationTier = z.infer<typeof CancellationTierSchema>;

/** Tiers from the earliest cancellation to the latest: days strictly falling, the last one at 0 days. */
export const CancellationTiersSchema = z
  .array(CancellationTierSchema)
  .min(1, vm('engagements.tiers'))
  .max(CANCELLATION_TIERS_MAX, vm('engagements.tiers'))
  .refine(
    (tiers) =>
      tiers.at(-1)?.minDaysBefore === 0 &&
      tiers.every((tier, index) => index === 0 || tier.minDaysBefore < tiers[index - 1]!.minDaysBefore),
    { message: vm('engagements.tiers') },
  );

const OutcomeSchema = z
  .string({ error: vm('engagements.outcome', { min: OUTCOME_MIN_LENGTH, max: OUTCOME_MAX_LENGTH }) })
  .trim()
  .min(OUTCOME_MIN_LENGTH, vm('engagements.outcome', { min: OUTCOME_MIN_LENGTH, max: OUTCOME_MAX_LENGTH }))
  .max(OUTCOME_MAX_LENGTH, vm('engagements.outcome', { min: OUTCOME_MIN_LENGTH, max: OUTCOME_MAX_LENGTH }));

/**
 * What is agreed: the whole of one version of an offer. The server also refuses a first session day
 * before tomorrow (business clock) and an expiry beyond OFFER_EXPIRY_MAX_DAYS; those need the clock.
 */
export const OfferTermsSchema = z
  .object(
    {
      sessions: z
        .array(SessionSchema)
        .min(1, vm('engagements.sessions', { max: SESSIONS_MAX }))
        .max(SESSIONS_MAX, vm('engagements.sessions', { max: SESSIONS_MAX }))
        .refine((sessions) => sessions.every((s, i) => i === 0 || s.date > sessions[i - 1]!.date), {
          message: vm('engagements.sessionOrder'),
        }),
      timeZone: TimeZoneSchema,
      format: z.enum(SESSION_FORMATS, { error: vm('engagements.format') }).nullable(),
      delivery: z.enum(ENGAGEMENT_DELIVERY, { error: vm('engagements.delivery') }),
      /** A place for in-person and hybrid sessions; may be empty for remote ones. */
      location: z
        .string({ error: vm('engagements.text') })
        .trim()
        .max(200, vm('engagements.locationMax', { max: 200 })),
      currency: CurrencySchema,
      lines: z
        .array(FeeLineSchema)
        .min(1, vm('engagements.lines', { max: FEE_LINES_MAX }))
        .max(FEE_LINES_MAX, vm('engagements.lines', { max: FEE_LINES_MAX })),
      vat: VatSchema,
      paymentTermsDays: z
        .number({ error: vm('engagements.paymentTerms', { max: PAYMENT_TERMS_MAX_DAYS }) })
        .int(vm('engagements.paymentTerms', { max: PAYMENT_TERMS_MAX_DAYS }))
        .min(0, vm('engagements.paymentTerms', { max: PAYMENT_TERMS_MAX_DAYS }))
        .max(PAYMENT_TERMS_MAX_DAYS, vm('engagements.paymentTerms', { max: PAYMENT_TERMS_MAX_DAYS })),
      cancellationTiers: CancellationTiersSchema,
      outcomes: z
        .array(OutcomeSchema)
        .min(OUTCOMES_MIN, vm('engagements.outcomes', { min: OUTCOMES_MIN, max: OUTCOMES_MAX }))
        .max(OUTCOMES_MAX, vm('engagements.outcomes', { min: OUTCOMES_MIN, max: OUTCOMES_MAX })),
    },
    // Terms that are no object at all (an unknown key keeps its own message).
    { error: (issue) => (issue.code === 'invalid_type' ? vm('engagements.terms') : undefined) },
  )
  .strict()
  .refine((terms) => terms.delivery === 'remote' || terms.location.length > 0, {
    message: vm('engagements.locationRequired'),
    path: ['location'],
  });
export type OfferTerms = z.infer<typeof OfferTermsSchema>;
export type OfferTermsInput = z.input<typeof OfferTermsSchema>;

const MessageSchema = z
  .string({ error: vm('engagements.text') })
  .trim()
  .max(OFFER_MESSAGE_MAX, vm('engagements.messageMax', { max: OFFER_MESSAGE_MAX }))
  .default('');

/**
 * The last day an offer can be accepted ('YYYY-MM-DD', in the offer's time zone); default in 7 days, and
 * never past the day before its first session day (the server caps it there).
 */
const ExpiresOnSchema = IsoDateSchema.optional();

/** Where an offer comes from: an application, a thread, or a facilitator's profile (with or without a job). */
export const OfferSourceSchema = z.union(
  [
    z.object({ applicationId: z.uuid({ error: vm('engagements.source') }) }).strict(),
    z.object({ conversationId: z.uuid({ error: vm('engagements.source') }) }).strict(),
    z
      .object({
        facilitatorId: z.uuid({ error: vm('engagements.source') }),
        jobId: z
          .uuid({ error: vm('engagements.source') })
          .nullable()
          .default(null),
      })
      .strict(),
  ],
  { error: vm('engagements.source') },
);
export type OfferSource = z.infer<typeof OfferSourceSchema>;

/** POST /api/engagements: a company member with the `hire` permission sends an offer. */
export const SendOfferSchema = z
  .object({
    source: OfferSourceSchema,
    terms: OfferTermsSchema,
    message: MessageSchema,
    expiresOn: ExpiresOnSchema,
  })
  .strict();
export type SendOfferInput = z.input<typeof SendOfferSchema>;

/** GET /api/engagements/draft?applicationId=… (or conversationId, or facilitatorId and jobId): prefilled terms. */
export const OfferDraftQuerySchema = z
  .object({
    applicationId: z.uuid({ error: vm('engagements.source') }).optional(),
    conversationId: z.uuid({ error: vm('engagements.source') }).optional(),
    facilitatorId: z.uuid({ error: vm('engagements.source') }).optional(),
    jobId: z.uuid({ error: vm('engagements.source') }).optional(),
  })
  .strict()
  .refine((q) => [q.applicationId, q.conversationId, q.facilitatorId].filter(Boolean).length === 1, {
    message: vm('engagements.source'),
  });

/** The version of an offer the caller read and answers. */
const VersionSchema = z
  .number({ error: vm('engagements.version') })
  .int(vm('engagements.version'))
  .min(1, vm('engagements.version'));

/** POST /api/engagements/:id/counter: the party whose turn it is sends changed terms back. */
export const CounterOfferSchema = z
  .object({
    /** The version being answered: a counter to an older version is refused (409). */
    version: VersionSchema,
    terms: OfferTermsSchema,
    message: MessageSchema,
    expiresOn: ExpiresOnSchema,
  })
  .strict();
export type CounterOfferInput = z.input<typeof CounterOfferSchema>;

/** POST /api/engagements/:id/accept: the version the caller read, so that nobody accepts terms they never saw. */
export const AcceptOfferSchema = z.object({ version: VersionSchema }).strict();

/** POST /api/engagements/:id/decline: an optional reason. */
export const DeclineOfferSchema = z
  .object({
    reason: z
      .string({ error: vm('engagements.text') })
      .trim()
      .max(REASON_MAX, vm('engagements.reasonMax', { max: REASON_MAX }))
      .default(''),
  })
  .strict();

const RequiredReasonSchema = z
  .string({ error: vm('engagements.reasonRequired') })
  .trim()
  .min(1, vm('engagements.reasonRequired'))
  .max(REASON_MAX, vm('engagements.reasonMax', { max: REASON_MAX }));

/** POST /api/engagements/:id/cancel: either party, with a reason. */
export const CancelEngagementSchema = z.object({ reason: RequiredReasonSchema }).strict();
/** POST /api/engagements/:id/flag: either party asks the operator for help. */
export const FlagEngagementSchema = z.object({ reason: RequiredReasonSchema }).strict();
/** POST /api/engagements/:id/withdraw, /deliver and /complete carry nothing. */
export const EmptyBodySchema = z.object({}).strict();

export const EngagementIdParams = z.object({ id: z.uuid({ error: vm('engagements.notFound') }) });

export const EngagementListQuerySchema = pageQuery(20).extend({
  filter: z.enum(ENGAGEMENT_FILTERS, { error: vm('engagements.filter') }).optional(),
});

// ---------------------------------------------------------------- the state machine

/** What the machine needs to know about a record to decide. */
export interface EngagementState {
  status: EngagementStatus;
  /** While offered: the party who must answer (the other one sent the latest version). */
  turn: EngagementSide | null;
  /** While offered: the last instant it can be accepted. */
  expiresAt: Date | null;
  /** The first session day ('YYYY-MM-DD') of the current version: an offer is answered before it begins. */
  firstDay: string;
  /** The last session day ('YYYY-MM-DD') of the current version. */
  lastDay: string;
  /** When it was delivered (for automatic completion). */
  deliveredAt: Date | null;
}

/** Why a transition is refused; each maps to one HTTP status and one message. */
export type Refusal =
  /** 403: this party may not do this (not their turn, not their side). */
  | 'not_your_turn'
  | 'wrong_side'
  /** 409: the record is not in a state that allows it. */
  | 'expired'
  | 'withdrawn'
  | 'not_offered'
  | 'not_confirmed'
  | 'not_delivered'
  /** 409: too early (delivered before the last day, automatic steps before their time). */
  | 'too_early';

export type Decision = { ok: true; next: EngagementStatus } | { ok: false; refusal: Refusal };

/** The status each action leads to. */
const TARGET: Record<EngagementAction, EngagementStatus> = {
  send: 'offered',
  accept: 'confirmed',
  decline: 'declined',
  counter: 'offered',
  withdraw: 'withdrawn',
  expire: 'expired',
  deliver: 'delivered',
  complete: 'completed',
  cancel: 'cancelled',
};

/**
 * Whether `actor` ('system' for the business clock's sweep) may take `action` now, and the status it leads
 * to. The server runs this inside the transaction that holds the row's lock, then writes the new status
 * with a guard on the old one; the web app runs it only to show the buttons the server would allow.
 * `today` is the business clock's date in the engagement's time zone.
 */
export function decide(
  state: EngagementState,
  action: Exclude<EngagementAction, 'send'>,
  actor: EngagementSide | 'system',
  now: Date,
  today: string,
): Decision {
  const refuse = (refusal: Refusal): Decision => ({ ok: false, refusal });
  const ok: Decision = { ok: true, next: TARGET[action] };
  // An offer expires at its expiry, and at the latest when its first session day begins: the server caps the
  // expiry there when a version is sent, and the machine holds every row to that day whatever it stored, so
  // that nobody books days already under way (and owes their 0-day cancellation fee at once).
  const pastExpiry =
    (state.expiresAt !== null && now.getTime() >= state.expiresAt.getTime()) || today >= state.firstDay;

  switch (action) {
    case 'accept':
    case 'decline':
    case 'counter':
    case 'withdraw': {
      if (state.status === 'withdrawn') return refuse('withdrawn');
      if (state.status === 'expired') return refuse('expired');
      if (state.status !== 'offered') return refuse('not_offered');
      if (pastExpiry) return refuse('expired');
      if (actor === 'system') return refuse('wrong_side');
      // The party who must answer accepts, declines or counters; the one who sent the latest version withdraws it.
      if (action === 'withdraw') return actor === state.turn ? refuse('not_your_turn') : ok;
      return actor === state.turn ? ok : refuse('not_your_turn');
    }
    case 'expire':
      if (actor !== 'system') return refuse('wrong_side');
      if (state.status !== 'offered') return refuse('not_offered');
      return pastExpiry ? ok : refuse('too_early');
    case 'deliver':
      if (actor === 'company') return refuse('wrong_side');
      if (state.status !== 'confirmed') return refuse('not_confirmed');
      if (actor === 'facilitator') return today > state.lastDay ? ok : refuse('too_early');
      return daysBetween(state.lastDay, today) >= AUTO_DELIVER_AFTER_DAYS ? ok : refuse('too_early');
    case 'complete':
      if (actor === 'facilitator') return refuse('wrong_side');
      if (state.status !== 'delivered') return refuse('not_delivered');
      if (actor === 'company') return ok;
      return state.deliveredAt !== null &&
        now.getTime() - state.deliveredAt.getTime() >= AUTO_COMPLETE_AFTER_DAYS * 86_400_000
        ? ok
        : refuse('too_early');
    case 'cancel':
      if (actor === 'system') return refuse('wrong_side');
      return state.status === 'confirmed' ? ok : refuse('not_confirmed');
  }
}

/** The HTTP status of a refusal: the caller's side or turn is 403, the record's state 409. */
export const refusalStatus = (refusal: Refusal): 403 | 409 =>
  refusal === 'not_your_turn' || refusal === 'wrong_side' ? 403 : 409;

// ---------------------------------------------------------------- what the API answers

export const PartySchema = z.object({
  /** The organisation (company side) or the facilitator's public profile id; null once the party left. */
  id: id.nullable(),
  name: z.string(),
  /** The member who sent or answered last, shown on the company side; null for the facilitator. */
  memberName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const OfferVersionSchema = z.object({
  version: z.number().int(),
  authorSide: z.enum(ENGAGEMENT_SIDES),
  authorName: z.string(),
  terms: OfferTermsSchema,
  message: z.string(),
  expiresAt: instant,
  netTotalMinor: z.number().int(),
  createdAt: instant,
});
export type OfferVersion = z.infer<typeof OfferVersionSchema>;

export const EngagementEventSchema = z.object({
  kind: z.string(),
  /** 'system' for the business clock, 'operator' for an admin who resolved a flag. */
  actorSide: z.enum([...ENGAGEMENT_SIDES, 'system', 'operator']),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdAt: instant,
});

/** GET /api/engagements/:id: an offer or an engagement, for either party (and the operator). */
export const EngagementSchema = z.object({
  id,
  status: z.enum(ENGAGEMENT_STATUSES),
  /** The caller's side; 'operator' for an admin reading a flagged one. */
  viewerSide: z.enum([...ENGAGEMENT_SIDES, 'operator']),
  turn: z.enum(ENGAGEMENT_SIDES).nullable(),
  company: PartySchema,
  facilitator: PartySchema,
  job: z.object({ id, title: z.string() }).nullable(),
  applicationId: id.nullable(),
  conversationId: id.nullable(),
  /** The current version (the agreed one once confirmed); versions holds them all, oldest first. */
  current: OfferVersionSchema,
  versions: z.array(OfferVersionSchema),
  events: z.array(EngagementEventSchema),
  /** Session days the facilitator has blocked or booked elsewhere: a warning for both sides. */
  conflicts: z.array(z.string()),
  /** What cancelling today would cost (only while confirmed). */
  cancellationQuote: z
    .object({ daysBefore: z.number().int(), percent: z.number().int(), feeMinor: z.number().int() })
    .nullable(),
  /** Set once cancelled. */
  cancellation: z
    .object({
      side: z.enum(ENGAGEMENT_SIDES),
      reason: z.string(),
      percent: z.number().int(),
      feeMinor: z.number().int(),
      at: instant,
    })
    .nullable(),
  declineReason: z.string().nullable(),
  deliveredAt: instant.nullable(),
  /** When it completes on its own if the company does not confirm first. */
  autoCompleteAt: instant.nullable(),
  completedAt: instant.nullable(),
  flagged: z.boolean(),
  /** The actions the caller may take now (the server decides again on each). */
  actions: z.array(
    z.enum(['accept', 'decline', 'counter', 'withdraw', 'deliver', 'complete', 'cancel', 'flag']),
  ),
});
export type Engagement = z.infer<typeof EngagementSchema>;

export const EngagementSummarySchema = z.object({
  id,
  status: z.enum(ENGAGEMENT_STATUSES),
  turn: z.enum(ENGAGEMENT_SIDES).nullable(),
  /** The other party's name. */
  counterpartName: z.string(),
  jobTitle: z.string().nullable(),
  firstDay: z.string(),
  lastDay: z.string(),
  sessionCount: z.number().int(),
  currency: CurrencySchema,
  netTotalMinor: z.number().int(),
  expiresAt: instant.nullable(),
  updatedAt: instant,
});
export type EngagementSummary = z.infer<typeof EngagementSummarySchema>;
export const EngagementListSchema = paginated(EngagementSummarySchema);
export type EngagementList = z.infer<typeof EngagementListSchema>;

/**
 * The prefilled terms of a new offer: the shape of OfferTermsSchema, but still incomplete (no session days
 * when the job has none, no fee line without a day rate, no outcomes yet); the form completes them.
 */
export const OfferDraftTermsSchema = z.object({
  sessions: z.array(SessionSchema),
  timeZone: z.string(),
  format: z.enum(SESSION_FORMATS).nullable(),
  delivery: z.enum(ENGAGEMENT_DELIVERY),
  location: z.string(),
  currency: CurrencySchema,
  lines: z.array(FeeLineSchema),
  vat: VatSchema,
  paymentTermsDays: z.number().int(),
  cancellationTiers: z.array(CancellationTierSchema),
  outcomes: z.array(z.string()),
});
export type OfferDraftTerms = z.infer<typeof OfferDraftTermsSchema>;

/** GET /api/engagements/draft: the prefilled form, and who it goes to. */
export const OfferDraftSchema = z.object({
  facilitator: z.object({ id, name: z.string() }),
  job: z.object({ id, title: z.string() }).nullable(),
  terms: OfferDraftTermsSchema,
  expiresOn: z.string(),
  conflicts: z.array(z.string()),
});
export type OfferDraft = z.infer<typeof OfferDraftSchema>;

/** GET /api/me/calendar-feed and POST /api/me/calendar-feed (a new URL; the old one stops working). */
export const CalendarFeedSchema = z.object({ url: z.string() });
