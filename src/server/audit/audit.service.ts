import type {
  AdminAction,
  AuditLogEntry,
  AuditLogPage,
  AuditLogParams,
  AuditTargetType,
} from '../../shared/admin';
import { toPage } from '../../shared/pagination';
import type { Db, Tx } from '../db/client';
import { insertAuditEntry, listAuditEntries, type AuditLogRow } from './audit.repo';

/** One admin action, as the audit log keeps it. */
export interface AdminActionEntry {
  /** The signed-in administrator; the email is kept as it is now. */
  actor: { id: string; email: string };
  action: AdminAction;
  /** What the action was done to; `label` names it for the log (an email, a job title) as it is now. */
  target: { type: AuditTargetType; id: string; label: string };
  reason?: string | null;
  /** When, on the app's clock. */
  at: Date;
}

/**
 * Writes the audit entry of an admin action. Every admin action calls it inside the transaction that
 * makes the change, so that the change and its entry are saved together or not at all.
 */
export function recordAdminAction(tx: Tx, entry: AdminActionEntry): Promise<AuditLogRow> {
  return insertAuditEntry(tx, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}

export const toAuditLogEntry = (row: AuditLogRow): AuditLogEntry => ({
  id: row.id,
  action: row.action,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** A page of the log, newest first, filtered by action and by a part of the actor's email or the target's label. */
export async function listAuditLog(db: Db, params: AuditLogParams): Promise<AuditLogPage> {
  const { action, q, page, pageSize } = params;
  const { rows, total } = await listAuditEntries(db, { action, q }, page, pageSize);
  return toPage(rows.map(toAuditLogEntry), total, page, pageSize);
}
