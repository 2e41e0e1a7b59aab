import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  AvatarResponseSchema,
} from '../../shared/profiles';
import { profileOf, requireRole, signedInMember } from '../auth/session';
import { badRequest, notFound } from '../http/errors';
import { newStoredFileName, readUpload, removeUpload, storedPath, writeUpload } from './files';
import { reencodeAvatar, sniffImage } from './images';
import { acceptOneFileUploads, readUploadedFile } from './multipart-file';
import { replacePicture } from './pictures.service';
import { em } from '../http/error-messages';

const AVATAR_UPLOAD_MESSAGES = {
  missing: em('files.chooseImage'),
  size: AVATAR_SIZE_MESSAGE,
  type: AVATAR_TYPE_MESSAGE,
};

/** Logo and avatar uploads, and serving them. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app.deps;
  const dir = config.UPLOADS_DIR;

  await acceptOneFileUploads(app, AVATAR_MAX_BYTES);

  /** One file field named "file"; checked by content, re-encoded, then swapped in. */
  app.post(
    '/api/profile/avatar',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      preValidation: requireRole('member'),
      schema: { response: { 200: AvatarResponseSchema } },
    },
    async (request) => {
      const current = profileOf(signedInMember(request), 'profile');
      const { data } = await readUploadedFile(request, AVATAR_UPLOAD_MESSAGES);

      const kind = sniffImage(data);
      if (!kind) throw badRequest(AVATAR_TYPE_MESSAGE, { file: [AVATAR_TYPE_MESSAGE] });
      let encoded: Buffer;
      try {
        encoded = await reencodeAvatar(data, kind);
      } catch (error) {
        request.log.info({ err: error }, 'upload is not a decodable image');
        throw badRequest(AVATAR_TYPE_MESSAGE, { file: [AVATAR_TYPE_MESSAGE] });
      }

      const fileName = newStoredFileName();
      await writeUpload(dir, fileName, encoded);
      let replaced: { previous: string | null } | undefined;
      try {
        replaced = await replacePicture(db, current.id, current.userType, storedPath(fileName), clock.now());
      } catch (error) {
        await removeUpload(dir, fileName).catch(() => undefined);
        throw error;
      }
      if (!replaced) {
        await removeUpload(dir, fileName).catch(() => undefined);
        throw notFound(em('profiles.notFound'));
      }
      // Only after the new path is committed does the old file go.
      await removeUpload(dir, replaced.previous).catch((error) =>
        request.log.warn({ err: error }, 'old picture not removed'),
      );
      return { url: storedPath(fileName) };
    },
  );

  app.delete(
    '/api/profile/avatar',
    { preValidation: requireRole('member'), schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const current = profileOf(signedInMember(request), 'profile');
      const replaced = await replacePicture(db, current.id, current.userType, null, clock.now());
      if (!replaced) throw notFound(em('profiles.notFound'));
      await removeUpload(dir, replaced.previous).catch((error) =>
        request.log.warn({ err: error }, 'old picture not removed'),
      );
      return reply.status(204).send(null);
    },
  );

  /** Names are random and never reused, so a picture can be cached for good. */
  app.get(
    '/uploads/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const data = await readUpload(dir, request.params.file);
      if (!data) throw notFound(em('files.notFound'));
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(data);
    },
  );
};
