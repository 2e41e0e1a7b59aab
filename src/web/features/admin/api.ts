import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAction, AdminOverview, AuditLogPage } from '../../../shared/admin';
import { api } from '../../lib/api';

/** What the audit log page asks for (GET /api/admin/audit-log's query). */
export interface AuditLogQuery {
  action?: AdminAction;
  q?: string;
  page: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  auditLogPage: (query: AuditLogQuery) => [...adminKeys.auditLog, query] as const,
};

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => api<AdminOverview>('/api/admin/overview', { signal }),
    staleTime: 0,
  });

export const useAdminOverview = () => useQuery(adminOverviewQuery());

export const auditLogQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminKeys.auditLogPage(query),
    queryFn: ({ signal }) =>
      api<AuditLogPage>('/api/admin/audit-log', {
        query: { action: query.action, q: query.q, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Every admin action adds to it: ask again whenever the page opens.
    staleTime: 0,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQuery(query));
