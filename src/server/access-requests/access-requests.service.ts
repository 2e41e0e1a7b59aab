import type { Db } from '../db/client';
import { recordAdminAction } from '../audit/audit.service';
import { findAccessRequest, markAccessRequestHandled, type AccessRequestRow } from './access-requests.repo';

/**
 * An admin marks a request handled. Idempotent: a request handled before keeps its first handledAt,
 * and only the change is written to the audit log, in the same transaction. Undefined for an unknown id.
 */
export function handleAccessRequest(
  db: Db,
  actor: { id: string; email: string },
  id: string,
  now: Date,
): Promise<AccessRequestRow | undefined> {
  return db.transaction(async (tx) => {
    const handled = await markAccessRequestHandled(tx, id, now);
    if (!handled) return findAccessRequest(tx, id);
    await recordAdminAction(tx, {
      actor,
      action: 'access_request.handled',
      target: { type: 'access_request', id: handled.id, label: `${handled.name} (${handled.email})` },
      at: now,
    });
    return handled;
  });
}
