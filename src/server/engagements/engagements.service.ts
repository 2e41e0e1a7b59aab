// Long on purpose: one offer's whole life (draft, sending, each transition of the one state machine, and the
// answer both parties read) in one module, so that every transition takes the same lock, guard and history.
import type { z } from 'zod';
import {
  DEFAULT_CANCELLATION_TIERS,
  OFFER_EXPIRY_DEFAULT_DAYS,
  OFFER_EXPIRY_MAX_DAYS,
  PAYMENT_TERMS_DEFAULT_DAYS,
  SESSIONS_MAX,
  AUTO_COMPLETE_AFTER_DAYS,
  cancellationFee,
  decide,
  minorUnitExponent,
  offerTotals,
  refusalStatus,
  type CounterOfferSchema,
  type Engagement,
  type EngagementAction,
  type EngagementFilter,
  type EngagementList,
  type EngagementEventKind,
  type EngagementSide,
  type EngagementState,
  type EngagementStatus,
  type OfferDraft,
  type OfferDraftQuerySchema,
  type OfferSource,
  type OfferTerms,
  type Refusal,
  type SendOfferSchema,
} from '../../shared/engagements';
import { DELETED_USER } from '../../shared/message-options';
import { toPage } from '../../shared/pagination';
import { vm } from '../../shared/i18n/validation';
import { can } from '../../shared/organisation-roles';
import type { CompanyActor, MemberUser } from '../auth/session';
import type { Db, DbOrTx, Tx } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { addDays } from '../profiles/days';
import { uploadUrl } from '../storage/files';
import { findPairConversation } from '../conversations/conversations.repo';
import type { MailDeps } from '../applications/applications.service';
import type { EngagementMailKind } from '../mail/templates';
import { tellParty, type PartyNames } from './engagement-notices';
import {
  bookDays,
  conflictingDays,
  conflictingVersionDays,
  currentColumns,
  findApplicationSource,
  findConversationSource,
  findEngagementView,
  findOfferFacilitator,
  findOrganisationJob,
  findVersionTerms,
  flagEngagement as setFlag,
  hireApplication,
  insertEngagement,
  insertEvent,
  insertVersion,
  listEngagements,
  listEvents,
  listVersions,
  lockEngagement,
  lockOfferPair,
  pendingOfferExists,
  releaseBookedDays,
  updateEngagementGuarded,
  type EngagementActorSide,
  type EngagementRow,
  type EngagementView,
} from './engagements.repo';
import { daysAfter, endOfDayIn, todayIn } from './zoned-days';
import { deleteDecline } from '../declines/declines.repo';
import { tellRemainingApplicants } from '../declines/declines.service';
import { isJobFilled } from '../jobs/jobs.repo';
import { recordOrgEvent } from '../organisations/audit.repo';
import { recomputeReputations } from '../reviews/reputation.repo';

export const ENGAGEMENT_NOT_FOUND = em('engagements.notFound');
const SOURCE_NOT_FOUND = em('engagements.sourceNotFound');
const HIRE_ROLE = em('engagements.hireRole');
const STALE_VERSION = em('engagements.staleVersion');

/** The name a party that left goes by (as a thread's does). */
export const FORMER_PARTY = DELETED_USER;
/** Where a draft's sessions are when its job names no time zone. */
const DEFAULT_TIME_ZONE = 'Europe/Berlin';
/** A draft's session hours; the sender changes them. */
const DEFAULT_HOURS = { start: '09:00', end: '17:00' } as const;
const ENGAGEMENTS_PAGE_SIZE = 20;

/** The message of each refusal of the state machine (its HTTP status is `refusalStatus`). */
const REFUSALS: Record<Refusal, string> = {
  not_your_turn: em('engagements.notYourTurn'),
  wrong_side: em('engagements.wrongSide'),
  expired: em('engagements.expired'),
  withdrawn: em('engagements.withdrawn'),
  not_offered: em('engagements.notOffered'),
  not_confirmed: em('engagements.notConfirmed'),
  not_delivered: em('engagements.notDelivered'),
  too_early: em('engagements.tooEarly'),
};

