import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeleteAccountSchema, MeResponseSchema } from '../../shared/auth';
import { NotificationSettingsSchema } from '../../shared/messages';
import { account, applications, user } from '../db/schema';
import { badRequest } from '../http/errors';
import { notificationSettingsOf, saveNotificationSettings } from '../notifications/email-settings';
import { anonymiseCompanyJobs } from '../jobs/jobs.repo';
import { findPicturePath } from '../storage/pictures.repo';
import { removeEvidence } from '../storage/evidence';
import { evidenceFilesOf } from '../profiles/credentials.repo';
import { accountLimiter } from './account-limiter';
import { verifyPassword } from './auth';
import { startDataExport } from './data-export.service';
import { meOf } from './me';
import { getCurrentUser, requireRole, signedInUser } from './session';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const deletionLimiter = accountLimiter(app.deps.pool);

  /** The signed-in user (null when signed out), with the role and profile state the UI needs. */
  app.get(
    '/api/me',
    { schema: { response: { 200: MeResponseSchema.nullable() } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return meOf(db, await getCurrentUser(request));
    },
  );

  /** Which emails the signed-in user gets (Account settings → Notifications); in-app notifications stay on. */
  app.get(
    '/api/account/notification-settings',
    {
      preValidation: requireRole('any'),
      schema: { response: { 200: NotificationSettingsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return notificationSettingsOf(db, signedInUser(request).id);
    },
  );

  app.put(
    '/api/account/notification-settings',
    {
      preValidation: requireRole('any'),
      schema: { body: NotificationSettingsSchema, response: { 200: NotificationSettingsSchema } },
    },
    async (request) => saveNotificationSettings(db, signedInUser(request).id, request.body, clock.now()),
  );

  /**
   * GDPR data export: everything stored about the signed-in user, as a ZIP archive streamed as it is
   * read (data.json and the uploaded files); one at a time per user, a few per hour.
   */
  // No HEAD twin: it would build and throw away a whole archive, holding the export's lease and counting against its limit.
  app.get(
    '/api/account/export',
    { preValidation: requireRole('any'), exposeHeadRoute: false },
    async (request, reply) => {
      const { filename, stream } = await startDataExport(app.deps, signedInUser(request), request.log);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store');
      return reply.send(stream);
    },
  );

  /**
   * Deletes the account: personal data and sessions go; a company's jobs are
   * closed and anonymised, a facilitator's applications withdrawn and emptied.
   */
  app.delete(
    '/api/account',
    {
      preValidation: requireRole('any'),
      schema: { body: DeleteAccountSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      if (request.body.confirmEmail !== current.email.toLowerCase()) {
        throw badRequest('Type your email address exactly to confirm.', {
          confirmEmail: ['Type your email address exactly to confirm.'],
        });
      }
      // Whoever holds only the session cookie must not be able to guess the password here at leisure.
      await deletionLimiter.hit(`delete-account:${current.id}`);
      const [credential] = await db
        .select({ hash: account.password })
        .from(account)
        .where(and(eq(account.userId, current.id), eq(account.providerId, 'credential')));
      if (!credential?.hash || !(await verifyPassword(credential.hash, request.body.password))) {
        throw badRequest('That password is not correct.', { password: ['That password is not correct.'] });
      }
      const files: string[] = [];
      const evidenceFiles: string[] = [];
      const now = clock.now();
      await db.transaction(async (tx) => {
        const picture = await findPicturePath(tx, current.id, current.userType);
        if (picture?.path) files.push(picture.path);
        if (current.userType === 'company') {
          await anonymiseCompanyJobs(tx, current.id, now);
        } else {
          evidenceFiles.push(...(await evidenceFilesOf(tx, current.id)));
          await tx
            .update(applications)
            .set({
              status: 'withdrawn',
              coverLetter: '',
              portfolioLinks: [],
              availability: null,
              facilitatorId: null,
              statusChangedAt: now,
              updatedAt: now,
            })
            .where(and(eq(applications.facilitatorId, current.id), isNotNull(applications.facilitatorId)));
        }
        // Sessions, credentials, profile, focus areas, facilitator credentials, blocked days, notifications, saved
        // items and searches and the alert history go with the user row (ON DELETE CASCADE), as do other
        // companies' saves of this facilitator.
        // The audit log keeps an administrator's entries, with actor_id set to null (ON DELETE SET NULL).
        await tx.delete(user).where(eq(user.id, current.id));
      });
      for (const file of files) {
        await fs
          .rm(path.join(app.deps.config.UPLOADS_DIR, path.basename(file)), { force: true })
          .catch(() => undefined);
      }
      for (const file of evidenceFiles)
        await removeEvidence(app.deps.config.UPLOADS_DIR, file).catch(() => undefined);
      reply.header('set-cookie', [
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
      ]);
      return reply.status(204).send(null);
    },
  );
};
