import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCESS_REQUEST_ROLES, ACCESS_REQUEST_STATUSES } from '../../shared/access-requests';
import { ADMIN_ACTIONS, AUDIT_TARGET_TYPES } from '../../shared/admin';
import {
  INSIGHT_FILTER_KINDS,
  INSIGHT_METRICS,
  INSIGHT_SOURCES,
  INSIGHT_SUBJECTS,
} from '../../shared/insights';
import { APPLICATION_STATUSES } from '../../shared/application-options';
import { DECLINE_REASONS } from '../../shared/declines';
import { ACCOUNT_TYPES, COMPANY_SIZES, USER_ROLES } from '../../shared/constants';
import { LOCALES } from '../../shared/i18n/locales';
import type { FocusAreaId } from '../../shared/focus-areas';
import {
  AVAILABILITY_STATUSES,
  BUDGET_TYPES,
  CONTENT_LANGUAGES,
  CREDENTIAL_KINDS,
  DURATION_UNITS,
  GROUP_SIZES,
  SESSION_FORMATS,
  TRAVEL_OPTIONS,
  type Currency,
  type Deliverable,
  type FacilitatorRole,
  type GroupSize,
  type LanguageCode,
  type SessionFormat,
  type VirtualTool,
} from '../../shared/facilitation-options';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, JOB_STATUSES, REMOTE_OPTIONS } from '../../shared/job-options';
import type { Testimonial } from '../../shared/profiles';
import type { SearchFilters } from '../../shared/saved';
import { CONVERSATION_SIDES, INVITATION_STATUSES } from '../../shared/message-options';
import { ALERT_FREQUENCIES } from '../../shared/saved-options';
import { REPORT_CATEGORIES, REPORT_RESOLUTIONS, REPORT_TARGET_TYPES } from '../../shared/report-options';
import { ORG_AUDIT_ACTIONS } from '../../shared/organisation-audit';
import { ORG_ROLES } from '../../shared/organisation-roles';
import {
  MIN_RATING_FILTER,
  REFERENCE_STATUSES,
  REVIEW_SUBJECTS,
  type FollowUpAnswer,
  type OutcomeMetAnswer,
} from '../../shared/review-options';
import {
  ENGAGEMENT_EVENT_KINDS,
  ENGAGEMENT_SIDES,
  ENGAGEMENT_STATUSES,
  type CancellationTier,
  type OfferTerms,
} from '../../shared/engagements';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * The language of a row's own text (CONTENT_LANGUAGES of src/shared/facilitation-options.ts), which its
 * search vector is built in (docs/decisions/036): 'de' or 'en', never null.
 */
const contentLanguage = () => text('content_language', { enum: CONTENT_LANGUAGES }).notNull().default('en');

/**
 * A search vector in the row's content language: each part weighted, through fh_german or fh_english (the
 * Snowball stemmers after unaccent, migration 0026), plus the lexeme 'lang=de' or 'lang=en' that
 * fh_search_query's reading in that language requires. A CASE over regconfig literals keeps it immutable.
 */
