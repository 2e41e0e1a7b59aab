import type { DbOrTx } from '../db/client';
import { locateAttachment } from '../storage/attachments';
import type { ArchiveFile } from '../storage/zip-archive';
import { attachmentsOwnedBy } from './attachments.repo';

/**
 * The data export's part of attachments: every file the user attached (or uploaded to attach), with what
 * it was attached to, and the files themselves under `files/attachments/` in the archive.
 */
export async function attachmentsExport(db: DbOrTx, uploadsDir: string, ownerId: string) {
  const files: ArchiveFile[] = [];
  const attachments = [];
  for (const row of await attachmentsOwnedBy(db, ownerId)) {
    const stored = await locateAttachment(uploadsDir, row.path);
    const file = stored && { ...stored, path: `files/attachments/${row.id}.pdf` };
    if (file) files.push(file);
    attachments.push({
      id: row.id,
      name: row.name,
      type: row.type,
      size: row.size,
      applicationId: row.applicationId,
      messageId: row.messageId,
      createdAt: row.createdAt.toISOString(),
      file: file ? file.path : null,
    });
  }
  return { attachments, files };
}