export const refusalError = (refusal: Refusal) =>
  refusalStatus(refusal) === 403 ? forbidden(REFUSALS[refusal]) : conflict(REFUSALS[refusal]);

/** Who acts: the facilitator, or a member for their organisation (who answers offers with `hire` only). */
export interface EngagementParty {
  side: EngagementSide;
  /** The facilitator's account, or the organisation's id. */
  partyId: string;
  /** The person: their events and versions name them. */
  personId: string;
  /** Whether they may send, answer and cancel (a facilitator always; a member with `hire`). */
  canHire: boolean;
}

/** The party of a member's request; a company-side person must act for an organisation (403 otherwise). */
export function partyOf(user: MemberUser): EngagementParty {
  if (user.userType === 'facilitator')
    return { side: 'facilitator', partyId: user.id, personId: user.id, canHire: true };
  if (!user.organisation) throw forbidden(em('organisations.noOrganisation'));
  return {
    side: 'company',
    partyId: user.organisation.id,
    personId: user.id,
    canHire: can(user.organisation.role, 'hire'),
  };
}

const ownsSide = (party: EngagementParty, row: Pick<EngagementRow, 'organisationId' | 'facilitatorId'>) =>
  (party.side === 'company' ? row.organisationId : row.facilitatorId) === party.partyId;

const otherSide = (side: EngagementSide): EngagementSide => (side === 'company' ? 'facilitator' : 'company');

/** What `decide()` reads of a row. */
export const stateOf = (row: EngagementRow): EngagementState => ({
  status: row.status,
  turn: row.turn,
  expiresAt: row.expiresAt,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  deliveredAt: row.deliveredAt,
});

/** Both parties' names, "Deleted user" for one that left. */
export const namesOf = (
  view: Pick<EngagementView, 'companyName' | 'facilitatorFirstName' | 'facilitatorLastName'>,
): PartyNames => ({
  company: view.companyName ?? FORMER_PARTY,
  facilitator: `${view.facilitatorFirstName ?? ''} ${view.facilitatorLastName ?? ''}`.trim() || FORMER_PARTY,
});

// ---------------------------------------------------------------- the clock's checks of the terms

/**
 * The checks of an offer's terms that need the business clock: a first session day from tomorrow on in the
 * offer's time zone (an offer is answered before its first day begins, see `decide()`), an expiry from
 * tomorrow to OFFER_EXPIRY_MAX_DAYS (default OFFER_EXPIRY_DEFAULT_DAYS). Answers when the offer expires: the
 * end of its last day there, capped at the end of the day before its first session day, so that the sweep
 * expires it before the workshop begins.
 */
function checkDates(terms: OfferTerms, expiresOn: string | undefined, now: Date): Date {
  const today = todayIn(terms.timeZone, now);
  // The sessions are in date order (OfferTermsSchema): the first one is the earliest.
  const firstDay = terms.sessions[0]!.date;
  const fieldErrors: Record<string, string[]> = {};
  if (firstDay < today) fieldErrors['terms.sessions'] = [vm('engagements.sessionPast')];
  else if (firstDay === today) fieldErrors['terms.sessions'] = [vm('engagements.sessionToday')];
  const lastDay = expiresOn ?? addDays(today, OFFER_EXPIRY_DEFAULT_DAYS);
  if (lastDay <= today || lastDay > addDays(today, OFFER_EXPIRY_MAX_DAYS))
    fieldErrors.expiresOn = [vm('engagements.expiresOn', { max: OFFER_EXPIRY_MAX_DAYS })];
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first[0]!, fieldErrors);
  const dayBeforeFirst = addDays(firstDay, -1);
  return endOfDayIn(terms.timeZone, lastDay < dayBeforeFirst ? lastDay : dayBeforeFirst);
}

// ---------------------------------------------------------------- sending

/** Where an offer goes, resolved from its source within the organisation (404 for anyone else's). */
interface ResolvedSource {
  facilitatorId: string;
  jobId: string | null;
  applicationId: string | null;
  conversationId: string | null;
}

