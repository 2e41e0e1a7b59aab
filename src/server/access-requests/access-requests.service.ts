import type { AccessRequestInput, AccessRequestItem } from '../../shared/access-requests';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { toPage } from '../../shared/pagination';
import type { Db } from '../db/client';
import { recordAdminAction } from '../audit/audit.service';
import type { QueuedMailer } from '../mail/queued-mailer';
import { accessRequestMail } from '../mail/templates';
import {
  findAccessRequest,
  listAccessRequests,
  markAccessRequestHandled,
  saveAccessRequest,
  type AccessRequestRow,
} from './access-requests.repo';

/**
 * Stores a Request Access submission and, for a new request, queues its confirmation in the same
 * transaction: a stored request always gets its mail, and an SMTP outage only delays it.
 */
export function submitAccessRequest(
  db: Db,
  mailer: QueuedMailer,
  input: AccessRequestInput,
  now: Date,
  /** The language of the page the form was sent from: its confirmation's. */
  locale: Locale = DEFAULT_LOCALE,
) {
  return db.transaction(async (tx) => {
    const saved = await saveAccessRequest(tx, input, now);
    if (saved.created) await mailer.send(accessRequestMail(input, locale), { tx });
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

/** An access request as the admin list shows it. */
export const toAccessRequestItem = (row: AccessRequestRow): AccessRequestItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt ? row.handledAt.toISOString() : null,
});

/** A page of the access requests (of one status, or all). */
export async function accessRequestsPage(
  db: Db,
  status: Parameters<typeof listAccessRequests>[1],
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listAccessRequests(db, status, page, pageSize);
  return toPage(rows.map(toAccessRequestItem), total, page, pageSize);
}
