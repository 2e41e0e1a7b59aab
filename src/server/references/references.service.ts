import {
  REFERENCE_LINK_DAYS,
  REFERENCE_REMINDER_DAYS,
  REFERENCES_MAX,
  type HiddenReference,
  type OwnReference,
  type PublicReference,
} from '../../shared/reviews';
import type { z } from 'zod';
import type {
  HideReferenceInputSchema,
  ReferenceGiveInputSchema,
  ReferenceRequestInputSchema,
} from '../../shared/reviews';
import { truncateAtWord } from '../../shared/text';
import { recordAdminAction } from '../audit/audit.service';
import type { OwnReferenceList, ReferenceForm } from '../../shared/outside-references';
import { DELETED_USER } from '../../shared/message-options';
import type { AppDeps, Log } from '../deps';
import type { Db, DbOrTx, Tx } from '../db/client';
import { badRequest, conflict, gone, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import { createNotification } from '../notifications/notifications.service';
import { daysAfter } from '../engagements/zoned-days';
import { referenceRequestMail } from './reference-mail';
import {
  claimReminder,
  findReference,
  insertReference,
  listOwnReferences,
  listPublicReferences,
  lockAndCountRequests,
  lockReference,
  lockReferencesDue,
  markReferenceHidden,
  updateRequested,
  type ReferenceRow,
  isAccountAddress,
} from './references.repo';

/**
 * Outside references (docs/decisions/042): a facilitator asks up to REFERENCES_MAX past clients from outside
 * the platform (all requests ever). Each gets a mail with a signed link that names the reference; it works
 * until the reference is given or withdrawn, or REFERENCE_LINK_DAYS after the request. A given reference shows
 * on the profile apart from reviews, marked as from outside FacilitatorHub, and never counts in the average.
 */

const NOT_FOUND = em('references.notFound');
const LIMIT = em('references.limit');
const ACCOUNT_ADDRESS = em('references.accountAddress');
const LINK_INVALID = em('references.linkInvalid');
const LINK_GONE = em('references.linkGone');
const ALREADY_GIVEN = em('references.alreadyGiven');
const NOT_REQUESTED = em('references.notRequested');
const ALREADY_HIDDEN = em('references.alreadyHidden');
const NOT_GIVEN = em('references.notGiven');

export type ReferenceDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'signedLinks'>;

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || DELETED_USER;

/** When a request's link stops working. */
const linkExpiry = (row: Pick<ReferenceRow, 'requestedAt'>) =>
  daysAfter(row.requestedAt, REFERENCE_LINK_DAYS);

const tokenOf = (deps: Pick<AppDeps, 'signedLinks'>, row: Pick<ReferenceRow, 'id' | 'requestedAt'>) =>
  deps.signedLinks.sign({ purpose: 'reference.give', subject: row.id, expiresAt: linkExpiry(row) });

function toOwn(row: ReferenceRow, now: Date): OwnReference {
  // A request past its link's life reads as expired at once, before the sweep writes it.
  const status = row.status === 'requested' && linkExpiry(row) <= now ? 'expired' : row.status;
  return {
    id: row.id,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    organisation: row.organisation,
    status,
    requestedAt: row.requestedAt.toISOString(),
    givenAt: row.givenAt?.toISOString() ?? null,
    text: row.body,
  };
}

/** Mails the client the request, or a reminder of it, in the facilitator's language. */
async function mailClient(
  tx: Tx,
  deps: ReferenceDeps,
  row: ReferenceRow,
  facilitator: { name: string; locale: 'en' | 'de' },
  reminder: boolean,
) {
  await deps.mailer.send(
    referenceRequestMail({
      to: row.clientEmail,
      locale: facilitator.locale,
      clientName: row.clientName,
      facilitatorName: facilitator.name,
      message: row.message,
      token: tokenOf(deps, row),
      reminder,
      siteUrl: deps.config.SITE_URL,
    }),
    { tx },
  );
}

/** GET /api/facilitator/references: the facilitator's requests, newest first, and how many they may still make. */
export async function ownReferences(db: DbOrTx, facilitatorId: string, now: Date): Promise<OwnReferenceList> {
  const rows = await listOwnReferences(db, facilitatorId);
  return {
    items: rows.map((row) => toOwn(row, now)),
    remaining: Math.max(0, REFERENCES_MAX - rows.length),
  };
}

/** POST /api/facilitator/references: one more request, while fewer than REFERENCES_MAX were ever made. */
export async function requestReference(
  deps: ReferenceDeps,
  facilitatorId: string,
  input: z.output<typeof ReferenceRequestInputSchema>,
  now: Date,
): Promise<OwnReference> {
  return deps.db.transaction(async (tx) => {
    if ((await lockAndCountRequests(tx, facilitatorId)) >= REFERENCES_MAX) throw conflict(LIMIT);
    // A reference comes from outside the platform: never from an account here (the facilitator's own above all).
    if (await isAccountAddress(tx, input.clientEmail)) throw badRequest(ACCOUNT_ADDRESS);
    const row = await insertReference(tx, {
      facilitatorId,
      clientName: input.clientName,
      clientEmail: input.clientEmail,
      organisation: input.organisation,
      message: input.message,
      requestedAt: now,
    });
    const found = await findReference(tx, row.id);
    if (found) await mailClient(tx, deps, row, { name: nameOf(found), locale: found.locale }, false);
    return toOwn(row, now);
  });
}

/** POST /api/facilitator/references/:id/withdraw: the link stops working; 404 for another's, 409 once answered. */
export async function withdrawReference(
  deps: Pick<AppDeps, 'db'>,
  facilitatorId: string,
  id: string,
  now: Date,
): Promise<OwnReference> {
  return deps.db.transaction(async (tx) => {
    const found = isUuid(id) ? await findReference(tx, id) : undefined;
    if (!found || found.reference.facilitatorId !== facilitatorId) throw notFound(NOT_FOUND);
    const row = await updateRequested(tx, id, { status: 'withdrawn' }, facilitatorId);
    if (!row) throw conflict(NOT_REQUESTED);
    return toOwn(row, now);
  });
}

/** The reference a token names, while its link works: 404 for a token that is none of ours, 410 once used up. */
async function usableReference(db: DbOrTx, deps: Pick<AppDeps, 'signedLinks'>, token: string, now: Date) {
  // The row decides whether the link still works; the signature only that it is ours (an expired one too).
  const id =
    deps.signedLinks.verify('reference.give', token, now) ??
    deps.signedLinks.verify('reference.give', token, new Date(0));
  const found = id && isUuid(id) ? await findReference(db, id) : undefined;
  if (!found) throw notFound(LINK_INVALID);
  const row = found.reference;
  if (row.status === 'given') throw gone(ALREADY_GIVEN, 'REFERENCE_GIVEN');
  if (row.status !== 'requested' || linkExpiry(row) <= now) throw gone(LINK_GONE);
  return found;
}

/** GET /api/references/:token: who asks, for the client's form. */
export async function referenceForm(
  deps: Pick<AppDeps, 'db' | 'signedLinks'>,
  token: string,
  now: Date,
): Promise<ReferenceForm> {
  const found = await usableReference(deps.db, deps, token, now);
  return {
    facilitatorName: nameOf(found),
    clientName: found.reference.clientName,
    organisation: found.reference.organisation,
    message: found.reference.message,
  };
}

/** POST /api/references/:token: the client's reference, once; the facilitator hears of it in their bell. */
export async function giveReference(
  deps: Pick<AppDeps, 'db' | 'signedLinks'>,
  token: string,
  input: z.output<typeof ReferenceGiveInputSchema>,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await usableReference(tx, deps, token, now);
    const row = await updateRequested(tx, found.reference.id, {
      status: 'given',
      givenAt: now,
      body: input.text,
      role: input.role,
    });
    if (!row) throw gone(ALREADY_GIVEN, 'REFERENCE_GIVEN');
    await createNotification(tx, {
      userId: row.facilitatorId,
      type: 'reference.given',
      words: (t) => ({
        title: t('referenceGiven.title'),
        body: t('referenceGiven.body', { name: row.clientName }),
      }),
      link: '/profile/edit#references',
      createdAt: now,
    });
  });
}