/** The organisation's thread with the facilitator, if they have one: the engagement's page shows it beside the terms. */
const pairThreadId = async (db: DbOrTx, organisationId: string, facilitatorId: string) =>
  (await findPairConversation(db, organisationId, facilitatorId))?.id ?? null;

async function resolveSource(
  db: DbOrTx,
  organisationId: string,
  source: OfferSource,
): Promise<ResolvedSource> {
  if ('applicationId' in source) {
    const found = isUuid(source.applicationId)
      ? await findApplicationSource(db, organisationId, source.applicationId)
      : undefined;
    if (!found?.facilitatorId) throw notFound(SOURCE_NOT_FOUND);
    return {
      facilitatorId: found.facilitatorId,
      jobId: found.jobId,
      applicationId: found.applicationId,
      conversationId: await pairThreadId(db, organisationId, found.facilitatorId),
    };
  }
  if ('conversationId' in source) {
    const found = isUuid(source.conversationId)
      ? await findConversationSource(db, organisationId, source.conversationId)
      : undefined;
    if (!found?.facilitatorId) throw notFound(SOURCE_NOT_FOUND);
    // The job the thread was last about, if it is still one of the organisation's.
    const job = found.jobId ? await findOrganisationJob(db, organisationId, found.jobId) : undefined;
    return {
      facilitatorId: found.facilitatorId,
      jobId: job?.id ?? null,
      applicationId: null,
      conversationId: found.conversationId,
    };
  }
  if (source.jobId && !(await findOrganisationJob(db, organisationId, source.jobId)))
    throw notFound(em('engagements.jobNotFound'));
  return {
    facilitatorId: source.facilitatorId,
    jobId: source.jobId,
    applicationId: null,
    conversationId: await pairThreadId(db, organisationId, source.facilitatorId),
  };
}

/** The facilitator an offer goes to: 404 without a profile or while hidden or suspended, 403 when blocked. */
async function offerFacilitator(db: DbOrTx, facilitatorId: string, organisationId: string) {
  const facilitator = await findOfferFacilitator(db, facilitatorId, organisationId);
  if (!facilitator || facilitator.hidden || facilitator.suspended) throw notFound(SOURCE_NOT_FOUND);
  if (facilitator.blocked) throw forbidden(em('engagements.facilitatorUnavailable'));
  return facilitator;
}

/** GET /api/engagements/draft: the offer form prefilled from the job's session details and the facilitator's profile. */
export async function offerDraft(
  db: Db,
  actor: CompanyActor,
  query: z.output<typeof OfferDraftQuerySchema>,
  now: Date,
): Promise<OfferDraft> {
  const source: OfferSource = query.applicationId
    ? { applicationId: query.applicationId }
    : query.conversationId
      ? { conversationId: query.conversationId }
      : { facilitatorId: query.facilitatorId!, jobId: query.jobId ?? null };
  const resolved = await resolveSource(db, actor.companyId, source);
  const facilitator = await offerFacilitator(db, resolved.facilitatorId, actor.companyId);
  const job = resolved.jobId ? await findOrganisationJob(db, actor.companyId, resolved.jobId) : undefined;
  const timeZone = job?.sessionTimeZone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone, now);
  // A day from tomorrow on: an offer can be accepted only before its first session day.
  const sessions = (job?.sessionDates ?? [])
    .filter((day) => day > today)
    .slice(0, SESSIONS_MAX)
    .map((date) => ({ date, ...DEFAULT_HOURS }));
  const currency = facilitator.rateCurrency ?? job?.budgetCurrency ?? 'EUR';
  const lines =
    facilitator.dayRateMin && facilitator.rateCurrency === currency
      ? [
          {
            kind: 'facilitation_day' as const,
            description: '',
            quantity: Math.max(1, sessions.length),
            unitPriceMinor: facilitator.dayRateMin * 10 ** minorUnitExponent(currency),
          },
        ]
      : [];
  return {
    facilitator: { id: facilitator.id, name: `${facilitator.firstName} ${facilitator.lastName}`.trim() },
    job: job ? { id: job.id, title: job.title } : null,
    terms: {
      sessions,
      timeZone,
      format: job?.sessionFormat ?? null,
      delivery: job?.remote === 'yes' ? 'remote' : job?.remote === 'hybrid' ? 'hybrid' : 'in_person',
      location: job?.location ?? '',
      currency,
      lines,
      vat: { mode: 'rate', rateBp: 1900 },
      paymentTermsDays: PAYMENT_TERMS_DEFAULT_DAYS,
      cancellationTiers: facilitator.cancellationTiers ?? [...DEFAULT_CANCELLATION_TIERS],
      outcomes: [],
    },
    expiresOn: addDays(today, OFFER_EXPIRY_DEFAULT_DAYS),
    conflicts: await conflictingDays(
      db,
      facilitator.id,
      sessions.map((session) => session.date),
      null,
    ),
  };
}

