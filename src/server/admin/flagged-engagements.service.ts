import type {
  AdminEngagementDetail,
  AdminEngagementFilter,
  AdminEngagementsPage,
  AdminEngagementSummary,
} from '../../shared/admin-engagements';
import { toPage } from '../../shared/pagination';
import { recordAdminAction } from '../audit/audit.service';
import type { Db, DbOrTx } from '../db/client';
import { conflict, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import type { AdminActor } from '../users/suspension.service';
import {
  clearFlag,
  findAdminEngagement,
  listAdminEngagements,
  recordFlagResolved,
  type AdminEngagementRow,
} from './flagged-engagements.repo';
import { listEvents } from '../engagements/engagements.repo';

export const ENGAGEMENT_NOT_FOUND = em('adminEngagements.notFound');
export const ENGAGEMENT_NOT_FLAGGED = em('adminEngagements.notFlagged');

const facilitatorName = (row: AdminEngagementRow) =>
  [row.facilitatorFirstName, row.facilitatorLastName].filter(Boolean).join(' ');

function toAdminEngagementSummary(row: AdminEngagementRow): AdminEngagementSummary {
  return {
    id: row.id,
    status: row.status,
    // A party that deleted its account keeps its place in the record, without a name or a link.
    company: { id: row.organisationId, name: row.organisationName ?? '' },
    facilitator: { id: row.facilitatorId, name: facilitatorName(row) },
    jobTitle: row.jobTitle,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    currency: row.currency,
    netTotalMinor: Number(row.netTotalMinor),
    flaggedAt: row.flaggedAt?.toISOString() ?? null,
    flagReason: row.flagReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of the console's engagements: the flagged ones (newest flag first), or all, flagged first. */
export async function adminEngagementsPage(
  db: Db,
  filter: AdminEngagementFilter,
  page: number,
  pageSize: number,
): Promise<AdminEngagementsPage> {
  const { rows, total } = await listAdminEngagements(db, filter, page, pageSize);
  return toPage(rows.map(toAdminEngagementSummary), total, page, pageSize);
}

/** One engagement for the operator: parties, status, current terms, flag and its whole history. */
export async function adminEngagement(db: DbOrTx, id: string): Promise<AdminEngagementDetail> {
  const [row, events] = await Promise.all([findAdminEngagement(db, id), listEvents(db, id)]);
  if (!row) throw notFound(ENGAGEMENT_NOT_FOUND);
  return Object.assign(toAdminEngagementSummary(row), {
    version: row.version,
    terms: row.terms,
    events: events.map((event) => ({
      kind: event.kind,
      actorSide: event.actorSide,
      actorName: event.actorName,
      detail: event.detail,
      createdAt: event.createdAt.toISOString(),
    })),
  });
}

/**
 * The operator resolves a flag: the flag is cleared, the history says the operator resolved it, and the
 * audit log records who did, all in one transaction. 404 for no such engagement, 409 when it is not flagged
 * (any more: another operator was first).
 */
export function resolveEngagementFlag(
  db: Db,
  actor: AdminActor,
  id: string,
  now: Date,
): Promise<AdminEngagementDetail> {
  return db.transaction(async (tx) => {
    if (!(await clearFlag(tx, id, now))) {
      const exists = await findAdminEngagement(tx, id);
      throw exists ? conflict(ENGAGEMENT_NOT_FLAGGED) : notFound(ENGAGEMENT_NOT_FOUND);
    }
    await recordFlagResolved(tx, id, actor.id, now);
    const detail = await adminEngagement(tx, id);
    await recordAdminAction(tx, {
      actor,
      action: 'engagement.flag_resolved',
      target: { type: 'engagement', id, label: `${detail.company.name} – ${detail.facilitator.name}` },
      reason: detail.flagReason,
      at: now,
    });
    return detail;
  });
}