const searchVector = (parts: [text: string, weight: 'A' | 'B' | 'C' | 'D'][]) => {
  const config = `(case content_language when 'de' then 'fh_german'::regconfig else 'fh_english'::regconfig end)`;
  const marker = `(case content_language when 'de' then 'lang=de'::tsvector else 'lang=en'::tsvector end)`;
  const weighted = parts.map(([part, weight]) => `setweight(to_tsvector(${config}, ${part}), '${weight}')`);
  return sql.raw([...weighted, marker].join(' || '));
};
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// Value lists come from src/shared: `text(…, { enum })` and `$type` type the columns without adding a
// database type or constraint, so a new value needs no migration (the API's schemas check the values).
const textArray = <T extends string>(name: string) =>
  text(name)
    .array()
    .$type<T[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

const focusAreas = () =>
  text('focus_areas')
    .array()
    .$type<FocusAreaId[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

// ---------------------------------------------------------------- accounts (better-auth)

export const user = pgTable(
  'user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** company or facilitator (signed up, with a profile), or staff (an ADMIN_EMAILS address, no profile). */
    userType: text('user_type', { enum: ACCOUNT_TYPES }).notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** Given at sign-up by facilitators; the trigger user_create_profile copies them into facilitators. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Set while an admin has suspended the account: no sign-in, no sessions, nothing of it public. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The language of the user's mails and notifications: the page's at sign-up, then their choice. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * The organisation a company-side person acts for (the account menu's switcher). Not a foreign key,
     * so that the user table needs nothing of the companies table; a value that is no longer one of
     * their memberships falls back to their first (src/server/auth/session.ts).
     */
    activeOrganisationId: uuid('active_organisation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin overview counts sign-ups per day.
    index('user_created_idx').on(t.createdAt),
    // "Owner not suspended" (profiles listed, parties of a conversation) looks up the few suspended accounts.
    index('user_suspended_idx')
      .on(t.id)
      .where(sql`suspended_at is not null`),
  ],
);

/**
 * An email change waiting for its confirmation: the new address gets a signed link naming this row, and
 * the address changes only when it is followed before `expires_at`. One per user; a newer request
 * replaces it (and so voids the older link).
 */
export const emailChanges = pgTable('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

/**
 * The auth tables' relations, for better-auth's joins (auth.ts, `advanced.database.joins`): a request's
 * session is read with its user in one statement, and a sign-in's account with its user.
 */
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const verification = pgTable(
  'verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's own limiter; it deletes every row older than its longest window, so nothing else counts here. */
export const rateLimit = pgTable('rate_limit', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Our own fixed-window counters (per route and IP, per account), shared by every instance. Each row
 * knows when its window ends, so a sweep removes only windows that are over, whatever their length.
 */
export const appRateLimit = pgTable(
  'app_rate_limit',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** Epoch milliseconds. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
  },
  (t) => [index('app_rate_limit_window_end_idx').on(t.windowEnd)],
);

/**
 * Whether the sample data was loaded into this database (`loaded`) or removed from it (`removed`); no row:
 * never loaded. One row, keyed `samples`. Start-up loads the samples only where there is no row, so a sample
 * an admin deleted stays deleted, and `npm run db:unseed` is not undone by the next start (decision 027).
 */
export const sampleData = pgTable('sample_data', {
  id: text('id').primaryKey(),
  state: text('state', { enum: ['loaded', 'removed'] }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- profiles

/**
 * A company is an organisation: its members (organisation_members) act for it, and it owns the public
 * profile, the jobs, the threads, the invitations and the saved facilitators. A company signed up before
 * organisations existed kept its founder's user id as its own id (migration 0028); so does every new one.
 */
/**
 * A facilitator's reputation, kept by the reviews' service in the transaction that changes what it counts
 * (publishing or hiding a review, completing an engagement, answering a follow-up); a test recomputes it.
 */
const facilitatorReputation = () => ({
  /** Published, visible reviews and the mean of their overall ratings (null without one). */
  reviewCount: integer('review_count').notNull().default(0),
  ratingAverage: doublePrecision('rating_average'),
  completedEngagements: integer('completed_engagements').notNull().default(0),
  /** Organisations with REPEAT_CLIENT_MIN_ENGAGEMENTS or more completed engagements with this facilitator. */
  repeatClients: integer('repeat_clients').notNull().default(0),
  /** Agreed outcomes rated "yes" in published, visible reviews, of all so rated. */
  outcomesMet: integer('outcomes_met').notNull().default(0),
  outcomesRated: integer('outcomes_rated').notNull().default(0),
  /** Six-week follow-up answers "yes", of all answers but "too early". */
  outcomesHeld: integer('outcomes_held').notNull().default(0),
  outcomesFollowedUp: integer('outcomes_followed_up').notNull().default(0),
});

/** An organisation's reputation from the facilitators' side, kept like facilitatorReputation. */
const organisationReputation = () => ({
  reviewCount: integer('review_count').notNull().default(0),
  ratingAverage: doublePrecision('rating_average'),
  completedEngagements: integer('completed_engagements').notNull().default(0),
  /** Facilitators with at least one completed engagement, and those with two or more (the rebook rate). */
  facilitatorsEngaged: integer('facilitators_engaged').notNull().default(0),
  facilitatorsRebooked: integer('facilitators_rebooked').notNull().default(0),
});

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description').notNull().default(''),
    industry: text('industry').notNull().default(''),
    size: text('size', { enum: COMPANY_SIZES }).notNull().default('1-10'),
    logoPath: text('logo_path'),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    /** Set when an admin hid the profile after reports: it leaves the directory, search and sitemap. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Set while the operator has suspended the whole organisation: no member can act for it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** Applicants left when a job closes or its positions are filled hear so (docs/decisions/043). */
    tellRemainingApplicants: boolean('tell_remaining_applicants').notNull().default(true),
    ...organisationReputation(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    contentLanguage: contentLanguage(),
    search: tsvector('search').generatedAlwaysAs(
      searchVector([
        [`coalesce(name, '')`, 'A'],
        [`coalesce(industry, '')`, 'B'],
        [`coalesce(description, '')`, 'C'],
      ]),
    ),
  },
  (t) => [index('companies_search_idx').using('gin', t.search), index('companies_name_idx').on(t.name)],
);

/** Who acts for an organisation, and in which role. An organisation always has at least one owner. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORG_ROLES }).notNull(),
    /** The member's last request for the organisation, kept to the minute. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('organisation_members_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * An invitation to join an organisation: a signed link naming this row, valid for
 * ORG_INVITATION_TTL_DAYS, used once (`accepted_at`) and revocable (`revoked_at`).
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ORG_ROLES }).notNull(),
    invitedBy: uuid('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('organisation_invitations_org_idx').on(t.organisationId, t.createdAt.desc()),
    index('organisation_invitations_email_idx').on(t.email),
  ],
);

/**
 * What happened in an organisation and who did it: membership, roles, ownership, jobs posted and
 * applicants moved. Append-only (a trigger refuses updates and deletes but the foreign keys' own
 * `set null`); names are copies taken at the time, so an entry still reads right after someone left.
 */
export const organisationAuditLog = pgTable(
  'organisation_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: ORG_AUDIT_ACTIONS }).notNull(),
    /** What the action was about: a member's or invitee's name or email, a job's title, an applicant's name. */
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    /** The action's particulars, e.g. `{ from: 'recruiter', to: 'hiring_manager' }`. */
    detail: jsonb('detail').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // An organisation's log newest first, in the page's exact order (`desc` sorts nulls first).
    index('organisation_audit_log_org_idx').on(
      t.organisationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A member's private note on an applicant; only the organisation's members ever see it. */
export const applicantNotes = pgTable(
  'applicant_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Who may edit it: the author, or the member who took over from them when they were removed. */
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who wrote it, as their name read then. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('applicant_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/** A member's scorecard on an applicant: 1 strong no, 2 no, 3 yes, 4 strong yes; one per member. */
export const applicantRatings = pgTable(
  'applicant_ratings',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.userId] })],
);

/**
 * An organisation's own decline message: a new template, or its text for a default (`replaces_default`, one
 * per reason), which then replaces the default's text in every language (docs/decisions/043).
 */
export const declineTemplates = pgTable(
  'decline_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    replacesDefault: text('replaces_default', { enum: DECLINE_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('decline_templates_org_idx').on(t.organisationId, t.createdAt),
    uniqueIndex('decline_templates_default_idx')
      .on(t.organisationId, t.replacesDefault)
      .where(sql`replaces_default is not null`),
  ],
);

/**
 * Why an application was declined (private to the organisation) and the message it sends: written when
 * declined, its text fixed then; sent by the declines sweep once `send_at` passed, unless cancelled. A
 * revert of the decline deletes the row. The facilitator sees "Not selected" only once nothing waits.
 */
export const applicationDeclines = pgTable(
  'application_declines',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: DECLINE_REASONS }).notNull(),
    /** The status the facilitator still sees while the message waits. */
    previousStatus: text('previous_status', { enum: APPLICATION_STATUSES }).notNull(),
    declinedBy: uuid('declined_by').references(() => user.id, { onDelete: 'set null' }),
    /** The message, in the applicant's language, as it will go out; null: declined without one. */
    subject: text('subject'),
    body: text('body'),
    sendAt: timestamp('send_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The sweep's due messages.
    index('application_declines_due_idx')
      .on(t.sendAt)
      .where(sql`sent_at is null and cancelled_at is null and send_at is not null`),
    index('application_declines_org_idx').on(t.organisationId),
  ],
);

export const facilitators = pgTable(
  'facilitators',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    yearsExperience: integer('years_experience'),
    education: text('education')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pastClients: text('past_clients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    testimonials: jsonb('testimonials').$type<Testimonial[]>().notNull().default([]),
    /** The facilitator's default cancellation tiers, offered to companies; null: DEFAULT_CANCELLATION_TIERS. */
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>(),
    /** Denormalised copy of facilitator_focus_areas for filtering and search; written in the same transaction. */
    focusAreas: focusAreas(),
    // Rates: whole units of `rate_currency`, each range optional (docs/decisions/025).
    rateCurrency: text('rate_currency').$type<Currency>(),
    dayRateMin: integer('day_rate_min'),
    dayRateMax: integer('day_rate_max'),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    /** What the rates alone cannot say ("travel days at half rate"); free text, never read for amounts. */
    rateNote: text('rate_note'),
    languages: textArray<LanguageCode>('languages'),
    /** Ids of src/shared/methods.ts. */
    methods: textArray<string>('methods'),
    virtualTools: textArray<VirtualTool>('virtual_tools'),
    travel: text('travel', { enum: TRAVEL_OPTIONS }),
    travelRadiusKm: integer('travel_radius_km'),
    sessionFormats: textArray<SessionFormat>('session_formats'),
    groupSizes: textArray<GroupSize>('group_sizes'),
    availabilityStatus: text('availability_status', { enum: AVAILABILITY_STATUSES })
      .notNull()
      .default('available'),
    availableFrom: date('available_from'),
    /** Credentials an admin verified, kept with each verification, withdrawal and deletion (a filter and a badge). */
    verifiedCredentials: integer('verified_credentials').notNull().default(0),
    ...facilitatorReputation(),
    avatarPath: text('avatar_path'),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    /**
     * The listing rule (docs/decisions/035): every field companies look for but the photo, as
     * `profileCompleteness` in shared/profile-listing.ts checks them (a test holds the two to agree).
     */
    listable: boolean('listable')
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(headline) <> '' and btrim(bio) <> '' and btrim(location) <> '' and coalesce(cardinality(focus_areas), 0) > 0 and years_experience is not null and rate_currency is not null and (day_rate_min is not null or day_rate_max is not null or hourly_rate_min is not null or hourly_rate_max is not null)`,
      ),
    /** Set when an admin hid the profile after reports: it leaves the directory, search and sitemap. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    contentLanguage: contentLanguage(),
    search: tsvector('search').generatedAlwaysAs(
      searchVector([
        [`coalesce(first_name, '') || ' ' || coalesce(last_name, '')`, 'A'],
        [`coalesce(headline, '')`, 'B'],
        [`coalesce(bio, '')`, 'C'],
        [`fh_immutable_array_to_text(focus_areas)`, 'B'],
      ]),
    ),
  },
  (t) => [
    index('facilitators_search_idx').using('gin', t.search),
    index('facilitators_focus_areas_idx').using('gin', t.focusAreas),
    index('facilitators_completed_idx').on(t.profileCompletedAt, t.id),
    // The directory's order (by name) over listed profiles: a page of a broad search reads its rows in order.
    // Its condition is what `isListed` filters on (but the owner's suspension, a lookup per row).
    index('facilitators_listed_name_idx')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`profile_completed_at is not null and hidden_at is null and listable`),
    // The directory's facet filters (method, language, format, group size) in one GIN index.
    index('facilitators_facets_idx').using('gin', t.methods, t.languages, t.sessionFormats, t.groupSizes),
    // "Rate up to": the lowest day or hourly rate per currency.
    index('facilitators_day_rate_idx')
      .on(t.rateCurrency, t.dayRateMin)
      .where(sql`day_rate_min is not null`),
    index('facilitators_hourly_rate_idx')
      .on(t.rateCurrency, t.hourlyRateMin)
      .where(sql`hourly_rate_min is not null`),
    index('facilitators_verified_idx')
      .on(t.id)
      .where(sql`verified_credentials > 0`),
    // The directory sorted by rating (best first, more reviews first on a tie) over listed profiles.
    index('facilitators_listed_rating_idx')
      .on(t.ratingAverage.desc().nullsLast(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`profile_completed_at is not null and hidden_at is null and listable`),
    // The count of "4 stars and up": an index-only scan of the listed profiles rated MIN_RATING_FILTER or more,
    // with the columns the default availability filter reads (and the id its suspension anti-join reads).
    // Without it the capped count scans the table, passing every unrated profile (most of a young directory).
    index('facilitators_listed_min_rating_idx')
      .on(t.id, t.availabilityStatus, t.availableFrom)
      .where(
        sql`profile_completed_at is not null and hidden_at is null and listable and rating_average >= ${sql.raw(String(MIN_RATING_FILTER))}`,
      ),
  ],
);

/**
 * Days a facilitator cannot work: blocked by hand (no application), or by a hire on a job with session
 * dates (the application; they go when the application leaves "hired" or is deleted).
 */
export const facilitatorUnavailableDates = pgTable(
  'facilitator_unavailable_dates',
  {
    facilitatorId: uuid('facilitator_id')
      .notNull()
      .references(() => facilitators.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    /** Booked by an engagement (confirmed, delivered or completed); the rows go when it is cancelled. */
    engagementId: uuid('engagement_id').references((): AnyPgColumn => engagements.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per day and source (both null: blocked by hand); also "is this day blocked" by its prefix.
    unique('facilitator_unavailable_dates_key')
      .on(t.facilitatorId, t.day, t.applicationId, t.engagementId)
      .nullsNotDistinct(),
    index('facilitator_unavailable_dates_engagement_idx')
      .on(t.engagementId)
      .where(sql`engagement_id is not null`),
    index('facilitator_unavailable_dates_application_idx')
      .on(t.applicationId)
      .where(sql`application_id is not null`),
  ],
);

/** A facilitator's credentials: claimed until an admin verifies the evidence. */
export const facilitatorCredentials = pgTable(
  'facilitator_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilitatorId: uuid('facilitator_id')
      .notNull()
      .references(() => facilitators.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CREDENTIAL_KINDS }).notNull(),
    /** The training body, the certificate or the name, per kind. */
    detail: text('detail'),
    year: integer('year').notNull(),
    expiresOn: date('expires_on'),
    evidenceUrl: text('evidence_url'),
    /** The uploaded evidence (a PDF or an image) in the uploads directory, its sniffed type and original name. */
    evidencePath: text('evidence_path'),
    evidenceType: text('evidence_type'),
    evidenceName: text('evidence_name'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => user.id, { onDelete: 'set null' }),
    /** The administrator's name when they verified it, so the badge still reads right after they leave. */
    verifiedByName: text('verified_by_name'),
    /** An admin's rejection and its reason (shown to the facilitator); a change of the facts clears it. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** When an admin last asked the facilitator for evidence (they got a message saying what to send). */
    evidenceRequestedAt: timestamp('evidence_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('facilitator_credentials_facilitator_idx').on(t.facilitatorId, t.createdAt),
    // The admin's queue: unverified credentials, oldest first.
    index('facilitator_credentials_unverified_idx')
      .on(t.createdAt, t.id)
      .where(sql`verified_at is null`),
  ],
);

/** The operator's exchange rates: units of each currency per euro, for the budget and rate filters. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').$type<Currency>().primaryKey(),
  perEur: numeric('per_eur', { precision: 20, scale: 8, mode: 'number' }).notNull(),
  asOf: date('as_of').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => user.id, { onDelete: 'set null' }),
});

export const facilitatorFocusAreas = pgTable(
  'facilitator_focus_areas',
  {
    facilitatorId: uuid('facilitator_id')
      .notNull()
      .references(() => facilitators.id, { onDelete: 'cascade' }),
    focusAreaId: text('focus_area_id').$type<FocusAreaId>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilitatorId, t.focusAreaId] })],
);

// ---------------------------------------------------------------- jobs and applications

/**
 * The gazetteer of src/shared/places.ts, one row per name (its key, placeKey), that the jobs_place trigger
 * matches a job's location against; migration 0016 fills it and a test keeps it equal to the shared list.
 */
export const places = pgTable('places', {
  key: text('key').primaryKey(),
  kind: text('kind', { enum: ['city', 'country'] }).notNull(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the owning company deleted its account (the job is then closed and anonymised). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The member responsible for the job: who posted it, or who took it over when they were removed. */
    ownerId: uuid('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** Stable key of seeded rows, so that the seed is idempotent; null for real postings. */
    seedKey: text('seed_key').unique(),
    title: text('title').notNull(),
    /**
     * The owning company's profile name, kept by triggers (migration 0006) and never taken from a client;
     * stored on the job for search and lists. 'Former company' once the company deleted its account.
     */
    companyName: text('company_name').notNull(),
    location: text('location').notNull(),
    remote: text('remote', { enum: REMOTE_OPTIONS }).notNull().default('no'),
    experience: text('experience', { enum: EXPERIENCE_LEVELS }).notNull().default('intermediate'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('contract'),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    responsibilities: text('responsibilities').notNull().default(''),
    focusAreas: focusAreas(),
    applicationDeadline: date('application_deadline'),
    /** How many facilitators the job hires; once as many engagements hold, the job says it is filled. */
    positions: integer('positions').notNull().default(1),
    // Session details (docs/decisions/025); all optional. Delivery is `remote`.
    sessionFormat: text('session_format', { enum: SESSION_FORMATS }),
    /** Ascending; in `session_time_zone`. */
    sessionDates: date('session_dates')
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    sessionTimeZone: text('session_time_zone'),
    sessionDatesFlexible: boolean('session_dates_flexible').notNull().default(false),
    durationValue: numeric('duration_value', { precision: 6, scale: 1, mode: 'number' }),
    durationUnit: text('duration_unit', { enum: DURATION_UNITS }),
    groupSize: text('group_size', { enum: GROUP_SIZES }),
    sessionLanguages: textArray<LanguageCode>('session_languages'),
    designDays: numeric('design_days', { precision: 4, scale: 1, mode: 'number' }),
    deliveryDays: numeric('delivery_days', { precision: 4, scale: 1, mode: 'number' }),
    deliverables: textArray<Deliverable>('deliverables'),
    roles: jsonb('roles').$type<{ role: FacilitatorRole; count: number }[]>().notNull().default([]),
    /** Ids of src/shared/methods.ts the job asks for. */
    methods: textArray<string>('methods'),
    // The structured budget: all four or none (whole units of the currency).
    budgetType: text('budget_type', { enum: BUDGET_TYPES }),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    budgetCurrency: text('budget_currency').$type<Currency>(),
    /** What the budget alone cannot say ("plus travel expenses"); free text, never read for amounts. */
    budgetNote: text('budget_note'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('published'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** While published: when it expires (the end of its deadline's day, or JOB_TTL_DAYS after publication). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the owner was told it expires soon; at most once per publication. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** When the owner extended it by the reminder's link; the link works once per publication. */
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    /** When it last went into review (the moderation queue's order). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When an admin approved it, or it was published without moderation. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The admin's reason while `rejected`. */
    rejectionReason: text('rejection_reason'),
    /** Set when an admin hid it after reports: closed, and its page says it is no longer available. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Where the job is (src/shared/places.ts), from its location by the jobs_place trigger (migration 0016):
    // a known city's coordinates and country, a known country alone, or nothing for any other text.
    placeLat: doublePrecision('place_lat'),
    placeLng: doublePrecision('place_lng'),
    placeCountry: text('place_country'),
    /** Its first session day (the dates are ascending): the "session date" order of the board. */
    sessionStart: date('session_start').generatedAlwaysAs(sql`session_dates[1]`),
    /**
     * The budget's top in whole euros at the rates of when the budget was last saved (jobs_budget_eur
     * trigger, migration 0016): the "budget" order of the board. Null without a budget or a rate.
     */
    budgetEur: integer('budget_eur'),
    contentLanguage: contentLanguage(),
    search: tsvector('search').generatedAlwaysAs(
      searchVector([
        [`coalesce(title, '')`, 'A'],
        [`coalesce(company_name, '')`, 'B'],
        [`coalesce(description, '')`, 'C'],
        [`coalesce(requirements, '')`, 'D'],
      ]),
    ),
  },
  (t) => [
    // The public search: text and every filter in one GIN index (scalars through btree_gin), so that a
    // selective combination is found in the index alone; broad ones walk jobs_published_posted_idx instead.
    index('jobs_published_search_idx')
      .using(
        'gin',
        t.search,
        t.focusAreas,
        t.remote,
        t.employmentType,
        t.experience,
        t.sessionFormat,
        t.groupSize,
        t.sessionLanguages,
        t.sessionDates,
        t.budgetCurrency,
      )
      .where(sql`status = 'published'`),
    index('jobs_published_posted_idx')
      .on(t.postedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    // The budget filter: jobs of one currency (and type) whose budget range overlaps the searched one
    // (converted into that currency), for a range few budgets reach; btree_gist adds the equalities to GiST.
    index('jobs_published_budget_idx')
      .using('gist', t.budgetCurrency, t.budgetType, sql`int4range(${t.budgetMin}, ${t.budgetMax}, '[]')`)
      .where(sql`status = 'published' and budget_currency is not null`),
    // A search on all three scalar filters that few jobs match reads its newest matches in order here,
    // one 1/48th of the board, instead of intersecting four long posting lists in the GIN index.
    index('jobs_published_facets_idx')
      .on(t.remote, t.employmentType, t.experience, t.postedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    // The location filter: a country's jobs newest first; a radius as a box of latitudes (then longitudes)
    // before the distance; any other text as a substring of the location (pg_trgm).
    index('jobs_published_country_idx')
      .on(t.placeCountry, t.postedAt.desc(), t.id.desc())
      .where(sql`status = 'published' and place_country is not null`),
    index('jobs_published_geo_idx')
      .on(t.placeLat, t.placeLng)
      .where(sql`status = 'published' and place_lat is not null`),
    index('jobs_published_location_trgm_idx')
      .using('gin', t.location.op('gin_trgm_ops'))
      .where(sql`status = 'published'`),
    // The two other orders of the board, spelled as listPublishedJobs orders, with the id as tiebreak.
    index('jobs_published_session_idx')
      .on(t.sessionStart.asc().nullsLast(), t.id.desc())
      .where(sql`status = 'published'`),
    index('jobs_published_budget_eur_idx')
      .on(t.budgetEur.desc().nullsLast(), t.id.desc())
      .where(sql`status = 'published'`),
    // A company's jobs newest first, in the exact order of its My jobs page (`desc` sorts nulls first, the id
    // breaks ties), so a page is read from the index and stops at its rows instead of sorting all of them.
    index('jobs_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin overview: jobs per status (read from the index alone) and jobs posted per day.
    index('jobs_status_idx').on(t.status),
    index('jobs_posted_idx')
      .on(t.postedAt)
      .where(sql`posted_at is not null`),
    // The expiry sweep and the reminders: published jobs by expiry time.
    index('jobs_published_expires_idx')
      .on(t.expiresAt)
      .where(sql`status = 'published'`),
    // The moderation queue, oldest first.
    index('jobs_pending_review_idx')
      .on(t.submittedAt, t.id)
      .where(sql`status = 'pending_review'`),
  ],
);

/**
 * Published jobs per focus area, kept by statement-level triggers on jobs (migration 0004), so that the
 * "42 jobs" numbers are live and cost one small read instead of a scan of every published job.
 */
export const focusAreaJobCounts = pgTable('focus_area_job_counts', {
  focusArea: text('focus_area').primaryKey(),
  publishedJobs: integer('published_jobs').notNull().default(0),
});

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** Null once the facilitator deleted their account (the application is then withdrawn and emptied). */
    facilitatorId: uuid('facilitator_id').references(() => facilitators.id, { onDelete: 'set null' }),
    coverLetter: text('cover_letter').notNull(),
    portfolioLinks: text('portfolio_links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: text('availability'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member who last moved the application through the pipeline (null: the facilitator, or nobody yet). */
    statusChangedBy: uuid('status_changed_by').references(() => user.id, { onDelete: 'set null' }),
    /** While withdrawn: the status the company had reached, restored if the facilitator applies again. */
    withdrawnFrom: text('withdrawn_from', { enum: APPLICATION_STATUSES }),
    /**
     * The company's notification about this application and when it was created: later events within a
     * day rewrite that one notification instead of adding more (no foreign key: a missing row is recreated).
     */
    companyNotificationId: uuid('company_notification_id'),
    companyNotifiedAt: timestamp('company_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_facilitator_idx').on(t.jobId, t.facilitatorId),
    index('applications_facilitator_idx').on(t.facilitatorId, t.createdAt.desc()),
    // A job's applicants newest first, in the exact order of the page (`desc` sorts nulls first, and the id
    // breaks ties), so that a page is read from the index and stops at its rows instead of sorting every
    // applicant of the job, or walking back through everyone's by date; the dashboard reads each job's
    // newest through it too.
    index('applications_job_idx').on(t.jobId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The same per status: a job's applicants of one status newest first stop at their page (the counts by
    // status are kept in job_application_counts).
    index('applications_job_status_idx').on(
      t.jobId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The admin overview counts applications per day.
    index('applications_created_idx').on(t.createdAt),
  ],
);

/**
 * Each job's applications per status, kept by statement-level triggers on applications (migration 0040): the
 * company's dashboard sums its jobs' few rows here instead of visiting every application of all its jobs in
 * the index. A status without applications may have no row, or a row of 0.
 */
export const jobApplicationCounts = pgTable(
  'job_application_counts',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    applications: integer('applications').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.status] })],
);

// ---------------------------------------------------------------- offers and engagements (docs/decisions/040)

/**
 * An offer and the engagement it becomes: one row, one id, one state machine (src/shared/engagements.ts
 * `decide`). Its terms live in its versions; the row keeps what lists, sweeps and filters read.
 */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The hiring organisation; null once it was deleted (the facilitator keeps their record). */
    organisationId: uuid('organisation_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Null once the facilitator deleted their account. */
    facilitatorId: uuid('facilitator_id').references(() => facilitators.id, { onDelete: 'set null' }),
    /** The member responsible on the company side: who sent it, or who took it over. */
    ownerId: uuid('owner_id').references(() => user.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    status: text('status', { enum: ENGAGEMENT_STATUSES }).notNull().default('offered'),
    /** While offered: the party who must answer. */
    turn: text('turn', { enum: ENGAGEMENT_SIDES }),
    /** The current version (the agreed one from confirmed on). */
    version: integer('version').notNull().default(1),
    /** While offered: the last instant it can be accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // The current version's dates, currency and net total, for lists, filters and the sweeps.
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    netTotalMinor: bigint('net_total_minor', { mode: 'number' }).notNull(),
    declineReason: text('decline_reason'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBySide: text('cancelled_by_side', { enum: ENGAGEMENT_SIDES }),
    cancelReason: text('cancel_reason'),
    cancellationPercent: integer('cancellation_percent'),
    cancellationFeeMinor: bigint('cancellation_fee_minor', { mode: 'number' }),
    /** Set while either party has asked the operator for help. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    flagReason: text('flag_reason'),
    // When each reminder went out (the sweep sends each once).
    startRemindedAt: timestamp('start_reminded_at', { withTimezone: true }),
    deliveryRemindedAt: timestamp('delivery_reminded_at', { withTimezone: true }),
    completionRemindedAt: timestamp('completion_reminded_at', { withTimezone: true }),
    /** How many of REVIEW_REMINDER_DAYS went out after completion (to each side without a review by then). */
    reviewRemindersSent: integer('review_reminders_sent').notNull().default(0),
    /** When the window closed and any sealed review was published (or there was none to publish). */
    reviewsClosedAt: timestamp('reviews_closed_at', { withTimezone: true }),
    /** The iCalendar SEQUENCE: one more at every change a calendar shows. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Each side's next engagements and open offers (the dashboards), by status and first day.
    index('engagements_facilitator_idx').on(t.facilitatorId, t.status, t.firstDay),
    index('engagements_organisation_idx').on(t.organisationId, t.status, t.firstDay),
    // Each side's Engagements page, newest first, in the page's exact order: a page is read from the index
    // and stops at its rows instead of sorting all of an organisation's (or a busy facilitator's) records.
    index('engagements_facilitator_created_idx').on(
      t.facilitatorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('engagements_organisation_created_idx').on(
      t.organisationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Each side's open offers, soonest expiry first (the dashboards' list and count): the side's few open
    // offers in order, where the sweep's index below would be combined with all of the side's records.
    index('engagements_facilitator_offers_idx')
      .on(t.facilitatorId, t.expiresAt)
      .where(sql`status = 'offered'`),
    index('engagements_organisation_offers_idx')
      .on(t.organisationId, t.expiresAt)
      .where(sql`status = 'offered'`),
    // The sweeps: offers to expire, engagements to deliver and to complete.
    index('engagements_offered_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'offered'`),
    index('engagements_confirmed_day_idx')
      .on(t.firstDay, t.lastDay)
      .where(sql`status = 'confirmed'`),
    index('engagements_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`status = 'delivered'`),
    // The reviews' sweep: completed engagements whose window or follow-up is still ahead.
    index('engagements_completed_idx')
      .on(t.completedAt)
      .where(sql`status = 'completed'`),
    index('engagements_flagged_idx')
      .on(t.flaggedAt)
      .where(sql`flagged_at is not null`),
    index('engagements_application_idx')
      .on(t.applicationId)
      .where(sql`application_id is not null`),
    index('engagements_job_idx')
      .on(t.jobId)
      .where(sql`job_id is not null`),
    check('engagements_days_check', sql`first_day <= last_day`),
    check('engagements_turn_check', sql`(status = 'offered') = (turn is not null)`),
  ],
);

/** Every version of an offer's terms, oldest first; none is ever changed or deleted while its offer lives. */
export const engagementVersions = pgTable(
  'engagement_versions',
  {
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    authorSide: text('author_side', { enum: ENGAGEMENT_SIDES }).notNull(),
    /** The member or facilitator who sent it; null once their account is gone. */
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The terms as OfferTermsSchema parsed them (src/shared/engagements.ts): dates, lines, tiers, outcomes. */
    terms: jsonb('terms').$type<OfferTerms>().notNull(),
    message: text('message').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    netTotalMinor: bigint('net_total_minor', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.version] })],
);

/** What happened to an offer or engagement, for its history and the operator. Append-only. */
export const engagementEvents = pgTable(
  'engagement_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENGAGEMENT_EVENT_KINDS }).notNull(),
    /** 'system' for the business clock's sweep. */
    actorSide: text('actor_side', { enum: [...ENGAGEMENT_SIDES, 'system', 'operator'] }).notNull(),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, string | number>>(),
    createdAt: createdAt(),
  },
  (t) => [index('engagement_events_engagement_idx').on(t.engagementId, t.createdAt)],
);

/** A person's private calendar feed: the token's version; a new URL bumps it and the old one stops working. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- reviews, follow-ups, outside references

/**
 * One party's review of the other after a completed engagement (docs/decisions/042): sealed until both wrote or
 * the window closed, then published at once. Never edited; the author's id goes when their account does (the
 * review stays, anonymised). Hidden by the operator: it leaves the averages and leaves a trace.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    /** Who it is of: 'facilitator' (written by the organisation) or 'organisation' (written by the facilitator). */
    subject: text('subject', { enum: REVIEW_SUBJECTS }).notNull(),
    facilitatorId: uuid('facilitator_id').references(() => facilitators.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => companies.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    /** The criteria's ratings by name (FACILITATOR_CRITERIA or ORGANISATION_CRITERIA). */
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull(),
    /** Of a facilitator: one answer per agreed outcome, in the terms' order. */
    outcomes: jsonb('outcomes').$type<OutcomeMetAnswer[]>(),
    wouldHireAgain: boolean('would_hire_again'),
    body: text('body').notNull(),
    /** For the operator only: never published, never counted. */
    privateNote: text('private_note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => user.id, { onDelete: 'set null' }),
    replyBody: text('reply_body'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    replyAuthorId: uuid('reply_author_id').references(() => user.id, { onDelete: 'set null' }),
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true }),
    replyHiddenReason: text('reply_hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_engagement_subject_idx').on(t.engagementId, t.subject),
    // A profile's published reviews, newest first, in the page's exact order.
    index('reviews_facilitator_published_idx')
      .on(t.facilitatorId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`subject = 'facilitator' and published_at is not null`),
    index('reviews_organisation_published_idx')
      .on(t.organisationId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`subject = 'organisation' and published_at is not null`),
    index('reviews_author_idx').on(t.authorId),
    check('reviews_rating_check', sql`rating between 1 and 5`),
  ],
);

