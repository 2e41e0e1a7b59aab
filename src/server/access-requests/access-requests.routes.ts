import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCESS_REQUEST_ROLES,
  ACCESS_REQUEST_STATUSES,
  AccessRequestListQuerySchema,
  AccessRequestSchema,
} from '../../shared/access-requests';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { requireUser } from '../auth/session';
import { HttpError, notFound } from '../http/errors';
import { accessRequestMail } from '../mail/templates';
import {
  listAccessRequests,
  markAccessRequestHandled,
  saveAccessRequest,
  type AccessRequestRow,
} from './access-requests.repo';

const ReceiptSchema = z.object({ status: z.literal('received'), email: z.string() });

const ItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCESS_REQUEST_ROLES),
  message: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

const PageSchema = z.object({
  items: z.array(ItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

const toItem = (row: AccessRequestRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt ? row.handledAt.toISOString() : null,
});

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before input validation, so that a signed-out caller always gets 401 and a non-admin 403. */
const adminOnly = async (request: FastifyRequest) => {
  await requireUser(request, 'admin');
};

/** Request Access form submissions and the admin list. */
export const accessRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: { body: AccessRequestSchema, response: { 201: ReceiptSchema } },
    },
    async (request, reply) => {
      const { row, created } = await saveAccessRequest(db, request.body, clock.now());
      if (created) {
        try {
          await mailer.send(accessRequestMail(request.body));
        } catch (error) {
          // The request is stored; a mail outage must not turn it into an error for the visitor.
          request.log.error(
            { err: error, accessRequestId: row.id },
            'access request confirmation mail failed',
          );
        }
      }
      request.log.info({ accessRequestId: row.id, created }, 'access request received');
      return reply.status(201).send({ status: 'received' as const, email: row.email });
    },
  );

  app.get(
    '/api/admin/access-requests',
    {
      onRequest: adminOnly,
      schema: { querystring: AccessRequestListQuerySchema, response: { 200: PageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, page } = request.query;
      const pageSize = DEFAULT_PAGE_SIZE;
      const { rows, total } = await listAccessRequests(db, status, page, pageSize);
      return {
        items: rows.map(toItem),
        page,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },
  );

  app.post(
    '/api/admin/access-requests/:id/handle',
    {
      onRequest: adminOnly,
      schema: { params: z.object({ id: z.string().max(100) }), response: { 200: ItemSchema } },
    },
    async (request) => {
      const { id } = request.params;
      // A malformed id is as unknown as a well-formed one that matches nothing.
      const row = UUID_RE.test(id) ? await markAccessRequestHandled(db, id, clock.now()) : undefined;
      if (!row) throw notFound('Access request not found.');
      return toItem(row);
    },
  );
};
