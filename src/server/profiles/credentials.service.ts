import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  type AdminCredential,
  type AdminCredentialPage,
  type AdminCredentialQuerySchema,
  CREDENTIAL_KIND_LABELS,
  CREDENTIALS_MAX,
  type CredentialInput,
  type OwnCredential,
  type PublicCredential,
} from '../../shared/facilitation';
import { toPage } from '../../shared/pagination';
import { recordAdminAction, type AdminActionEntry } from '../audit/audit.service';
import type { CurrentUser } from '../auth/session';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import type { NoticeKey } from '../notifications/messages';
import { createNotification } from '../notifications/notifications.service';
import {
  countCredentials,
  type CredentialRow,
  deleteCredential,
  findCredential,
  findCredentialForAdmin,
  insertCredential,
  listCredentials,
  listCredentialsForAdmin,
  lockFacilitator,
  refreshVerifiedCount,
  setEvidence,
  setEvidenceRequested,
  setRejection,
  setVerification,
  updateCredential,
} from './credentials.repo';
import { em } from '../http/error-messages';

export const CREDENTIAL_NOT_FOUND = em('credentials.notFound');
export const CREDENTIALS_FULL_MESSAGE = em('credentials.full', { max: CREDENTIALS_MAX });
export const CREDENTIAL_CHANGED_MESSAGE = em('credentials.changed');

// ---------------------------------------------------------------- responses

export function toPublicCredential(row: CredentialRow): PublicCredential {
  return {
    id: row.id,
    kind: row.kind,
    detail: row.detail,
    year: row.year,
    expiresOn: row.expiresOn,
    verification:
      row.verifiedAt && row.verifiedByName !== null
        ? { at: row.verifiedAt.toISOString(), byName: row.verifiedByName }
        : null,
  };
}

/** Where the uploaded evidence is served (to its owner and admins only). */
export const evidenceFileUrl = (id: string) => `/api/credentials/${id}/evidence`;

export function toOwnCredential(row: CredentialRow): OwnCredential {
  return Object.assign(toPublicCredential(row), {
    rejection:
      row.rejectedAt && row.rejectionReason !== null
        ? { at: row.rejectedAt.toISOString(), reason: row.rejectionReason }
        : null,
    evidenceRequestedAt: row.evidenceRequestedAt ? row.evidenceRequestedAt.toISOString() : null,
    evidenceUrl: row.evidenceUrl,
    evidenceFileUrl: row.evidencePath ? evidenceFileUrl(row.id) : null,
    evidenceFileName: row.evidencePath ? row.evidenceName : null,
    createdAt: row.createdAt.toISOString(),
  });
}

/**
 * The version of what an admin checks: the facts and the evidence (link and file). The admin's page shows
 * it and a verification names it, so that a change after the page was opened is not verified unseen.
 * Drawn from the facts, not from updatedAt: two versions a millisecond apart still differ.
 */
export const credentialVersion = (row: CredentialRow) =>
  createHash('sha256')
    .update(
      JSON.stringify([row.kind, row.detail, row.year, row.expiresOn, row.evidenceUrl, row.evidencePath]),
    )
    .digest('base64url')
    .slice(0, 22);

const toAdminCredential = (row: { credential: CredentialRow; facilitatorName: string }): AdminCredential =>
  Object.assign(toOwnCredential(row.credential), {
    facilitator: { id: row.credential.facilitatorId, name: row.facilitatorName },
    version: credentialVersion(row.credential),
  });

/** "IAF Certified Professional Facilitator (CPF), 2019": how a notification and the audit log name a credential. */
const credentialLabel = (row: CredentialRow) =>
  `${CREDENTIAL_KIND_LABELS[row.kind]}${row.detail ? ` – ${row.detail}` : ''}, ${row.year}`;

// ---------------------------------------------------------------- the facilitator's own

export async function ownCredentials(db: Db, facilitatorId: string): Promise<{ items: OwnCredential[] }> {
  return { items: (await listCredentials(db, facilitatorId)).map(toOwnCredential) };
}

/**
 * Runs `change` on one of the facilitator's own credentials with the facilitator's row locked (see
 * lockFacilitator), then brings the verified counter up to date. Someone else's credential answers like
 * a missing one.
 */
