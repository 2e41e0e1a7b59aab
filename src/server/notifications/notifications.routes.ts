import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationListQuerySchema,
  NotificationsPageSchema,
  ReadAllResponseSchema,
  ReadNotificationResponseSchema,
} from '../../shared/notifications';
import { requireRole, signedInUser } from '../auth/session';
import { HttpError } from '../http/errors';
import { IdParams } from '../http/params';
import { NotificationHub } from './notifications.hub';
import {
  liveSessionsOf,
  membersOf,
  notificationItemOf,
  notificationsPage,
  readAllNotifications,
  readNotification,
  readerOf,
} from './notifications.service';

/** In-app notifications and the live event stream. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pool, clock } = app.deps;
  const hub = new NotificationHub({
    // One extra, dedicated connection: straight to PostgreSQL (LISTEN cannot go through a transaction pooler),
    // else with the pool's own settings.
    clientConfig: {
      ...(app.deps.sessionClientConfig ?? pool.options),
      application_name: 'facilitatorhub-listen',
    },
    load: (recipient, id) => notificationItemOf(db, recipient, id),
    liveSessions: (sessionIds) => liveSessionsOf(db, sessionIds),
    members: (organisationId, userIds) => membersOf(db, organisationId, userIds),
    log: app.log,
  });
  // An SSE response never ends by itself and server.close() waits for every open
  // connection before the onClose hooks run: end the streams first.
  app.addHook('preClose', async () => hub.endStreams());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/api/notifications',
    {
      preValidation: requireRole('any'),
      schema: { querystring: NotificationListQuerySchema, response: { 200: NotificationsPageSchema } },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      reply.header('cache-control', 'no-store');
      return notificationsPage(db, readerOf(signedInUser(request)), page, pageSize);
    },
  );

  app.post(
    '/api/notifications/read-all',
    { preValidation: requireRole('any'), schema: { response: { 200: ReadAllResponseSchema } } },
    async (request) => readAllNotifications(db, readerOf(signedInUser(request)), clock.now()),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preValidation: requireRole('any'),
      schema: { params: IdParams, response: { 200: ReadNotificationResponseSchema } },
    },
    async (request) => readNotification(db, readerOf(signedInUser(request)), request.params.id, clock.now()),
  );

  /**
   * Server-sent events: `event: notification` with the notification as JSON
   * whenever one is created for the signed-in user, or for the organisation they act for as the stream
   * opens, on any instance.
   */
  app.get('/api/notifications/stream', { preValidation: requireRole('any') }, async (request, reply) => {
    const current = signedInUser(request);
    try {
      await hub.listen();
    } catch (error) {
      request.log.error({ err: error }, 'notification listener unavailable');
      throw new HttpError(
        503,
        'UNAVAILABLE',
        'Live updates are unavailable right now. Please try again shortly.',
      );
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      // Tells nginx-style proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // Reconnect after 5 s if the connection drops; the comment flushes the headers to the browser.
    res.write('retry: 5000\n: connected\n\n');
    hub.add(current.id, res, {
      id: current.sessionId,
      expiresAt: current.sessionExpiresAt,
      organisationId: readerOf(current).organisationId,
    });
    app.deps.metrics.liveStreams.inc();
    res.once('close', () => app.deps.metrics.liveStreams.dec());
  });
};