/** The client's six-week question per agreed outcome: asked once, answered once (docs/decisions/042). */
export const outcomeFollowUps = pgTable(
  'outcome_follow_ups',
  {
    engagementId: uuid('engagement_id')
      .primaryKey()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    facilitatorId: uuid('facilitator_id').references(() => facilitators.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => companies.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    /** One answer per agreed outcome, in the terms' order; null until answered. */
    answers: jsonb('answers').$type<FollowUpAnswer[]>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('outcome_follow_ups_facilitator_idx').on(t.facilitatorId)],
);

/**
 * A reference asked of a client from outside the platform: a single-use signed link by mail. Shown apart from
 * reviews, marked as from outside FacilitatorHub, never counted in the average.
 */
export const outsideReferences = pgTable(
  'outside_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilitatorId: uuid('facilitator_id')
      .notNull()
      .references(() => facilitators.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    organisation: text('organisation').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status', { enum: REFERENCE_STATUSES }).notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** How many of REFERENCE_REMINDER_DAYS went out. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    givenAt: timestamp('given_at', { withTimezone: true }),
    body: text('body'),
    role: text('role'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('outside_references_facilitator_idx').on(t.facilitatorId, t.requestedAt),
    index('outside_references_requested_idx')
      .on(t.requestedAt)
      .where(sql`status = 'requested'`),
  ],
);

// ---------------------------------------------------------------- notifications, access requests

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person it is for; null when it is for an organisation (every member sees it). */
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_organisation_idx').on(t.organisationId, t.createdAt.desc()),
  ],
);