/**
 * A member with `hire` sends an offer: to a listed, unblocked facilitator, from one of the organisation's
 * applications or threads or a facilitator's profile. One offer to a facilitator for one job (or without a
 * job) waits for an answer at a time: a second one is refused (409) until the first is answered or expires.
 */
export async function sendOffer(
  db: Db,
  mail: MailDeps,
  actor: CompanyActor,
  input: z.output<typeof SendOfferSchema>,
  now: Date,
): Promise<Engagement> {
  const expiresAt = checkDates(input.terms, input.expiresOn, now);
  const id = await db.transaction(async (tx) => {
    const resolved = await resolveSource(tx, actor.companyId, input.source);
    await offerFacilitator(tx, resolved.facilitatorId, actor.companyId);
    await lockOfferPair(tx, actor.companyId, resolved.facilitatorId, resolved.jobId);
    if (await pendingOfferExists(tx, actor.companyId, resolved.facilitatorId, resolved.jobId))
      throw conflict(em('engagements.alreadyOffered'));
    const { net } = offerTotals(input.terms);
    const row = await insertEngagement(tx, {
      organisationId: actor.companyId,
      facilitatorId: resolved.facilitatorId,
      ownerId: actor.user.id,
      jobId: resolved.jobId,
      applicationId: resolved.applicationId,
      conversationId: resolved.conversationId,
      status: 'offered',
      turn: 'facilitator',
      version: 1,
      expiresAt,
      ...currentColumns(input.terms, net),
      createdAt: now,
      updatedAt: now,
    });
    await insertVersion(tx, {
      engagementId: row.id,
      version: 1,
      authorSide: 'company',
      authorId: actor.user.id,
      terms: input.terms,
      message: input.message,
      expiresAt,
      netTotalMinor: net,
      createdAt: now,
    });
    await recordEvent(tx, row.id, 'offered', 'company', actor.user.id, { version: 1 }, now);
    await tellOther(tx, mail, row, 'company', 'offer', now);
    return row.id;
  });
  const party: EngagementParty = {
    side: 'company',
    partyId: actor.companyId,
    personId: actor.user.id,
    canHire: true,
  };
  return engagementFor(db, party, id, now);
}

// ---------------------------------------------------------------- the transitions

async function recordEvent(
  tx: Tx,
  engagementId: string,
  kind: Parameters<typeof insertEvent>[1]['kind'],
  actorSide: EngagementActorSide,
  actorId: string | null,
  detail: Record<string, string | number> | null,
  now: Date,
) {
  await insertEvent(tx, { engagementId, kind, actorSide, actorId, detail, createdAt: now });
}

/** Tells the side other than `actor` about `kind`, with both parties' names as they are now. */
async function tellOther(
  tx: Tx,
  mail: MailDeps,
  row: EngagementRow,
  actor: EngagementSide,
  kind: EngagementMailKind,
  now: Date,
) {
  const view = await findEngagementView(tx, row.id);
  if (!view) return;
  await tellParty(tx, mail, row, otherSide(actor), kind, namesOf(view), now);
}

