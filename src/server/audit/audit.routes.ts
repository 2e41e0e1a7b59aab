import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogPageSchema, AuditLogQuerySchema } from '../../shared/admin';
import { requireRole } from '../auth/session';
import { listAuditLog } from './audit.service';

/** The admin console's audit log. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/admin/audit-log',
    {
      preValidation: requireRole('admin'),
      schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAuditLog(db, request.query);
    },
  );
};