export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ACCESS_REQUEST_ROLES }).notNull(),
    message: text('message'),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('access_requests_email_idx').on(t.email, t.createdAt.desc()),
    index('access_requests_created_idx').on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- admin

/**
 * Every admin action, written in the action's own transaction. Append-only: a trigger (migration 0008)
 * refuses updates and deletes, except the foreign key's own `actor_id = null` when an administrator's
 * account is deleted. The actor's email and the target's label are copies taken at the time, so an
 * entry still reads right after the account, the job or the request changed or went away.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

/**
 * A signed-in user's report of a job or a profile. One open report per reporter and target (a second
 * one updates nothing and answers like the first). Settling a target's reports sets `resolvedAt` on all
 * of them; they stay for the record. A reporter's deleted account leaves its reports without a reporter.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => user.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: REPORT_RESOLUTIONS }),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`resolved_at is null`),
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId, t.createdAt)
      .where(sql`resolved_at is null`),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

// ---------------------------------------------------------------- conversations

/**
 * One thread per company–facilitator pair. Either side's id becomes null when that account is deleted:
 * the other still sees the thread, its author shown as "Deleted user". Each side has its own read mark,
 * unread count (kept in the transaction that adds a message or reads the thread) and last email time.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    facilitatorId: uuid('facilitator_id').references(() => user.id, { onDelete: 'set null' }),
    /** The company's member responsible for the thread: who started it, or who took it over. */
    companyOwnerId: uuid('company_owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** Which side wrote first (the daily limit on new threads counts a company's). */
    startedBy: text('started_by', { enum: CONVERSATION_SIDES }).notNull(),
    /** The job the latest message that referred to one was about; shown in the inbox. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    lastMessageSide: text('last_message_side', { enum: CONVERSATION_SIDES }).notNull(),
    /** The start of the latest message, for the inbox. */
    lastMessagePreview: text('last_message_preview').notNull(),
    companyReadAt: timestamp('company_read_at', { withTimezone: true }),
    facilitatorReadAt: timestamp('facilitator_read_at', { withTimezone: true }),
    companyUnread: integer('company_unread').notNull().default(0),
    facilitatorUnread: integer('facilitator_unread').notNull().default(0),
    /** When each side was last emailed about unread messages here (at most once an hour). */
    companyMailedAt: timestamp('company_mailed_at', { withTimezone: true }),
    facilitatorMailedAt: timestamp('facilitator_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.companyId, t.facilitatorId),
    // Each side's inbox, newest first; with the other side's id, a page is read in order from the index
    // alone, skipping the threads whose other side the reader blocked. (NULLS FIRST is what `order by …
    // desc` means: an index in another null order cannot give that order.)
    index('conversations_company_inbox_idx').on(
      t.companyId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.facilitatorId,
    ),
    index('conversations_facilitator_inbox_idx').on(
      t.facilitatorId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.companyId,
    ),
    // The header's unread count reads only the threads with something unread.
    index('conversations_company_unread_idx')
      .on(t.companyId)
      .where(sql`company_unread > 0`),
    index('conversations_facilitator_unread_idx')
      .on(t.facilitatorId)
      .where(sql`facilitator_unread > 0`),
    // The daily limit on the threads a company starts.
    index('conversations_started_idx').on(t.companyId, t.createdAt),
  ],
);

