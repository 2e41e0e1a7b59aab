import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnsubscribeInfoSchema, UnsubscribeParamsSchema, UnsubscribeResultSchema } from '../../shared/saved';
import { noStore } from '../http/no-store';
import { unsubscribe, unsubscribeInfo } from './alerts.service';
import { em } from '../http/error-messages';

/** A one-click unsubscribe body is one short field (RFC 8058); anything longer is not one. */
const FORM_BODY_LIMIT = 1024;

/**
 * The body of an unsubscribe POST: none (the confirmation page's button), or the form a mail client sends
 * for one click (`List-Unsubscribe=One-Click`). The URL's token alone decides what is unsubscribed.
 */
const UnsubscribeBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click', em('alerts.notOneClick')).optional() })
  .nullish();

/**
 * Unsubscribing from one saved search's alerts by the signed link of its mails, without signing in: the
 * confirmation page reads what the link stops, and its button, or a mail client's one-click POST to the
 * same address (List-Unsubscribe, RFC 8058), turns the search's alerts off. The POST accepts any origin
 * and no cookie (app.ts exempts it from the foreign-write check): the token is the authority. Writes go
 * through the global rate limit like every public write.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const deps = { db, signedLinks: app.signedLinks };

  // Mail clients send the one-click POST as a form: urlencoded (or multipart, RFC 8058 §3.1, whose
  // content this route does not need). Registered here, so other routes keep refusing forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/api/alerts/unsubscribe/:token',
    { schema: { params: UnsubscribeParamsSchema, response: { 200: UnsubscribeInfoSchema } } },
    async (request) => unsubscribeInfo(deps, request.params.token, clock.now()),
  );

  app.post(
    '/alerts/unsubscribe/:token',
    {
      config: { anyOrigin: true },
      schema: {
        params: UnsubscribeParamsSchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) => {
      const result = await unsubscribe(deps, request.params.token, clock.now());
      request.log.info('saved search unsubscribed by link');
      return result;
    },
  );
};
