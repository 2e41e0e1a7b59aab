import type { AccessRequestInput } from '../../shared/access-requests';
import type { Db } from '../db/client';
import { recordAdminAction } from '../audit/audit.service';
import type { QueuedMailer } from '../mail/queued-mailer';
import { accessRequestMail } from '../mail/templates';
import {
  findAccessRequest,
  markAccessRequestHandled,
  saveAccessRequest,
  type AccessRequestRow,
} from './access-requests.repo';

/**
 * Stores a Request Access submission and, for a new request, queues its confirmation in the same
 * transaction: a stored request always gets its mail, and an SMTP outage only delays it.
 */
export function submitAccessRequest(db: Db, mailer: QueuedMailer, input: AccessRequestInput, now: Date) {
  return db.transaction(async (tx) => {
    const saved = await saveAccessRequest(tx, input, now);
    if (saved.created) await mailer.send(accessRequestMail(input), { tx });
    return saved;
  });
}

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