/** A message: plain text, by one side of its conversation, optionally about a job, an application or an invitation. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account; `side` still tells which side wrote it. */
    senderId: uuid('sender_id').references(() => user.id, { onDelete: 'set null' }),
    side: text('side', { enum: CONVERSATION_SIDES }).notNull(),
    body: text('body').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** Set when an admin removed it after a report: it shows as removed to both sides. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A thread's pages, newest first, by cursor (created_at, id).
    index('messages_conversation_idx').on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The per-minute limit, and the data export.
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * A file a user attached (a CV or a proposal, as a PDF) to an application or a message. It is uploaded
 * first, then linked to the application or message it goes with; it is served only to its parties and goes
 * with its owner's account. The file itself is in the uploads directory under `path`.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The stored file's random name in the uploads directory's attachments folder. */
    path: text('path').notNull(),
    /** The name it was uploaded with, cleaned (no folders, no control characters). */
    name: text('name').notNull(),
    /** The type its content was recognised as. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerId, t.createdAt),
    index('attachments_application_idx')
      .on(t.applicationId)
      .where(sql`application_id is not null`),
    index('attachments_message_idx')
      .on(t.messageId)
      .where(sql`message_id is not null`),
  ],
);

/** A company's invitation to apply to one of its jobs; one per job and facilitator. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The message that carries it (its note and the job card). */
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    facilitatorId: uuid('facilitator_id').references(() => user.id, { onDelete: 'set null' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('sent'),
    declineReason: text('decline_reason'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invitations_job_facilitator_idx').on(t.jobId, t.facilitatorId),
    index('invitations_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('invitations_facilitator_idx').on(t.facilitatorId, t.createdAt.desc().nullsFirst()),
    index('invitations_message_idx').on(t.messageId),
  ],
);

/** A user who blocked another: neither can send to the other, and the thread leaves the blocker's inbox. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** Which emails a user gets; no row means every email is on. In-app notifications are always on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailMessages: boolean('email_messages').notNull().default(true),
  emailApplications: boolean('email_applications').notNull().default(true),
  emailStatusChanges: boolean('email_status_changes').notNull().default(true),
  emailInvitations: boolean('email_invitations').notNull().default(true),
  /** Offers, counter-offers, bookings, cancellations and their reminders. */
  emailEngagements: boolean('email_engagements').notNull().default(true),
  emailJobAlerts: boolean('email_job_alerts').notNull().default(true),
  /** IANA time zone of the daily and weekly digests (07:00 there); null until the browser first tells it. */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- saved items, saved searches and alerts

/** A job a facilitator saved; reminded once, SAVED_JOB_REMINDER_DAYS before its deadline. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deadlineRemindedAt: timestamp('deadline_reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The deadline reminder starts from the jobs whose deadline is near, then their savers.
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

/** A facilitator a company saved, with a note only that company sees. */
export const savedFacilitators = pgTable(
  'saved_facilitators',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    facilitatorId: uuid('facilitator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.facilitatorId] }),
    index('saved_facilitators_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('saved_facilitators_facilitator_idx').on(t.facilitatorId),
  ],
);

/**
 * A saved /jobs search and how often its new matches are sent. `query` and `lexemes` are derived from
 * `q` by PostgreSQL: the alert matcher finds the searches a new job may match through the lexemes' GIN
 * index (any keyword search it matches shares at least one lexeme with it) and checks `query` on those
 * alone, instead of running every search over the jobs (docs/decisions/024).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * Every filter of the /jobs search it was saved from, as the shared /jobs filter schema parses them
     * (SearchFiltersSchema on write, readStoredFilters on read): a new /jobs filter is stored without a
     * new column, and the matcher applies them with /jobs' own filter (publishedJobFilter).
     */
    filters: jsonb('filters').$type<SearchFilters>().notNull().default({}),
    /**
     * Which filter set the search has besides its keyword: a hash of `filters - 'q'` (jsonb writes one text
     * for equal objects). The matcher tests each set once per job with the /jobs filter, then joins on it.
     */
    filterSet: uuid('filter_set').generatedAlwaysAs(sql`md5((filters - 'q')::text)::uuid`),
    /** The focus area filter, for the matcher's index of searches without usable keywords. */
    focusArea: text('focus_area')
      .$type<FocusAreaId>()
      .generatedAlwaysAs(sql`filters ->> 'focusArea'`),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    /** The search text as /jobs reads it (websearch syntax, in English and in German); empty without one. */
    query: tsquery('query').generatedAlwaysAs(sql`fh_search_query(coalesce(filters ->> 'q', ''))`),
    /**
     * The keys (first five letters) of the text's lexemes in both languages, or null when a job may match
     * without containing any of them (no text, only stop words, or only exclusions): such searches are
     * found by their filters instead. A job matching the query has a lexeme with one of these keys
     * (fh_search_keys, migration 0026).
     */
    lexemes: text('lexemes')
      .array()
      .generatedAlwaysAs(sql`fh_search_keys(coalesce(filters ->> 'q', ''))`),
    /** When the next daily or weekly digest is due (07:00 in the user's time zone); null otherwise. */
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The matcher's three ways in: keyword searches by lexeme, the others by focus area, then the rest.
    index('saved_searches_lexemes_idx')
      .using('gin', t.lexemes)
      .where(sql`frequency <> 'off' and lexemes is not null`),
    index('saved_searches_focus_area_idx')
      .on(t.focusArea)
      .where(sql`frequency <> 'off' and lexemes is null`),
    index('saved_searches_due_idx')
      .on(t.nextDigestAt)
      .where(sql`frequency in ('daily', 'weekly')`),
  ],
);

/**
 * A job an alert matched for a user: one row per user and job (the primary key), so the same job is never
 * sent to the same person twice. `sentAt` is set once it went out (instant mail or digest); it is the alert
 * history. The matcher writes hundreds of thousands of these per thousand new jobs, so a row carries no
 * more indexes and checks than needed (decision 024).
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /**
     * The search that matched, without a foreign key: deleting a search deletes its unsent matches, and
     * its sent ones stay in the history, their search shown as deleted (nothing to check per row).
     */
    savedSearchId: uuid('saved_search_id'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    // The matches waiting to be sent, by search: what a tick sends.
    index('alert_matches_unsent_idx')
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`sent_at is null`),
    index('alert_matches_job_idx').on(t.jobId),
  ],
);

