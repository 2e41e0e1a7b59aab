import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sniffImage } from './images';
import { locateFile, writeUpload, type StoredFile } from './files';

/**
 * Credential evidence: a PDF or an image, kept as uploaded (an admin checks the original) in its own folder
 * under the uploads directory, named by 128 random bits without an extension. GET /uploads/:file never
 * serves it (that route serves pictures only); the evidence route does, to its owner and admins.
 */
const EVIDENCE_FOLDER = 'evidence';
const STORED_NAME = /^[a-f0-9]{32}$/;

export const EVIDENCE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Whether the content is a PDF by its magic bytes (whatever type or name it was sent with). */
export const isPdf = (data: Buffer) =>
  data.length >= PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** Refuses decompression bombs, as for pictures. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The type of an evidence file by its content: a PDF by its magic bytes, an image by its magic bytes and
 * a header that decodes as that format. Null for anything else (HTML, text, a renamed file).
 */
export async function sniffEvidence(data: Buffer): Promise<EvidenceType | null> {
  if (isPdf(data)) return 'application/pdf';
  const kind = sniffImage(data);
  if (!kind) return null;
  try {
    const metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
    return metadata.format === kind ? `image/${kind}` : null;
  } catch {
    return null;
  }
}

const evidenceDir = (uploadsDir: string) => path.join(uploadsDir, EVIDENCE_FOLDER);

/** Stores the file under a fresh name; answers the name, which the credential row keeps. */
export async function writeEvidence(uploadsDir: string, data: Buffer): Promise<string> {
  const name = randomBytes(16).toString('hex');
  await writeUpload(evidenceDir(uploadsDir), name, data);
  return name;
}

/** The stored file, or null when the name is not one of ours or the file is gone. */
export async function readEvidence(uploadsDir: string, name: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(evidenceDir(uploadsDir), name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Where the stored file is and how large, for reading it as a stream (the data export); null when the
 * name is not one of ours or the file is gone.
 */
export async function locateEvidence(uploadsDir: string, name: string): Promise<StoredFile | null> {
  if (!STORED_NAME.test(name)) return null;
  return locateFile(path.join(evidenceDir(uploadsDir), name));
}

export async function removeEvidence(uploadsDir: string, name: string | null | undefined) {
  if (!name || !STORED_NAME.test(name)) return;
  await fs.rm(path.join(evidenceDir(uploadsDir), name), { force: true });
}

/** The text without C0 control characters and DEL (header injection, invisible names). */
const withoutControls = (text: string) =>
  [...text].filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f).join('');

/**
 * The file name a download suggests: the uploaded name without its folders and control characters, in
 * Content-Disposition's ASCII and UTF-8 forms.
 */
export function attachmentDisposition(name: string | null): string {
  const clean =
    withoutControls(name ?? '')
      .replace(/["\\/]/g, '')
      .trim() || 'evidence';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The name to keep of an uploaded file: its last path segment, without control characters, at most 200 long. */
export const uploadedName = (filename: string | undefined) =>
  withoutControls((filename ?? '').split(/[\\/]/).pop()!).slice(0, 200) || 'evidence';
