import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccessRequestItemSchema,
  AccessRequestListQuerySchema,
  AccessRequestPageSchema,
  AccessRequestReceiptSchema,
  AccessRequestSchema,
} from '../../shared/access-requests';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { FormGuardShape } from '../../shared/form-guard';
import { requireRole, signedInUser } from '../auth/session';
import { HttpError, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { requestLocale } from '../i18n';
import { checkFormGuard } from '../http/form-guard';
import { IdParams, isUuid } from '../http/params';
import {
  accessRequestsPage,
  handleAccessRequest,
  submitAccessRequest,
  toAccessRequestItem,
} from './access-requests.service';
import { noStore } from '../http/no-store';

/** Request Access form submissions and the admin list. */
export const accessRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, mailer, config, clock } = app.deps;

  /**
   * Public. A repeat from the same address within 24 hours gets the same answer
   * but only updates the earlier request, and sends no second mail (so the
   * form cannot be used to flood someone's inbox); a client IP may send a few
   * requests an hour, so it cannot mail a list of addresses either.
   */
  app.post(
    '/api/access-requests',
    {
      config: {
        rateLimit: {
          max: config.ACCESS_REQUESTS_PER_HOUR,
          timeWindow: 60 * 60_000,
          errorResponseBuilder: (_request, context) => {
            const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
            return new HttpError(
              429,
              'TOO_MANY_REQUESTS',
              `Too many access requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            );
          },
        },
      },
      schema: {
        body: AccessRequestSchema.extend(FormGuardShape),
        response: { 201: AccessRequestReceiptSchema },
      },
    },
    async (request, reply) => {
      const { website, formFillMs, ...input } = request.body;
      checkFormGuard({ website, formFillMs }, config.FORM_MIN_FILL_MS);
      const { row, created } = await submitAccessRequest(
        db,
        mailer,
        input,
        clock.now(),
        requestLocale(request),
      );
      request.log.info({ accessRequestId: row.id, created }, 'access request received');
      return reply.status(201).send({ status: 'received' as const, email: row.email });
    },
  );

  app.get(
    '/api/admin/access-requests',
    {
      preValidation: requireRole('admin'),
      schema: { querystring: AccessRequestListQuerySchema, response: { 200: AccessRequestPageSchema } },
    },
    async (request) => {
      const { status, page } = request.query;
      return accessRequestsPage(db, status, page, DEFAULT_PAGE_SIZE);
    },
  );

  app.post(
    '/api/admin/access-requests/:id/handle',
    {
      preValidation: requireRole('admin'),
      schema: { params: IdParams, response: { 200: AccessRequestItemSchema } },
    },
    async (request) => {
      const { id } = request.params;
      // A malformed id is as unknown as a well-formed one that matches nothing.
      const row = isUuid(id)
        ? await handleAccessRequest(db, signedInUser(request), id, clock.now())
        : undefined;
      if (!row) throw notFound(em('accessRequests.notFound'));
      return toAccessRequestItem(row);
    },
  );
};
