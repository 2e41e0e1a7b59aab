import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HiddenReferenceSchema,
  HideReferenceInputSchema,
  OwnReferenceSchema,
  ReferenceGiveInputSchema,
  ReferenceRequestInputSchema,
} from '../../shared/reviews';
import {
  OwnReferenceListSchema,
  ReferenceFormSchema,
  ReferenceGivenSchema,
  ReferenceTokenParamsSchema,
} from '../../shared/outside-references';
import { EmptyBodySchema } from '../../shared/engagements';
import { isLocale, localizedPath } from '../../shared/i18n/locales';
import { requireRole, signedInMember, signedInUser } from '../auth/session';
import { HttpError } from '../http/errors';
import { noStore } from '../http/no-store';
import { IdParams } from '../http/params';
import {
  giveReference,
  hideReference,
  ownReferences,
  referenceForm,
  requestReference,
  withdrawReference,
} from './references.service';

/** A reference is at most a few thousand characters; a form body past this is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

/** The page's form as a browser sends it before the script runs: the reference and the page's language. */
const ReferenceFormBodySchema = ReferenceGiveInputSchema.extend({ locale: z.string().max(5).optional() });

/**
 * Outside references (docs/decisions/042): the facilitator asks, lists and withdraws; the client, signed in
 * or not, reads who asks and gives the reference by the mailed link alone (the token is the credential); the
 * operator hides a given one (abuse, a fake).
 */
export const referencesRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;
  const deps = { ...app.deps, signedLinks: app.signedLinks };
  const facilitator = requireRole('facilitator');

  app.get(
    '/api/facilitator/references',
    { preValidation: facilitator, schema: { response: { 200: OwnReferenceListSchema } } },
    async (request) => ownReferences(db, signedInMember(request).id, clock.now()),
  );

  app.post(
    '/api/facilitator/references',
    {
      preValidation: facilitator,
      schema: { body: ReferenceRequestInputSchema, response: { 201: OwnReferenceSchema } },
    },
    async (request, reply) => {
      const reference = await requestReference(deps, signedInMember(request).id, request.body, clock.now());
      return reply.status(201).send(reference);
    },
  );

  app.post(
    '/api/facilitator/references/:id/withdraw',
    {
      preValidation: facilitator,
      schema: { params: IdParams, body: EmptyBodySchema, response: { 200: OwnReferenceSchema } },
    },
    async (request) => withdrawReference(deps, signedInMember(request).id, request.params.id, clock.now()),
  );

  app.post(
    '/api/admin/references/:id/hide',
    {
      preValidation: requireRole('admin'),
      schema: { params: IdParams, body: HideReferenceInputSchema, response: { 200: HiddenReferenceSchema } },
    },
    async (request) => hideReference(db, signedInUser(request), request.params.id, request.body, clock.now()),
  );

  app.get(
    '/api/references/:token',
    { schema: { params: ReferenceTokenParamsSchema, response: { 200: ReferenceFormSchema } } },
    async (request) => referenceForm(deps, request.params.token, clock.now()),
  );

  app.post(
    '/api/references/:token',
    {
      schema: {
        params: ReferenceTokenParamsSchema,
        body: ReferenceGiveInputSchema,
        response: { 200: ReferenceGivenSchema },
      },
    },
    async (request) => {
      await giveReference(deps, request.params.token, request.body, clock.now());
      return { given: true as const };
    },
  );

  // The page's form before its script runs: a browser posts it urlencoded to the page's own address. Registered
  // here, so other routes keep refusing forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/references/:token',
    { schema: { params: ReferenceTokenParamsSchema, body: ReferenceFormBodySchema } },
    async (request, reply) => {
      const { locale, ...input } = request.body;
      const page = (query: string) =>
        localizedPath(
          locale && isLocale(locale) ? locale : 'en',
          `/references/${encodeURIComponent(request.params.token)}${query}`,
        );
      try {
        await giveReference(deps, request.params.token, input, clock.now());
      } catch (error) {
        // A link that no longer works: the page says so.
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410))
          return reply.redirect(page(''), 303);
        throw error;
      }
      return reply.redirect(page('?given=1'), 303);
    },
  );
};