export async function changeOwnCredential<T>(
  db: Db,
  facilitatorId: string,
  id: string,
  change: (tx: Tx, row: CredentialRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!isUuid(id) || !(await lockFacilitator(tx, facilitatorId))) throw notFound(CREDENTIAL_NOT_FOUND);
    const row = await findCredential(tx, id);
    if (!row || row.facilitatorId !== facilitatorId) throw notFound(CREDENTIAL_NOT_FOUND);
    const result = await change(tx, row);
    await refreshVerifiedCount(tx, facilitatorId);
    return result;
  });
}

export async function addCredential(
  db: Db,
  facilitatorId: string,
  input: CredentialInput,
  now: Date,
): Promise<OwnCredential> {
  const row = await db.transaction(async (tx) => {
    if (!(await lockFacilitator(tx, facilitatorId))) throw notFound(em('profiles.notFound'));
    if ((await countCredentials(tx, facilitatorId)) >= CREDENTIALS_MAX)
      throw badRequest(CREDENTIALS_FULL_MESSAGE);
    return insertCredential(tx, facilitatorId, input, now);
  });
  return toOwnCredential(row);
}

/** The facts an admin verified: changing any of them makes the credential claimed again. */
const factsChanged = (row: CredentialRow, input: CredentialInput) =>
  row.kind !== input.kind ||
  row.detail !== input.detail ||
  row.year !== input.year ||
  row.expiresOn !== input.expiresOn ||
  row.evidenceUrl !== input.evidenceUrl;

export async function editCredential(
  db: Db,
  facilitatorId: string,
  id: string,
  input: CredentialInput,
  now: Date,
): Promise<OwnCredential> {
  const row = await changeOwnCredential(db, facilitatorId, id, (tx, row) =>
    updateCredential(tx, id, input, factsChanged(row, input), now),
  );
  return toOwnCredential(row);
}

/** Deletes the credential; answers its evidence file, which the caller removes once this has committed. */
export function removeCredential(db: Db, facilitatorId: string, id: string): Promise<string | null> {
  return changeOwnCredential(db, facilitatorId, id, async (tx, row) => {
    await deleteCredential(tx, id);
    return row.evidencePath;
  });
}

/** Refuses, before an upload is read, a credential that is not the facilitator's own (as a missing one). */
export async function assertOwnCredential(db: Db, facilitatorId: string, id: string) {
  const row = isUuid(id) ? await findCredential(db, id) : undefined;
  if (!row || row.facilitatorId !== facilitatorId) throw notFound(CREDENTIAL_NOT_FOUND);
}

/** Swaps in the stored evidence file; answers the credential and the file it replaced (removed after commit). */
export async function attachEvidence(
  db: Db,
  facilitatorId: string,
  id: string,
  evidence: { path: string; type: string; name: string },
  now: Date,
): Promise<{ credential: OwnCredential; replaced: string | null }> {
  const { row, replaced } = await changeOwnCredential(db, facilitatorId, id, async (tx, row) => ({
    row: await setEvidence(tx, id, evidence, now),
    replaced: row.evidencePath,
  }));
  return { credential: toOwnCredential(row), replaced };
}

/** The stored evidence of a credential, for its owner or an admin; anyone else learns nothing of it. */
export async function evidenceFor(db: Db, user: Pick<CurrentUser, 'id' | 'role'>, id: string) {
  const row = isUuid(id) ? await findCredential(db, id) : undefined;
  if (!row || (row.facilitatorId !== user.id && user.role !== 'admin') || !row.evidencePath)
    throw notFound(em('files.notFound'));
  return {
    path: row.evidencePath,
    type: row.evidenceType ?? 'application/octet-stream',
    name: row.evidenceName,
  };
}

// ---------------------------------------------------------------- admin

export async function adminCredentialsPage(
  db: Db,
  query: z.output<typeof AdminCredentialQuerySchema>,
): Promise<AdminCredentialPage> {
  const { rows, total } = await listCredentialsForAdmin(db, query);
  return toPage(rows.map(toAdminCredential), total, query.page, query.pageSize);
}

/**
 * Runs an admin's `decide` on a credential with its facilitator's row locked (the facilitator may be
 * changing it), then answers it as the admin's list shows it. 404 for an unknown credential.
 */