/** The given references a profile shows (at most REFERENCES_MAX, none hidden), newest first. */
export async function publicReferences(db: DbOrTx, facilitatorId: string): Promise<PublicReference[]> {
  const rows = await listPublicReferences(db, facilitatorId);
  return rows.map((row) => ({
    id: row.id,
    clientName: row.clientName,
    organisation: row.organisation,
    role: row.role ?? '',
    text: row.text ?? '',
    givenAt: (row.givenAt ?? new Date(0)).toISOString(),
  }));
}

/** How much of a reference's text the audit log names it by, after its client's name. */
const LABEL_LENGTH = 80;

/**
 * POST /api/admin/references/:id/hide: the operator takes a given reference off the profile (abuse, a fake)
 * with a reason, audit-logged in the same transaction. 404 for no such reference, 409 for one not given
 * (it shows nowhere) or already hidden.
 */
export async function hideReference(
  db: Db,
  actor: { id: string; email: string },
  id: string,
  input: z.output<typeof HideReferenceInputSchema>,
  now: Date,
): Promise<HiddenReference> {
  return db.transaction(async (tx) => {
    const row = isUuid(id) ? await lockReference(tx, id) : undefined;
    if (!row) throw notFound(NOT_FOUND);
    if (row.hiddenAt) throw conflict(ALREADY_HIDDEN);
    if (row.status !== 'given') throw conflict(NOT_GIVEN);
    const hidden = await markReferenceHidden(tx, id, input.reason, now);
    await recordAdminAction(tx, {
      actor,
      action: 'reference.hidden',
      target: {
        type: 'reference',
        id,
        label: `${row.clientName}: ${truncateAtWord(row.body ?? '', LABEL_LENGTH)}`,
      },
      reason: input.reason,
      at: now,
    });
    return { id, hiddenAt: (hidden.hiddenAt ?? now).toISOString() };
  });
}

