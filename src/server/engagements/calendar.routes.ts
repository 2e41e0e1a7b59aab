import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedSchema } from '../../shared/engagements';
import { requireRole, signedInMember } from '../auth/session';
import { IdParams } from '../http/params';
import { calendarFeed, calendarFeedUrl, engagementCalendar, renewCalendarFeedUrl } from './calendar';

/** `/calendar/:token`. Any string: a token that is not a current signed link of ours is simply not found. */
const CalendarTokenParams = z.object({ token: z.string() });

const ICS_TYPE = 'text/calendar; charset=utf-8';
/**
 * Calendar apps poll a subscribed feed, often every few minutes: five minutes of reuse spare the database,
 * and `private` keeps a shared cache from holding one person's calendar.
 */
const FEED_CACHE_CONTROL = 'private, max-age=300';

/**
 * Calendars (calendar.ts): an offer's or engagement's `.ics` for its parties, and each person's private
 * feed, whose signed address (GET /api/me/calendar-feed) a calendar app subscribes to without a session.
 * Renewing the address (POST) makes the previous one answer 404.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app.deps;
  const deps = { db, config, signedLinks: app.signedLinks };

  app.get(
    '/engagements/:id/calendar.ics',
    { preValidation: requireRole('member'), schema: { params: IdParams } },
    async (request, reply) => {
      const user = signedInMember(request);
      const { ics, filename } = await engagementCalendar(deps, request.params.id, user);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type(ICS_TYPE)
        .send(ics);
    },
  );

  app.get(
    '/api/me/calendar-feed',
    { preValidation: requireRole('member'), schema: { response: { 200: CalendarFeedSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return calendarFeedUrl(deps, signedInMember(request).id);
    },
  );

  app.post(
    '/api/me/calendar-feed',
    { preValidation: requireRole('member'), schema: { response: { 200: CalendarFeedSchema } } },
    async (request, reply) => {
      const result = await renewCalendarFeedUrl(deps, signedInMember(request).id);
      request.log.info('calendar feed address renewed');
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  app.get('/calendar/:token', { schema: { params: CalendarTokenParams } }, async (request, reply) => {
    const { ics, etag } = await calendarFeed(deps, request.params.token, clock.now());
    reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', etag);
    const tags = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags?.includes(etag) || tags?.includes('*')) return reply.status(304).send();
    return reply.type(ICS_TYPE).send(ics);
  });
};