/** Locks the row (`FOR UPDATE`) for one of its two parties (404 for anyone else), a member with `hire` (403 otherwise). */
async function lockForParty(tx: Tx, party: EngagementParty, id: string): Promise<EngagementRow> {
  const row = isUuid(id) ? await lockEngagement(tx, id) : undefined;
  if (!row || !ownsSide(party, row)) throw notFound(ENGAGEMENT_NOT_FOUND);
  if (!party.canHire) throw forbidden(HIRE_ROLE);
  return row;
}

/**
 * The frame of every transition a party takes: in one transaction, the row locked for the party, the state
 * machine's decision (403 or 409), then `apply` writes the change with a guard on the old status. Answers the
 * engagement as the caller reads it.
 */
async function transition(
  db: Db,
  party: EngagementParty,
  id: string,
  action: Exclude<EngagementAction, 'send' | 'expire'>,
  now: Date,
  apply: (tx: Tx, row: EngagementRow, today: string) => Promise<void>,
  readVersion?: number,
): Promise<Engagement> {
  await db.transaction(async (tx) => {
    const row = await lockForParty(tx, party, id);
    // An answer to a version that is no longer the current one (a concurrent counter won): 409, whoever's turn it is now.
    if (readVersion !== undefined && row.status === 'offered' && row.version !== readVersion)
      throw conflict(STALE_VERSION);
    const today = todayIn(row.timeZone, now);
    const decision = decide(stateOf(row), action, party.side, now, today);
    if (!decision.ok) throw refusalError(decision.refusal);
    await apply(tx, row, today);
  });
  return engagementFor(db, party, id, now);
}

/**
 * The guarded write of a transition; one that found the state moved on (a race the lock did not see: never
 * expected) is refused with `refusal`.
 */
async function moveGuarded(
  tx: Tx,
  row: EngagementRow,
  guard: Parameters<typeof updateEngagementGuarded>[2],
  set: Parameters<typeof updateEngagementGuarded>[3],
  now: Date,
  refusal = REFUSALS.not_offered,
): Promise<EngagementRow> {
  const updated = await updateEngagementGuarded(tx, row.id, guard, set, now);
  if (!updated) throw conflict(refusal);
  return updated;
}

/** What every transition ends with: its event in the history, and the other side told. */
async function announce(
  tx: Tx,
  mail: MailDeps,
  party: EngagementParty,
  updated: EngagementRow,
  kind: EngagementEventKind & EngagementMailKind,
  detail: Record<string, string | number> | null,
  now: Date,
) {
  await recordEvent(tx, updated.id, kind, party.side, party.personId, detail, now);
  await tellOther(tx, mail, updated, party.side, kind, now);
}

/** Where each transition that is one guarded write starts, and the event (and mail) it is announced as. */
const STEPS = {
  decline: { from: 'offered', kind: 'declined' },
  withdraw: { from: 'offered', kind: 'withdrawn' },
  deliver: { from: 'confirmed', kind: 'delivered' },
  complete: { from: 'delivered', kind: 'completed' },
} as const satisfies Record<
  string,
  { from: EngagementStatus; kind: EngagementEventKind & EngagementMailKind }
>;

/** A transition that is one guarded write (`set`) from its STEPS status, announced as its STEPS kind. */
function step(
  db: Db,
  mail: MailDeps,
  party: EngagementParty,
  id: string,
  action: keyof typeof STEPS,
  now: Date,
  set: Parameters<typeof updateEngagementGuarded>[3],
  detail: Record<string, string | number> | null = null,
) {
  const { from, kind } = STEPS[action];
  return transition(db, party, id, action, now, async (tx, row) => {
    const updated = await moveGuarded(tx, row, { from }, set, now);
    await announce(tx, mail, party, updated, kind, detail, now);
  });
}

