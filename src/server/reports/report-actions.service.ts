import type { AdminAction, AuditTargetType } from '../../shared/admin';
import type { ReportTargetType } from '../../shared/reports';
import { recordAdminAction } from '../audit/audit.service';
import type { MailDeps } from '../applications/applications.service';
import { forgetRemovedMessage } from '../conversations/messages.service';
import type { Db, Tx } from '../db/client';
import { notFound } from '../http/errors';
import { suspendAccount, type AdminActor } from '../users/suspension.service';
import { hideJob, hideMessage, hideProfile, resolveReports } from './reports.repo';
import { describeTarget } from './reports.service';
import { em } from '../http/error-messages';
import { hideReviewIn } from '../reviews/reviews.service';

export const NO_OPEN_REPORTS = em('reports.noOpen');
export const TARGET_GONE = em('reports.targetGone');
export const NO_OWNER = em('reports.noOwner');
/** The reason a review hidden from the Reports page keeps (the operator's own word, never shown to users). */
const REPORTED_REASON = 'reported';

/** The audit log's target type of a report's target. */
const auditType = (type: ReportTargetType): AuditTargetType => type;

type Target = { type: ReportTargetType; id: string };

const HIDDEN_ACTION = {
  job: 'job.hidden',
  facilitator: 'profile.hidden',
  company: 'profile.hidden',
  message: 'message.hidden',
  review: 'review.hidden',
} as const satisfies Record<ReportTargetType, AdminAction>;

async function loadTarget(tx: Tx, target: Target) {
  const found = await describeTarget(tx, target.type, target.id);
  if (!found) throw notFound(TARGET_GONE);
  return found;
}

/** Dismiss: the target's open reports are settled without a change to it. */
export function dismissReports(db: Db, actor: AdminActor, target: Target, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const resolved = await resolveReports(tx, target, 'dismissed', actor.id, now);
    if (!resolved) throw notFound(NO_OPEN_REPORTS);
    const found = await describeTarget(tx, target.type, target.id);
    await recordAdminAction(tx, {
      actor,
      action: 'reports.dismissed',
      target: { type: auditType(target.type), id: target.id, label: found?.label ?? target.id },
      reason: `${resolved} report${resolved === 1 ? '' : 's'}`,
      at: now,
    });
    return resolved;
  });
}

/**
 * Hide: a job closes for good (its page says it is no longer available; the owner cannot reopen it);
 * a profile leaves the directories, search and the sitemap; a message shows as removed to both parties,
 * and its text leaves the inbox's line and the bell that quoted it.
 * The target's open reports are settled.
 */
export function hideTarget(db: Db, actor: AdminActor, target: Target, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await loadTarget(tx, target);
    if (target.type === 'job') await hideJob(tx, target.id, now);
    else if (target.type === 'review')
      await hideReviewIn(tx, target.id, 'review', REPORTED_REASON, actor.id, now);
    else if (target.type === 'message') {
      const removed = await hideMessage(tx, target.id, now);
      if (removed) await forgetRemovedMessage(tx, removed);
    } else await hideProfile(tx, target.type, target.id, now);
    const resolved = await resolveReports(tx, target, 'hidden', actor.id, now);
    await recordAdminAction(tx, {
      actor,
      action: HIDDEN_ACTION[target.type],
      target: { type: auditType(target.type), id: target.id, label: found.label },
      at: now,
    });
    return resolved;
  });
}

/** Suspend owner: the account that owns the target is suspended (as on the Users page); the reports are settled. */
export function suspendOwner(
  db: Db,
  mail: MailDeps,
  actor: AdminActor,
  target: Target,
  reason: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await loadTarget(tx, target);
    if (!found.ownerId) throw notFound(NO_OWNER);
    await suspendAccount(tx, mail, actor, found.ownerId, reason, now);
    return resolveReports(tx, target, 'suspended', actor.id, now);
  });
}
