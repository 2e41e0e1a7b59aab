import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogPageSchema, AuditLogQuerySchema } from '../../shared/admin';
import { requireRole } from '../auth/session';
import { listAuditLog } from './audit.service';
import { noStore } from '../http/no-store';

/** The admin console's audit log. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { db } = app.deps;

  app.get(
    '/api/admin/audit-log',
    {
      preValidation: requireRole('admin'),
      schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema } },
    },
    async (request) => {
      return listAuditLog(db, request.query);
    },
  );
};
