import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);

/** What to tell the uploader: no file, a file over the limit, a body that is not a readable upload. */
export interface UploadMessages {
  missing: string;
  size: string;
  type: string;
}

/**
 * Lets the routes of the calling plugin (and only those) take multipart bodies of one file of at most
 * `maxBytes`; a larger one fails `readUploadedFile` with the size message.
 */
export async function acceptOneFileUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
}

/**
 * The one file of a multipart upload, in the field named "file" (the route's plugin calls
 * `acceptOneFileUploads` with its size limit). Every way it can go wrong is a 400 with a field error.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  messages: UploadMessages,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw badRequest(messages.missing);
  let data: Buffer;
  let filename: string;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(messages.missing);
    filename = part.filename;
    data = await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && TOO_LARGE_CODES.has(code)) throw badRequest(messages.size, { file: [messages.size] });
    if (error instanceof HttpError) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw badRequest(messages.type, { file: [messages.type] });
  }
  if (data.length === 0) throw badRequest(messages.missing, { file: [messages.missing] });
  return { data, filename };
}
