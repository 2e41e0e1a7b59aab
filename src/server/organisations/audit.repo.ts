import type { DbOrTx } from '../db/client';
import { organisationAuditLog } from '../db/schema';
import type { OrgAuditAction } from '../../shared/organisation-audit';

export interface OrgAuditEntryInput {
  organisationId: string;
  /** Who did it, with their name as it reads now (kept as a copy). */
  actor: { id: string; name: string };
  action: OrgAuditAction;
  /** What it was about, as it reads now: a member's name, an invited address, a job's title. */
  subject: string;
  subjectId?: string;
  detail?: Record<string, string>;
  at: Date;
}

/** Appends one entry to the organisation's audit log; call it inside the action's own transaction. */
export async function recordOrgEvent(tx: DbOrTx, entry: OrgAuditEntryInput): Promise<void> {
  await tx.insert(organisationAuditLog).values({
    organisationId: entry.organisationId,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    subject: entry.subject,
    subjectId: entry.subjectId ?? null,
    detail: entry.detail ?? null,
    createdAt: entry.at,
  });
}
