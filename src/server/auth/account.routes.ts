import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeEmailResultSchema,
  ChangeEmailSchema,
  ConfirmEmailChangeResultSchema,
  ConfirmEmailChangeSchema,
  DeleteAccountSchema,
  LanguageSettingsSchema,
  MeResponseSchema,
} from '../../shared/auth';
import { NotificationSettingsSchema } from '../../shared/messages';
import { badRequest } from '../http/errors';
import { em } from '../http/error-messages';
import { accountLimiter } from './account-limiter';
import { deleteAccount, emailSettingsOf, meOf, saveEmailSettings, saveLanguage } from './account.service';
import { startDataExport } from './data-export.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { getCurrentUser, requireRole, signedInUser } from './session';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deletionLimiter = accountLimiter(app.deps.pool);

  /** The signed-in user (null when signed out), with the role and profile state the UI needs. */
  app.get(
    '/api/me',
    { schema: { response: { 200: MeResponseSchema.nullable() } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return meOf(app.deps, await getCurrentUser(request));
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
      return emailSettingsOf(app.deps, signedInUser(request).id);
    },
  );

  app.put(
    '/api/account/notification-settings',
    {
      preValidation: requireRole('any'),
      schema: { body: NotificationSettingsSchema, response: { 200: NotificationSettingsSchema } },
    },
    async (request) => saveEmailSettings(app.deps, signedInUser(request).id, request.body),
  );

  /** The language of the signed-in user's mails and notifications (Account settings → Language). */
  app.patch(
    '/api/account/language',
    {
      preValidation: requireRole('any'),
      schema: { body: LanguageSettingsSchema, response: { 200: LanguageSettingsSchema } },
    },
    async (request) => saveLanguage(app.deps, signedInUser(request).id, request.body),
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
        throw badRequest(em('account.confirmEmailMismatch'), {
          confirmEmail: [em('account.confirmEmailMismatch')],
        });
      }
      // Whoever holds only the session cookie must not be able to guess the password here at leisure.
      await deletionLimiter.hit(`delete-account:${current.id}`);
      await deleteAccount(app.deps, current, request.body.password);
      reply.header('set-cookie', [
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        '__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
      ]);
      return reply.status(204).send(null);
    },
  );

  /**
   * Asks to change the account's email address, with the current password: a link goes to the new
   * address (which changes only once it is followed) and a notice to the old one.
   */
  app.post(
    '/api/account/email',
    {
      preValidation: requireRole('any'),
      schema: { body: ChangeEmailSchema, response: { 202: ChangeEmailResultSchema } },
    },
    async (request, reply) => {
      const current = signedInUser(request);
      // Like deletion: a session cookie alone must not try passwords here at leisure.
      await deletionLimiter.hit(`change-email:${current.id}`);
      await requestEmailChange(app.deps, current, request.body);
      return reply.status(202).send({ status: 'confirmation-sent' as const });
    },
  );

  /** Follows the link mailed to the new address (no session needed: the signed token names the request). */
  app.post(
    '/api/account/email/confirm',
    { schema: { body: ConfirmEmailChangeSchema, response: { 200: ConfirmEmailChangeResultSchema } } },
    async (request) => confirmEmailChange(app.deps, request.body.token),
  );
};