async function decideCredential(
  db: Db,
  id: string,
  decide: (tx: Tx, row: CredentialRow) => Promise<void>,
): Promise<AdminCredential> {
  return db.transaction(async (tx) => {
    const found = isUuid(id) ? await findCredential(tx, id) : undefined;
    if (!found || !(await lockFacilitator(tx, found.facilitatorId))) throw notFound(CREDENTIAL_NOT_FOUND);
    // Read again under the lock: the facilitator may have changed it meanwhile.
    const row = await findCredential(tx, id);
    if (!row) throw notFound(CREDENTIAL_NOT_FOUND);
    await decide(tx, row);
    return toAdminCredential((await findCredentialForAdmin(tx, id))!);
  });
}

/** What the facilitator hears of each decision, by its audit action (a withdrawn verification: nothing). */
const NOTICES = {
  'credential.verified': ['credentialVerified.title', 'credentialVerified.body'],
  'credential.rejected': ['credentialRejected.title', 'credentialRejected.body'],
  'credential.evidence_requested': ['evidenceRequested.title', 'evidenceRequested.body'],
} as const satisfies Record<string, readonly [NoticeKey, NoticeKey]>;

/**
 * An admin's decision on a credential: the audit log's entry, with the admin's reason or message, and the
 * facilitator's notification of it.
 */
async function recordDecision(
  tx: Tx,
  admin: AdminActionEntry['actor'],
  row: CredentialRow,
  action: keyof typeof NOTICES | 'credential.unverified',
  now: Date,
  note: { reason?: string; message?: string } = {},
) {
  const { facilitatorName } = (await findCredentialForAdmin(tx, row.id))!;
  const label = credentialLabel(row);
  const target = { type: 'credential' as const, id: row.id, label: `${label}, ${facilitatorName}` };
  await recordAdminAction(tx, { actor: admin, action, target, reason: note.reason ?? note.message, at: now });
  if (action === 'credential.unverified') return;
  const [title, body] = NOTICES[action];
  await createNotification(tx, {
    userId: row.facilitatorId,
    type: action,
    words: (notice) => ({ title: notice(title), body: notice(body, { label, ...note }) }),
    link: '/facilitator/profile',
    createdAt: now,
  });
}

/**
 * An admin verifies a credential (or withdraws the verification): the badge names the admin as they are
 * called now, the audit log records it, and a verification tells the facilitator. Asking for the state
 * it is already in changes nothing. A verification names the `version` the admin checked: 409 when the
 * credential changed since (the admin verifies only what they saw).
 */
export function setCredentialVerified(
  db: Db,
  admin: Pick<CurrentUser, 'id' | 'email' | 'name'>,
  id: string,
  change: { verified: true; version: string } | { verified: false },
  now: Date,
): Promise<AdminCredential> {
  const { verified } = change;
  return decideCredential(db, id, async (tx, row) => {
    if (change.verified && change.version !== credentialVersion(row))
      throw conflict(CREDENTIAL_CHANGED_MESSAGE);
    if ((row.verifiedAt !== null) === verified) return;
    await setVerification(tx, id, verified ? { at: now, by: admin.id, byName: admin.name } : null, now);
    await refreshVerifiedCount(tx, row.facilitatorId);
    await recordDecision(tx, admin, row, verified ? 'credential.verified' : 'credential.unverified', now);
  });
}

/**
 * An admin rejects a credential with a reason: it leaves the queue and the public profile, the
 * facilitator reads the reason with it and hears of it, and the audit log records it. Changing the
 * credential or its evidence puts it back into the queue.
 */
export function rejectCredential(
  db: Db,
  admin: Pick<CurrentUser, 'id' | 'email'>,
  id: string,
  reason: string,
  now: Date,
): Promise<AdminCredential> {
  return decideCredential(db, id, async (tx, row) => {
    await setRejection(tx, id, reason, now);
    if (row.verifiedAt) await refreshVerifiedCount(tx, row.facilitatorId);
    await recordDecision(tx, admin, row, 'credential.rejected', now, { reason });
  });
}

/**
 * An admin asks the facilitator for evidence of a credential: the facilitator gets the admin's message
 * (in the app, live), the credential notes the request, and the audit log records it.
 */
export function requestCredentialEvidence(
  db: Db,
  admin: Pick<CurrentUser, 'id' | 'email'>,
  id: string,
  message: string,
  now: Date,
): Promise<AdminCredential> {
  return decideCredential(db, id, async (tx, row) => {
    await setEvidenceRequested(tx, id, now);
    await recordDecision(tx, admin, row, 'credential.evidence_requested', now, { message });
  });
}
