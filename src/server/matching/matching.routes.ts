import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuggestedFacilitatorsSchema } from '../../shared/profiles';
import { requireRole, signedInUser } from '../auth/session';
import { IdParams } from '../http/params';
import { noStore } from '../http/no-store';
import { suggestFacilitators } from './matching.service';

/** The company's side of matching: facilitators to invite to one of its jobs (the facilitator's side is their dashboard). */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db } = app.deps;

  app.get(
    '/api/jobs/:id/suggested-facilitators',
    {
      // The job's owner or an admin; the service tells them apart (an admin may hold any kind of account).
      preValidation: requireRole('any'),
      schema: { params: IdParams, response: { 200: SuggestedFacilitatorsSchema } },
    },
    async (request) => suggestFacilitators(db, signedInUser(request), request.params.id),
  );
};