/** The party whose turn it is accepts the version they read: the days are booked, the application hired. */
export function acceptOffer(
  db: Db,
  mail: MailDeps,
  party: EngagementParty,
  id: string,
  version: number,
  now: Date,
) {
  return transition(
    db,
    party,
    id,
    'accept',
    now,
    async (tx, row) => {
      const current = await findVersionTerms(tx, row.id, row.version);
      if (!current) throw notFound(ENGAGEMENT_NOT_FOUND);
      const updated = await moveGuarded(
        tx,
        row,
        { from: 'offered', version },
        { status: 'confirmed', turn: null, expiresAt: null, acceptedAt: now },
        now,
      );
      if (row.facilitatorId)
        await bookDays(
          tx,
          row.facilitatorId,
          row.id,
          current.terms.sessions.map((session) => session.date),
          now,
        );
      if (row.applicationId) {
        // Hired by the member who accepted, or who sent the version the facilitator accepted.
        const member =
          party.side === 'company'
            ? party.personId
            : current.authorSide === 'company'
              ? current.authorId
              : row.ownerId;
        const hired = await hireApplication(tx, row.applicationId, member, now);
        // The pipeline move enters the organisation's audit log, as a hire from the applicant list does.
        if (hired && member && row.organisationId)
          await recordOrgEvent(tx, {
            organisationId: row.organisationId,
            actor: { id: member, name: hired.memberName ?? '' },
            action: 'applicant_moved',
            subject: hired.applicant,
            subjectId: row.applicationId,
            detail: { from: hired.from, to: 'hired' },
            at: now,
          });
        // A declined applicant hired after all: the decline goes, and its message if it still waits.
        if (hired?.from === 'rejected') await deleteDecline(tx, row.applicationId);
        // The job's last position is booked: its applicants still undecided are told (docs/decisions/043).
        if (row.jobId && row.organisationId && (await isJobFilled(tx, row.jobId)))
          await tellRemainingApplicants(
            tx,
            mail,
            row.organisationId,
            row.jobId,
            member && hired?.memberName ? { id: member, name: hired.memberName } : null,
            now,
          );
      }
      await announce(tx, mail, party, updated, 'accepted', { version }, now);
    },
    version,
  );
}

/** The party whose turn it is declines, with an optional reason. */
export function declineOffer(
  db: Db,
  mail: MailDeps,
  party: EngagementParty,
  id: string,
  reason: string,
  now: Date,
) {
  const set = { status: 'declined', turn: null, declineReason: reason || null } as const;
  return step(db, mail, party, id, 'decline', now, set, reason ? { reason } : null);
}

/** The party who sent the latest version withdraws it: it can no longer be accepted. */
export const withdrawOffer = (db: Db, mail: MailDeps, party: EngagementParty, id: string, now: Date) =>
  step(db, mail, party, id, 'withdraw', now, { status: 'withdrawn', turn: null });

/**
 * The party whose turn it is sends changed terms back, answering the version they read: a new version, the
 * turn flips, a new expiry; a counter to an older version (a concurrent one won) is refused (409).
 */
export function counterOffer(
  db: Db,
  mail: MailDeps,
  party: EngagementParty,
  id: string,
  input: z.output<typeof CounterOfferSchema>,
  now: Date,
) {
  const expiresAt = checkDates(input.terms, input.expiresOn, now);
  return transition(
    db,
    party,
    id,
    'counter',
    now,
    async (tx, row) => {
      const { net } = offerTotals(input.terms);
      const version = row.version + 1;
      const updated = await moveGuarded(
        tx,
        row,
        { from: 'offered', version: row.version },
        { version, turn: otherSide(party.side), expiresAt, ...currentColumns(input.terms, net) },
        now,
        STALE_VERSION,
      );
      await insertVersion(tx, {
        engagementId: row.id,
        version,
        authorSide: party.side,
        authorId: party.personId,
        terms: input.terms,
        message: input.message,
        expiresAt,
        netTotalMinor: net,
        createdAt: now,
      });
      await announce(tx, mail, party, updated, 'countered', { version }, now);
    },
    input.version,
  );
}

