import type { AccessRequestInput } from '../../shared/access-requests';
import type { Db } from '../db/client';
import type { QueuedMailer } from '../mail/queued-mailer';
import { accessRequestMail } from '../mail/templates';
import { saveAccessRequest } from './access-requests.repo';

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
