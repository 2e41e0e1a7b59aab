import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Company and facilitator profiles, onboarding, directories. */
export const profilesRoutes: FastifyPluginAsyncZod = async () => {};
