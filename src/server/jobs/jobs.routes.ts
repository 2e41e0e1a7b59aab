import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Job postings: create, list, search, detail, lifecycle. */
export const jobsRoutes: FastifyPluginAsyncZod = async () => {};