const ROWS_PER_TRANSACTION = 100;
const ROWS_PER_PASS = 1000;

/**
 * One pass at `now`: a request without an answer is reminded on each of REFERENCE_REMINDER_DAYS (once each;
 * a late pass sends one reminder for the days it missed) and expires REFERENCE_LINK_DAYS after it was made.
 */
export async function sweepReferences(
  deps: ReferenceDeps,
  now: Date,
): Promise<{ reminded: number; expired: number }> {
  const expireBy = daysAfter(now, -REFERENCE_LINK_DAYS);
  const remindBy = REFERENCE_REMINDER_DAYS.map((day) => daysAfter(now, -day));
  let reminded = 0;
  let expired = 0;
  for (let seen = 0; seen < ROWS_PER_PASS;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await lockReferencesDue(tx, expireBy, remindBy, ROWS_PER_TRANSACTION);
      for (const row of rows) {
        if (row.requestedAt <= expireBy) {
          if (await updateRequested(tx, row.id, { status: 'expired' })) expired += 1;
          continue;
        }
        const due = remindBy.filter((by) => row.requestedAt <= by).length;
        if (due <= row.remindersSent || !(await claimReminder(tx, row.id, row.remindersSent, due))) continue;
        const found = await findReference(tx, row.id);
        if (found) await mailClient(tx, deps, row, { name: nameOf(found), locale: found.locale }, true);
        reminded += 1;
      }
      return rows.length;
    });
    seen += batch;
    if (batch < ROWS_PER_TRANSACTION) break;
  }
  return { reminded, expired };
}

/** One tick of the `references.tick` queue (workers.ts). */
export async function referencesTick(deps: ReferenceDeps & Pick<AppDeps, 'clock'>, log: Log): Promise<void> {
  const result = await sweepReferences(deps, deps.clock.now());
  if (result.reminded || result.expired) log.info(result, 'references sweep');
}
