import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applications, attachments, conversations, jobs, messages } from '../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;

const listed = {
  id: attachments.id,
  name: attachments.name,
  size: attachments.size,
  applicationId: attachments.applicationId,
  messageId: attachments.messageId,
};
export type ListedAttachment = { [K in keyof typeof listed]: AttachmentRow[K] };

export async function insertAttachment(
  db: DbOrTx,
  values: Pick<AttachmentRow, 'ownerId' | 'path' | 'name' | 'type' | 'size' | 'createdAt'>,
): Promise<AttachmentRow> {
  const [row] = await db.insert(attachments).values(values).returning();
  return row!;
}

/**
 * Links the owner's uploaded file to one application or message; only a file that is not linked yet. The
 * row when it was linked, undefined when the file is not the owner's, already used, or gone.
 */
export async function linkAttachment(
  db: DbOrTx,
  id: string,
  ownerId: string,
  target: { applicationId: string } | { messageId: string },
) {
  const [row] = await db
    .update(attachments)
    .set(target)
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.ownerId, ownerId),
        isNull(attachments.applicationId),
        isNull(attachments.messageId),
      ),
    )
    .returning(listed);
  return row;
}

/**
 * An attachment with who may read it besides its owner: the company owning the application's job and the
 * applicant, or the two sides of the message's conversation (and whether the message was removed).
 */
export async function findAttachmentWithParties(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      path: attachments.path,
      name: attachments.name,
      type: attachments.type,
      ownerId: attachments.ownerId,
      jobCompanyId: jobs.companyId,
      applicantId: applications.facilitatorId,
      conversationCompanyId: conversations.companyId,
      conversationFacilitatorId: conversations.facilitatorId,
      messageHiddenAt: messages.hiddenAt,
    })
    .from(attachments)
    .leftJoin(applications, eq(applications.id, attachments.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(messages, eq(messages.id, attachments.messageId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(attachments.id, id));
  return row;
}

/** The files attached to these applications, oldest first. */
export function attachmentsOfApplications(db: DbOrTx, ids: string[]): Promise<ListedAttachment[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(listed)
    .from(attachments)
    .where(inArray(attachments.applicationId, ids))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/**
 * The files attached to each listed application, oldest first, read in the list's own statement (from
 * attachments_application_idx, one probe a row) so the page needs no second round trip; [] without any.
 * Over `applications`, whose table the list names.
 */
export const applicationFilesColumn = sql<Pick<AttachmentRow, 'id' | 'name' | 'size'>[]>`coalesce((
    select json_agg(json_build_object('id', ${attachments.id}, 'name', ${attachments.name}, 'size', ${attachments.size})
                    order by ${attachments.createdAt}, ${attachments.id})
    from ${attachments} where ${attachments.applicationId} = ${applications.id}
  ), '[]'::json)`;

/** The files attached to these messages, oldest first. */
export function attachmentsOfMessages(db: DbOrTx, ids: string[]): Promise<ListedAttachment[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(listed)
    .from(attachments)
    .where(inArray(attachments.messageId, ids))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** Every file the user uploaded, for the data export and the account's deletion. */
export function attachmentsOwnedBy(db: DbOrTx, ownerId: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(eq(attachments.ownerId, ownerId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

/** Deletes the owner's uploads never sent with anything and created before `before`; answers their files. */
/** How many of the owner's uploads are not sent with an application or a message. */
export async function countUnsentAttachments(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ unsent: count() })
    .from(attachments)
    .where(
      and(eq(attachments.ownerId, ownerId), isNull(attachments.applicationId), isNull(attachments.messageId)),
    );
  return row?.unsent ?? 0;
}

export async function deleteUnsentAttachments(db: DbOrTx, ownerId: string, before: Date): Promise<string[]> {
  const rows = await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.ownerId, ownerId),
        isNull(attachments.applicationId),
        isNull(attachments.messageId),
        lt(attachments.createdAt, before),
      ),
    )
    .returning({ path: attachments.path });
  return rows.map((row) => row.path);
}
