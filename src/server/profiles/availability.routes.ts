import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailabilityDateParamsSchema,
  AvailabilityRangeQuerySchema,
  AvailabilitySchema,
  BlockRangeSchema,
  OwnAvailabilitySchema,
} from '../../shared/facilitation';
import { requireRole, signedInUser } from '../auth/session';
import { noStore } from '../http/no-store';
import {
  calendarRange,
  ownAvailability,
  saveAvailability,
  setDayBlocked,
  setRangeBlocked,
} from './availability.service';

/**
 * The facilitator's own availability: a status and the blocked days of the calendar. Every answer is the
 * calendar of the range asked for (`from`/`to`, default this month and the next two), so the page redraws
 * from it.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const facilitator = { preValidation: requireRole('facilitator') };
  const response = { 200: OwnAvailabilitySchema };

  noStore(app);

  app.get(
    '/api/profile/availability',
    { ...facilitator, schema: { querystring: AvailabilityRangeQuerySchema, response } },
    async (request) =>
      ownAvailability(db, signedInUser(request).id, calendarRange(request.query, clock.now())),
  );

  app.put(
    '/api/profile/availability',
    {
      ...facilitator,
      schema: { querystring: AvailabilityRangeQuerySchema, body: AvailabilitySchema, response },
    },
    async (request) => {
      const now = clock.now();
      return saveAvailability(
        db,
        signedInUser(request).id,
        request.body,
        calendarRange(request.query, now),
        now,
      );
    },
  );

  for (const [method, blocked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/profile/availability/dates/:date',
      ...facilitator,
      schema: { params: AvailabilityDateParamsSchema, querystring: AvailabilityRangeQuerySchema, response },
      handler: async (request) => {
        const now = clock.now();
        const range = calendarRange(request.query, now);
        return setDayBlocked(db, signedInUser(request).id, request.params.date, blocked, range, now);
      },
    });
  }

  /** Blocks or unblocks a range of days (at most BLOCK_RANGE_MAX_DAYS) at once. */
  app.post(
    '/api/profile/availability/range',
    {
      ...facilitator,
      schema: { querystring: AvailabilityRangeQuerySchema, body: BlockRangeSchema, response },
    },
    async (request) => {
      const now = clock.now();
      const range = calendarRange(request.query, now);
      return setRangeBlocked(db, signedInUser(request).id, request.body, range, now);
    },
  );
};