/**
 * The jobs that became publicly visible since the alert matcher last ran: the jobs_became_public trigger
 * (migration 0011) adds a row whenever a job's status becomes 'published', whichever transition did it.
 */
export const jobAlertOutbox = pgTable('job_alert_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobs.id, { onDelete: 'cascade' }),
});

// ---------------------------------------------------------------- insights (issue 37, src/shared/insights.ts)

/**
 * What is counted about a job or a profile: one row per item, day (UTC), metric and source, whose count grows
 * by batched upserts (insights/insight-counter.ts). No visitor, address or salt is ever stored here. The item
 * is a job (subject 'job') or a facilitator (subject 'profile', the facilitator's id); without a foreign key,
 * account deletion removes its rows itself (account.repo.ts).
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    subject: text('subject', { enum: INSIGHT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    day: date('day').notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    source: text('source', { enum: INSIGHT_SOURCES }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    // An item's days (its insights, a period's range) are a range of this key.
    primaryKey({ columns: [t.subject, t.subjectId, t.day, t.metric, t.source] }),
    // The admin overview: every item's counts of a metric over the last weeks.
    index('insight_counts_day_idx').on(t.metric, t.day, t.subject),
  ],
);

/**
 * Each item's counts over its whole life per metric: insight_counts summed, kept by the same upserts, so that an
 * organisation's totals over hundreds of jobs and a year of days read a few rows per job.
 */
