import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { locateFile, writeUpload, type StoredFile } from './files';

/**
 * Attachments of applications and messages (PDFs), kept as uploaded in their own folder under the uploads
 * directory, as the credentials' evidence is: named by 128 random bits without an extension, never served
 * by GET /uploads/:file, only by the attachment route to the file's parties.
 */
const ATTACHMENTS_FOLDER = 'attachments';
const STORED_NAME = /^[a-f0-9]{32}$/;

const attachmentsDir = (uploadsDir: string) => path.join(uploadsDir, ATTACHMENTS_FOLDER);

/** Stores the file under a fresh name; answers the name, which the attachment row keeps. */
export async function writeAttachment(uploadsDir: string, data: Buffer): Promise<string> {
  const name = randomBytes(16).toString('hex');
  await writeUpload(attachmentsDir(uploadsDir), name, data);
  return name;
}

/** Where the stored file is and how large, for reading it as a stream; null when it is not one of ours or gone. */
export async function locateAttachment(uploadsDir: string, name: string): Promise<StoredFile | null> {
  if (!STORED_NAME.test(name)) return null;
  return locateFile(path.join(attachmentsDir(uploadsDir), name));
}

export async function removeAttachment(uploadsDir: string, name: string | null | undefined) {
  if (!name || !STORED_NAME.test(name)) return;
  await fs.rm(path.join(attachmentsDir(uploadsDir), name), { force: true });
}
