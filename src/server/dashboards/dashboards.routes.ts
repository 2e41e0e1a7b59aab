import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyDashboardSchema, FacilitatorDashboardSchema } from '../../shared/applications';
import { requireRole, signedInCompany, signedInUser } from '../auth/session';
import { companyDashboard, facilitatorDashboard } from './dashboards.service';
import { noStore } from '../http/no-store';

/** The two dashboards: a facilitator's and a company's. */
export const dashboardsRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db, clock } = app.deps;

  app.get(
    '/api/facilitator/dashboard',
    { preValidation: requireRole('facilitator'), schema: { response: { 200: FacilitatorDashboardSchema } } },
    async (request) => {
      return facilitatorDashboard(db, signedInUser(request).id, clock.now());
    },
  );

  app.get(
    '/api/company/dashboard',
    { preValidation: requireRole('company'), schema: { response: { 200: CompanyDashboardSchema } } },
    async (request) => {
      return companyDashboard(db, signedInCompany(request).companyId, clock.now());
    },
  );
};