export const insightTotals = pgTable(
  'insight_totals',
  {
    subject: text('subject', { enum: INSIGHT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.subjectId, t.metric] })],
);

/**
 * Each item's counts per day and metric in one row: in total and per source (a column per INSIGHT_SOURCES),
 * kept by the same upserts as insight_counts in the same transaction. A job's period is then one row per day
 * and metric for both its daily series and its sources' shares (a busy job's year: 1,460 rows instead of
 * insight_counts' 8,760).
 */
export const insightDayTotals = pgTable(
  'insight_day_totals',
  {
    subject: text('subject', { enum: INSIGHT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    day: date('day').notNull(),
    metric: text('metric', { enum: INSIGHT_METRICS }).notNull(),
    count: integer('count').notNull(),
    search: integer('search').notNull().default(0),
    directory: integer('directory').notNull().default(0),
    alert: integer('alert').notNull().default(0),
    rss: integer('rss').notNull().default(0),
    external: integer('external').notNull().default(0),
    direct: integer('direct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.subjectId, t.day, t.metric] })],
);
// A source without its column here fails to compile.
insightDayTotals satisfies Record<(typeof INSIGHT_SOURCES)[number], unknown>;

/** How often a search with a filter value showed a facilitator in the directory's results, per day. */
export const insightFilterCounts = pgTable(
  'insight_filter_counts',
  {
    facilitatorId: uuid('facilitator_id')
      .notNull()
      .references(() => facilitators.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind', { enum: INSIGHT_FILTER_KINDS }).notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facilitatorId, t.day, t.kind, t.value] })],
);

/**
 * Who was already counted today for an item: sha256 of the day's salt, address, user agent and item, nothing
 * else. Deleted with the day (insights.sweep), as is the salt, so a visitor cannot be followed across days.
 */
export const insightVisitorMarks = pgTable(
  'insight_visitor_marks',
  {
    day: date('day').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/** The day's random salt, shared by every instance; deleted once the day is over. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The listing periods of a job: one row per publication that set its posting date (the first publication,
 * each relisting), written by the jobs_listing_period trigger (migration 0035). A period runs from its start
 * to the next one's.
 */
export const jobListingPeriods = pgTable(
  'job_listing_periods',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.startedAt] })],
);
