import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OperatorResponseSchema } from '../../shared/operator';

/** The operator's details for the site notice, privacy policy and terms (null when not configured). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const operator = app.deps.config.OPERATOR;
  app.get(
    '/api/operator',
    { schema: { response: { 200: OperatorResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { operator };
    },
  );
};