/** The facilitator marks it delivered after its last session day. */
export const deliverEngagement = (db: Db, mail: MailDeps, party: EngagementParty, id: string, now: Date) =>
  step(db, mail, party, id, 'deliver', now, { status: 'delivered', deliveredAt: now });

/** The company confirms completion of a delivered engagement. */
/** The company confirms completion; both parties' reputations count it in the same transaction. */
export const completeEngagement = (db: Db, mail: MailDeps, party: EngagementParty, id: string, now: Date) =>
  transition(db, party, id, 'complete', now, async (tx, row) => {
    const updated = await moveGuarded(
      tx,
      row,
      { from: STEPS.complete.from },
      { status: 'completed', completedAt: now },
      now,
    );
    await announce(tx, mail, party, updated, STEPS.complete.kind, null, now);
    await recomputeReputations(tx, updated);
  });

/**
 * Either party cancels a confirmed engagement with a reason: the fee due under the agreed tiers on the
 * business clock's today (in the engagement's time zone) is recorded, its booked days are freed, the other
 * side is told.
 */
export function cancelEngagement(
  db: Db,
  mail: MailDeps,
  party: EngagementParty,
  id: string,
  reason: string,
  now: Date,
) {
  return transition(db, party, id, 'cancel', now, async (tx, row, today) => {
    const current = await findVersionTerms(tx, row.id, row.version);
    if (!current) throw notFound(ENGAGEMENT_NOT_FOUND);
    const fee = cancellationFee(current.terms, today);
    const updated = await moveGuarded(
      tx,
      row,
      { from: 'confirmed' },
      {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBySide: party.side,
        cancelReason: reason,
        cancellationPercent: fee.percent,
        cancellationFeeMinor: fee.feeMinor,
      },
      now,
    );
    await releaseBookedDays(tx, row.id);
    const { percent, feeMinor, daysBefore } = fee;
    await announce(tx, mail, party, updated, 'cancelled', { reason, percent, feeMinor, daysBefore }, now);
  });
}

/** Either party asks the operator for help: the engagement, with its history, enters the admin console. */
export async function flagEngagement(db: Db, party: EngagementParty, id: string, reason: string, now: Date) {
  await db.transaction(async (tx) => {
    const row = await lockForParty(tx, party, id);
    if (!(await setFlag(tx, row.id, reason, now))) throw conflict(em('engagements.alreadyFlagged'));
    await recordEvent(tx, row.id, 'flagged', party.side, party.personId, { reason }, now);
  });
  return engagementFor(db, party, id, now);
}

// ---------------------------------------------------------------- reading

const iso = (at: Date) => at.toISOString();

/** The actions the caller may take now: the state machine's, and `flag` while unflagged. */
function actionsFor(party: EngagementParty, row: EngagementRow, now: Date): Engagement['actions'] {
  if (!party.canHire) return [];
  const today = todayIn(row.timeZone, now);
  const candidates = ['accept', 'decline', 'counter', 'withdraw', 'deliver', 'complete', 'cancel'] as const;
  const allowed: Engagement['actions'] = candidates.filter(
    (action) => decide(stateOf(row), action, party.side, now, today).ok,
  );
  if (!row.flaggedAt) allowed.push('flag');
  return allowed;
}

