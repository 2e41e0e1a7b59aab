import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MISSING_MESSAGE,
  ATTACHMENT_SIZE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  AttachmentResponseSchema,
} from '../../shared/attachments';
import { principalId, requireRole, signedInUser } from '../auth/session';
import { notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import { locateAttachment } from '../storage/attachments';
import { attachmentDisposition } from '../storage/evidence';
import { acceptOneFileUploads, readUploadedFile } from '../storage/multipart-file';
import { attachmentFor, storeAttachment } from './attachments.service';
import { em } from '../http/error-messages';

const ATTACHMENT_UPLOAD_MESSAGES = {
  missing: ATTACHMENT_MISSING_MESSAGE,
  size: ATTACHMENT_SIZE_MESSAGE,
  type: ATTACHMENT_TYPE_MESSAGE,
};

/**
 * Files attached to applications and messages (a CV, a proposal): uploaded first, then sent with the
 * application or the message by id. Served only to their parties, always as a download, never as a page.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const uploadsDir = config.UPLOADS_DIR;

  noStore(app);
  await acceptOneFileUploads(app, ATTACHMENT_MAX_BYTES);

  /** One file field named "file": a PDF by its content, at most ATTACHMENT_MAX_BYTES. */
  app.post(
    '/api/attachments',
    {
      preValidation: requireRole('any'),
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { response: { 201: AttachmentResponseSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      const upload = await readUploadedFile(request, ATTACHMENT_UPLOAD_MESSAGES);
      const attachment = await storeAttachment(db, uploadsDir, current.id, upload, clock.now());
      return reply.status(201).send({ attachment });
    },
  );

  /** To its parties only; a download that no browser renders as a page. */
  app.get(
    '/api/attachments/:id',
    { preValidation: requireRole('any'), schema: { params: IdParams } },
    async (request, reply) => {
      const reader = signedInUser(request);
      const attachment = await attachmentFor(db, [reader.id, principalId(reader)], request.params.id);
      const stored = await locateAttachment(uploadsDir, attachment.path);
      if (!stored) throw notFound(em('files.notFound'));
      return reply
        .header('content-disposition', attachmentDisposition(attachment.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', stored.size)
        .type(attachment.type)
        .send(createReadStream(stored.file));
    },
  );
};
