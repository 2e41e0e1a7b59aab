import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Stored pictures are named by 128 random bits; nothing else is ever served from the uploads folder. */
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

const isStoredFileName = (name: string) => STORED_NAME.test(name);

export const newStoredFileName = () => `${randomBytes(16).toString('hex')}.webp`;

/** What the profile row holds: the public path of the file. */
export const storedPath = (fileName: string) => `/uploads/${fileName}`;

/** The public URL of a stored picture (served by GET /uploads/:file), or null when there is none. */
export const uploadUrl = (stored: string | null | undefined): string | null => {
  const name = fileNameOf(stored);
  return name ? storedPath(name) : null;
};

/** The file behind a stored path, or null when the value does not name one of our files. */
function fileNameOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const name = path.basename(stored);
  return isStoredFileName(name) ? name : null;
}

export async function writeUpload(dir: string, fileName: string, data: Buffer) {
  // Served by this server only: no other local user needs to read the folder.
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  // 'wx': never overwrite (a random-name collision would be a bug, not something to paper over).
  await fs.writeFile(path.join(dir, fileName), data, { flag: 'wx', mode: 0o600 });
}

export async function removeUpload(dir: string, stored: string | null | undefined) {
  const name = fileNameOf(stored);
  if (!name) return;
  await fs.rm(path.join(dir, name), { force: true });
}

/** A stored file on disk: its absolute path and size in bytes. */
export interface StoredFile {
  file: string;
  size: number;
}

/** The file at `file` with its size, or null when it is gone or not a regular file. */
export async function locateFile(file: string): Promise<StoredFile | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? { file, size: stats.size } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The picture behind a stored path (a logo, an avatar) for reading as a stream, or null when there is none. */
export async function locateUpload(
  dir: string,
  stored: string | null | undefined,
): Promise<StoredFile | null> {
  const name = fileNameOf(stored);
  return name ? locateFile(path.join(dir, name)) : null;
}

export async function readUpload(dir: string, fileName: string): Promise<Buffer | null> {
  if (!isStoredFileName(fileName)) return null;
  try {
    return await fs.readFile(path.join(dir, fileName));
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'EISDIR'
    )
      return null;
    throw error;
  }
}
