import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminAction } from '../../shared/admin';
import type { DbOrTx } from '../db/client';
import { likePattern, selectPage } from '../db/paging';
import { auditLog } from '../db/schema';

export type AuditLogRow = typeof auditLog.$inferSelect;
export type NewAuditLogRow = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, entry: NewAuditLogRow): Promise<AuditLogRow> {
  const [row] = await db.insert(auditLog).values(entry).returning();
  return row!;
}

export interface AuditLogFilter {
  action?: AdminAction;
  /** Part of the actor's email or of the target's label, case-insensitive. */
  q?: string;
}

/** A page of entries, newest first, and how many match. */
export async function listAuditEntries(
  db: DbOrTx,
  filter: AuditLogFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetLabel, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return selectPage(
    db,
    auditLog,
    { where, orderBy: [desc(auditLog.createdAt), desc(auditLog.id)] },
    page,
    pageSize,
  );
}

/** The entries of the actions `actorId` took, newest first (the data export). */
export function auditEntriesByActor(db: DbOrTx, actorId: string) {
  return db
    .select({
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}
