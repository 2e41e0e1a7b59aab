import {
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENT_UNKNOWN_MESSAGE,
  ATTACHMENT_UNSENT_MESSAGE,
  attachmentUrl,
  type Attachment,
} from '../../shared/attachments';
import { ATTACHMENT_UNSENT_MAX } from '../../shared/constants';
import type { Db, DbOrTx } from '../db/client';
import { badRequest, notFound, tooManyRequests } from '../http/errors';
import { isUuid } from '../http/params';
import { removeAttachment, writeAttachment } from '../storage/attachments';
import { isPdf, uploadedName } from '../storage/evidence';
import {
  attachmentsOfApplications,
  attachmentsOfMessages,
  attachmentsOwnedBy,
  countUnsentAttachments,
  deleteUnsentAttachments,
  findAttachmentWithParties,
  insertAttachment,
  linkAttachment,
  type ListedAttachment,
} from './attachments.repo';
import { em } from '../http/error-messages';

const FILE_NOT_FOUND = em('files.notFound');
/** An upload not sent with an application or a message within this long was abandoned (a closed form). */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60 * 1000;

export const toAttachment = (row: { id: string; name: string; size: number }): Attachment => ({
  id: row.id,
  name: row.name,
  size: row.size,
  url: attachmentUrl(row.id),
});

/**
 * Stores an uploaded file for its owner to attach to an application or a message: a PDF by its content
 * (400 otherwise, whatever type or name it came with). The file is written first; if the row cannot be
 * inserted, the file goes again. The owner's uploads that were never sent and are older than
 * UNSENT_ATTACHMENT_TTL_MS go first; at most ATTACHMENT_UNSENT_MAX may wait to be sent (429 beyond).
 */
export async function storeAttachment(
  db: Db,
  uploadsDir: string,
  ownerId: string,
  upload: { data: Buffer; filename: string },
  now: Date,
): Promise<Attachment> {
  if (!isPdf(upload.data)) throw badRequest(ATTACHMENT_TYPE_MESSAGE, { file: [ATTACHMENT_TYPE_MESSAGE] });
  // The owner's abandoned uploads go first: nobody but the owner ever saw them.
  const abandoned = await deleteUnsentAttachments(
    db,
    ownerId,
    new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS),
  );
  for (const name of abandoned) await removeAttachment(uploadsDir, name).catch(() => undefined);
  // Files waiting to be sent are bounded, so that uploads cannot fill the disk.
  if ((await countUnsentAttachments(db, ownerId)) >= ATTACHMENT_UNSENT_MAX)
    throw tooManyRequests(ATTACHMENT_UNSENT_MESSAGE);
  const path = await writeAttachment(uploadsDir, upload.data);
  let row;
  try {
    row = await insertAttachment(db, {
      ownerId,
      path,
      name: pdfName(uploadedName(upload.filename)),
      type: 'application/pdf',
      size: upload.data.length,
      createdAt: now,
    });
  } catch (error) {
    await removeAttachment(uploadsDir, path).catch(() => undefined);
    throw error;
  }
  return toAttachment(row);
}

/** The name a download suggests: the uploaded one, ending in .pdf as its content is. */
const pdfName = (name: string) => {
  const base = name === 'evidence' ? 'attachment' : name;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
};

/**
 * Attaches the owner's uploaded file to an application or a message, in the caller's transaction: 400
 * when it is not theirs, is already attached elsewhere, or does not exist.
 */
export async function attachTo(
  tx: DbOrTx,
  ownerId: string,
  attachmentId: string,
  target: { applicationId: string } | { messageId: string },
): Promise<Attachment> {
  const row = await linkAttachment(tx, attachmentId, ownerId, target);
  if (!row) throw badRequest(ATTACHMENT_UNKNOWN_MESSAGE, { attachmentId: [ATTACHMENT_UNKNOWN_MESSAGE] });
  return toAttachment(row);
}

/**
 * The stored file of an attachment for a reader who is one of its parties: its owner; for an
 * application's file, the company owning the job; for a message's file, the two sides of the conversation
 * (while the message is shown). A reader is known by their own id and the party they act for (a
 * company-side person's organisation). Anyone else learns nothing of it (404).
 */
export async function attachmentFor(db: Db, readerIds: readonly (string | undefined)[], id: string) {
  const row = isUuid(id) ? await findAttachmentWithParties(db, id) : undefined;
  if (!row) throw notFound(FILE_NOT_FOUND);
  const parties = [
    row.ownerId,
    row.jobCompanyId,
    row.applicantId,
    ...(row.messageHiddenAt ? [] : [row.conversationCompanyId, row.conversationFacilitatorId]),
  ];
  if (!readerIds.some((readerId) => readerId && parties.includes(readerId))) throw notFound(FILE_NOT_FOUND);
  return { path: row.path, name: row.name, type: row.type };
}

const groupBy = (rows: ListedAttachment[], key: 'applicationId' | 'messageId') => {
  const byId = new Map<string, Attachment[]>();
  for (const row of rows) {
    const id = row[key];
    if (id) byId.set(id, [...(byId.get(id) ?? []), toAttachment(row)]);
  }
  return byId;
};

/** The attachments of each of these applications, by application id. */
export async function applicationAttachments(db: DbOrTx, ids: string[]) {
  return groupBy(await attachmentsOfApplications(db, ids), 'applicationId');
}

/** The attachments of each of these messages, by message id. */
export async function messageAttachments(db: DbOrTx, ids: string[]) {
  return groupBy(await attachmentsOfMessages(db, ids), 'messageId');
}

/** The stored names of every file the user uploaded (removed after their account's deletion commits). */
export async function attachmentFilesOf(db: DbOrTx, ownerId: string): Promise<string[]> {
  return (await attachmentsOwnedBy(db, ownerId)).map((row) => row.path);
}
