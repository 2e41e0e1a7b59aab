import { FOLLOW_UP_AFTER_DAYS, type FollowUpState } from '../../shared/reviews';
import type { FollowUpAnswer } from '../../shared/review-options';
import { DELETED_USER } from '../../shared/message-options';
import type { AppDeps, Log } from '../deps';
import type { DbOrTx, Tx } from '../db/client';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { createNotification, partyRecipient } from '../notifications/notifications.service';
import { recomputeFacilitatorReputation } from '../reviews/reputation.repo';
import type { EngagementParty } from '../engagements/engagements.service';
import { daysAfter } from '../engagements/zoned-days';
import { followUpMail } from './follow-up-mail';
import {
  findFollowUpView,
  hireMailRecipients,
  insertFollowUp,
  lockFollowUpsDue,
  storeAnswers,
  type FollowUpView,
} from './follow-ups.repo';

/**
 * The six-week outcome follow-up (docs/decisions/042): FOLLOW_UP_AFTER_DAYS after an engagement completed, the
 * organisation is asked once, for each agreed outcome, whether the effect lasted. The answers count in the
 * facilitator's "Outcomes held after six weeks"; the facilitator alone reads them one by one.
 */

const NOT_FOUND = em('followUps.notFound');
const ANSWERED = em('followUps.answered');
const HIRE_ROLE = em('followUps.hireRole');
const WRONG_COUNT = em('followUps.answerCount');

/** Rows one transaction of the sweep handles; the next minute's pass goes on. */
const ROWS_PER_TRANSACTION = 100;
const ROWS_PER_PASS = 1000;

export type FollowUpDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const facilitatorName = (view: Pick<FollowUpView, 'facilitatorFirstName' | 'facilitatorLastName'>) =>
  `${view.facilitatorFirstName ?? ''} ${view.facilitatorLastName ?? ''}`.trim() || DELETED_USER;

/** Asks the organisation of one engagement: the bell of the organisation and mail to who may answer. */
async function ask(tx: Tx, deps: FollowUpDeps, engagementId: string, now: Date): Promise<boolean> {
  const view = await findFollowUpView(tx, engagementId);
  if (!view) return false;
  const opened = await insertFollowUp(tx, {
    engagementId,
    facilitatorId: view.facilitatorId,
    organisationId: view.organisationId,
    askedAt: now,
  });
  if (!opened || !view.organisationId) return opened;
  const name = facilitatorName(view);
  await createNotification(tx, {
    ...partyRecipient('company', view.organisationId),
    type: 'engagement.followUp',
    words: (t) => ({ title: t('followUpAsked.title'), body: t('followUpAsked.body', { name }) }),
    link: `/engagements/${engagementId}/follow-up`,
    createdAt: now,
  });
  for (const member of await hireMailRecipients(tx, view.organisationId)) {
    await deps.mailer.send(
      followUpMail({
        to: member.email,
        locale: member.locale,
        facilitatorName: name,
        engagementId,
        siteUrl: deps.config.SITE_URL,
      }),
      { tx },
    );
  }
  return true;
}

/** One pass at `now`: every completed engagement FOLLOW_UP_AFTER_DAYS old without a follow-up is asked once. */
export async function sweepFollowUps(deps: FollowUpDeps, now: Date): Promise<{ asked: number }> {
  const completedBy = daysAfter(now, -FOLLOW_UP_AFTER_DAYS);
  let asked = 0;
  for (let seen = 0; seen < ROWS_PER_PASS;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await lockFollowUpsDue(tx, completedBy, ROWS_PER_TRANSACTION);
      let done = 0;
      for (const row of rows) if (await ask(tx, deps, row.id, now)) done += 1;
      return { rows: rows.length, done };
    });
    seen += batch.rows;
    asked += batch.done;
    if (batch.rows < ROWS_PER_TRANSACTION || batch.done === 0) break;
  }
  return { asked };
}

/** One tick of the `follow-ups.tick` queue (workers.ts). */
export async function followUpsTick(deps: FollowUpDeps & Pick<AppDeps, 'clock'>, log: Log): Promise<void> {
  const result = await sweepFollowUps(deps, deps.clock.now());
  if (result.asked) log.info(result, 'follow-ups sweep');
}

/** The engagement as one of its parties reads its follow-up; 404 for anyone else, or before completion. */
async function viewFor(db: DbOrTx, party: EngagementParty, id: string) {
  const view = isUuid(id) ? await findFollowUpView(db, id) : undefined;
  if (!view) throw notFound(NOT_FOUND);
  const own = party.side === 'company' ? view.organisationId : view.facilitatorId;
  if (own !== party.partyId || view.status !== 'completed' || !view.completedAt) throw notFound(NOT_FOUND);
  return view;
}

function stateOf(view: FollowUpView, party: EngagementParty): FollowUpState {
  const answers = view.answers ?? [];
  return {
    engagementId: view.id,
    facilitatorName: facilitatorName(view),
    outcomes: view.terms.outcomes.map((outcome, index) => ({ outcome, answer: answers[index] ?? null })),
    opensAt: daysAfter(view.completedAt!, FOLLOW_UP_AFTER_DAYS).toISOString(),
    canAnswer: party.side === 'company' && party.canHire && view.askedAt !== null && view.answers === null,
    answeredAt: view.answeredAt?.toISOString() ?? null,
  };
}

/** GET /api/engagements/:id/follow-up: the organisation's members, and the facilitator (their answers). */
export async function followUpFor(db: DbOrTx, party: EngagementParty, id: string): Promise<FollowUpState> {
  return stateOf(await viewFor(db, party, id), party);
}

/**
 * POST /api/engagements/:id/follow-up: a member with `hire` answers once, one answer per agreed outcome; the
 * facilitator's reputation is recomputed in the same transaction.
 */
export async function answerFollowUp(
  deps: Pick<AppDeps, 'db'>,
  party: EngagementParty,
  id: string,
  answers: FollowUpAnswer[],
  now: Date,
): Promise<FollowUpState> {
  return deps.db.transaction(async (tx) => {
    const view = await viewFor(tx, party, id);
    if (party.side !== 'company' || !party.canHire) throw forbidden(HIRE_ROLE);
    if (!view.askedAt) throw notFound(NOT_FOUND);
    if (view.answers) throw conflict(ANSWERED);
    if (answers.length !== view.terms.outcomes.length)
      throw badRequest(WRONG_COUNT, { answers: [WRONG_COUNT] });
    const stored = await storeAnswers(tx, view.id, answers, party.personId, now);
    if (!stored) throw conflict(ANSWERED);
    if (stored.facilitatorId) await recomputeFacilitatorReputation(tx, stored.facilitatorId);
    return stateOf({ ...view, answers, answeredAt: now }, party);
  });
}