/** The engagement as one of its parties reads it; 404 for anyone else (and for an id that is not a UUID). */
export async function engagementFor(
  db: DbOrTx,
  party: EngagementParty,
  id: string,
  now: Date,
): Promise<Engagement> {
  if (!isUuid(id)) throw notFound(ENGAGEMENT_NOT_FOUND);
  // The four reads go out at once, one round trip (the conflicts read the facilitator and the current version
  // from the row themselves); what they found of an engagement the caller is no party to is dropped unread.
  const [view, versions, events, conflicts] = await Promise.all([
    findEngagementView(db, id),
    listVersions(db, id),
    listEvents(db, id),
    conflictingVersionDays(db, id),
  ]);
  if (!view || !ownsSide(party, view.engagement)) throw notFound(ENGAGEMENT_NOT_FOUND);
  const row = view.engagement;
  const names = namesOf(view);
  const toVersion = (v: (typeof versions)[number]) => ({
    version: v.version,
    authorSide: v.authorSide,
    authorName: v.authorName ?? (v.authorSide === 'company' ? names.company : names.facilitator),
    terms: v.terms,
    message: v.message,
    expiresAt: iso(v.expiresAt),
    netTotalMinor: v.netTotalMinor,
    createdAt: iso(v.createdAt),
  });
  const current = versions.find((v) => v.version === row.version) ?? versions.at(-1)!;
  const lastCompanyAuthor = versions.filter((v) => v.authorSide === 'company').at(-1)?.authorName ?? null;
  return {
    id: row.id,
    status: row.status,
    viewerSide: party.side,
    turn: row.turn,
    company: {
      id: row.organisationId,
      name: names.company,
      memberName: lastCompanyAuthor ?? view.ownerName ?? null,
      avatarUrl: uploadUrl(view.companyLogoPath),
    },
    facilitator: {
      id: row.facilitatorId,
      name: names.facilitator,
      memberName: null,
      avatarUrl: uploadUrl(view.facilitatorAvatarPath),
    },
    job: row.jobId && view.jobTitle !== null ? { id: row.jobId, title: view.jobTitle } : null,
    applicationId: row.applicationId,
    conversationId: row.conversationId,
    current: toVersion(current),
    versions: versions.map(toVersion),
    events: events.map((event) => {
      const otherSide = event.actorSide !== party.side;
      return {
        kind: event.kind,
        actorSide: event.actorSide === 'operator' ? 'system' : event.actorSide,
        // The facilitator learns what the organisation did, not which of its members did it.
        actorName:
          party.side === 'facilitator' && event.actorSide === 'company' ? names.company : event.actorName,
        // A request for the operator's help is between its author's side and the operator.
        detail: otherSide && event.kind === 'flagged' ? null : event.detail,
        createdAt: iso(event.createdAt),
      };
    }),
    conflicts,
    cancellationQuote:
      row.status === 'confirmed' ? cancellationFee(current.terms, todayIn(row.timeZone, now)) : null,
    cancellation:
      row.status === 'cancelled' && row.cancelledBySide && row.cancelledAt
        ? {
            side: row.cancelledBySide,
            reason: row.cancelReason ?? '',
            percent: row.cancellationPercent ?? 0,
            feeMinor: row.cancellationFeeMinor ?? 0,
            at: iso(row.cancelledAt),
          }
        : null,
    declineReason: row.declineReason,
    deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    autoCompleteAt:
      row.status === 'delivered' && row.deliveredAt
        ? iso(daysAfter(row.deliveredAt, AUTO_COMPLETE_AFTER_DAYS))
        : null,
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    flagged: row.flaggedAt !== null,
    actions: actionsFor(party, row, now),
  };
}

/** A page of the party's offers and engagements, newest first, by filter. */
export async function engagementsPage(
  db: Db,
  party: EngagementParty,
  query: { page: number; filter?: EngagementFilter },
): Promise<EngagementList> {
  const { rows, total } = await listEngagements(
    db,
    party.side,
    party.partyId,
    query.filter,
    query.page,
    ENGAGEMENTS_PAGE_SIZE,
  );
  const items = rows.map((r) => {
    const names = namesOf(r);
    return {
      id: r.engagement.id,
      status: r.engagement.status,
      turn: r.engagement.turn,
      counterpartName: party.side === 'company' ? names.facilitator : names.company,
      jobTitle: r.jobTitle,
      firstDay: r.engagement.firstDay,
      lastDay: r.engagement.lastDay,
      sessionCount: Number(r.sessionCount ?? 0),
      currency: r.engagement.currency,
      netTotalMinor: r.engagement.netTotalMinor,
      expiresAt:
        r.engagement.status === 'offered' && r.engagement.expiresAt ? iso(r.engagement.expiresAt) : null,
      updatedAt: iso(r.engagement.updatedAt),
    };
  });
  return toPage(items, total, query.page, ENGAGEMENTS_PAGE_SIZE);
}
