import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthOkSchema, HealthUnavailableSchema, type DbMode } from '../../shared/health';
import { databaseAnswers } from './health.service';

export type Lifecycle = { state: 'starting' | 'ready' | 'stopping' };

export const healthRoutes: FastifyPluginAsyncZod<{
  lifecycle: Lifecycle;
  dbMode: DbMode;
}> = async (app, { lifecycle, dbMode }) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: { 200: HealthOkSchema, 503: HealthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      if (lifecycle.state !== 'ready') return reply.status(503).send({ status: lifecycle.state, db: dbMode });
      if (!(await databaseAnswers(app.deps)))
        return reply.status(503).send({ status: 'unavailable', db: dbMode });
      return { status: 'ok' as const, db: dbMode };
    },
  );
};
