// Long on purpose: every query and mutation of the admin console, one section per page, with the query keys
// they share: an action on one page invalidates the lists of the others through `adminKeys.all`.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAction, AdminOverview, AuditLogPage, QueueOverview } from '../../../shared/admin';
import type { ModerationDecision, ModerationQueue } from '../../../shared/moderation';
import type { AccountType } from '../../../shared/constants';
import type {
  ADMIN_CREDENTIAL_FILTERS,
  AdminCredential,
  AdminCredentialPage,
  ExchangeRates,
  RejectCredentialInput,
  RequestEvidenceInput,
  UpdateExchangeRatesInput,
  VerifyCredentialInput,
} from '../../../shared/facilitation';
import type {
  AdminOrganisation,
  AdminOrganisationsPage,
  AdminUser,
  AdminUsersPage,
  ReportedTargetsPage,
  ReportTargetType,
  UserState,
} from '../../../shared/reports';
import type {
  AdminEngagementDetail,
  AdminEngagementFilter,
  AdminEngagementsPage,
} from '../../../shared/admin-engagements';
import { api } from '../../lib/api';
import { exchangeRatesQuery } from '../jobs/api';

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
  queue: ['admin', 'queue'] as const,
  moderation: ['admin', 'moderation'] as const,
  moderationPage: (page: number) => [...adminKeys.moderation, page] as const,
  reports: ['admin', 'reports'] as const,
  reportsPage: (page: number) => [...adminKeys.reports, page] as const,
  users: ['admin', 'users'] as const,
  usersPage: (query: UsersQuery) => [...adminKeys.users, query] as const,
  organisations: ['admin', 'organisations'] as const,
  organisationsPage: (query: OrganisationsQuery) => [...adminKeys.organisations, query] as const,
  credentials: ['admin', 'credentials'] as const,
  credentialsPage: (query: CredentialsQuery) => [...adminKeys.credentials, query] as const,
  engagements: ['admin', 'engagements'] as const,
  engagementsPage: (filter: AdminEngagementFilter, page: number) =>
    [...adminKeys.engagements, 'list', filter, page] as const,
  engagement: (id: string) => [...adminKeys.engagements, 'one', id] as const,
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

/** How often the background jobs panel refreshes while it is open. */
const QUEUE_REFRESH_MS = 30_000;

export const queueOverviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.queue,
    queryFn: ({ signal }) => api<QueueOverview>('/api/admin/queue', { signal }),
    staleTime: 0,
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const useQueueOverview = () => useQuery(queueOverviewQuery());

// ---------------------------------------------------------------- moderation

export const moderationQueueQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.moderationPage(page),
    queryFn: ({ signal }) => api<ModerationQueue>('/api/admin/moderation', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useModerationQueue = (page: number) => useQuery(moderationQueueQuery(page));

/** Approve, or reject with a reason: the queue, the overview's counts and the audit log change. */
export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api<ModerationDecision>(`/api/admin/jobs/${encodeURIComponent(id)}/approve`, {
            method: 'POST',
            body: {},
          })
        : api<ModerationDecision>(`/api/admin/jobs/${encodeURIComponent(id)}/reject`, {
            method: 'POST',
            body: { reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// ---------------------------------------------------------------- reports and users

export const reportsQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reportsPage(page),
    queryFn: ({ signal }) => api<ReportedTargetsPage>('/api/admin/reports', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useReportedTargets = (page: number) => useQuery(reportsQuery(page));

export type ReportAction = 'dismiss' | 'hide' | 'suspend-owner';

/** Dismiss, Hide or Suspend owner on one reported target; every admin list may change. */
export function useReportAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      action,
      reason,
    }: {
      target: { targetType: ReportTargetType; targetId: string };
      action: ReportAction;
      reason?: string;
    }) =>
      api<{ resolved: number }>(`/api/admin/reports/${target.targetType}/${target.targetId}/${action}`, {
        method: 'POST',
        body: action === 'suspend-owner' ? { reason } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// ---------------------------------------------------------------- flagged engagements

export const adminEngagementsQuery = (filter: AdminEngagementFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.engagementsPage(filter, page),
    queryFn: ({ signal }) =>
      api<AdminEngagementsPage>('/api/admin/engagements', { query: { filter, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminEngagements = (filter: AdminEngagementFilter, page: number) =>
  useQuery(adminEngagementsQuery(filter, page));

/** One engagement with its terms and history, loaded when the operator opens it. */
export const useAdminEngagement = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.engagement(id),
    queryFn: ({ signal }) => api<AdminEngagementDetail>(`/api/admin/engagements/${id}`, { signal }),
    enabled,
    staleTime: 0,
  });

/** Resolve flag: the engagement leaves the flagged list; the audit log has a new entry. */
export function useResolveEngagementFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<AdminEngagementDetail>(`/api/admin/engagements/${id}/resolve`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export interface UsersQuery {
  q?: string;
  type?: AccountType;
  state?: UserState;
  page: number;
}

export const usersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.usersPage(query),
    queryFn: ({ signal }) =>
      api<AdminUsersPage>('/api/admin/users', {
        query: { q: query.q, type: query.type, state: query.state, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminUsers = (query: UsersQuery) => useQuery(usersQuery(query));

/** Suspend (with a reason) or unsuspend an account. */
export function useSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, suspend, reason }: { userId: string; suspend: boolean; reason?: string }) =>
      api<{ user: AdminUser }>(`/api/admin/users/${userId}/${suspend ? 'suspend' : 'unsuspend'}`, {
        method: 'POST',
        body: suspend ? { reason } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// ---------------------------------------------------------------- organisations

export interface OrganisationsQuery {
  q?: string;
  state?: UserState;
  page: number;
}

export const organisationsQuery = (query: OrganisationsQuery) =>
  queryOptions({
    queryKey: adminKeys.organisationsPage(query),
    queryFn: ({ signal }) =>
      api<AdminOrganisationsPage>('/api/admin/organisations', {
        query: { q: query.q, state: query.state, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminOrganisations = (query: OrganisationsQuery) => useQuery(organisationsQuery(query));

/** Suspend (with a reason) or unsuspend a whole organisation. */
export function useOrganisationSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      organisationId,
      suspend,
      reason,
    }: {
      organisationId: string;
      suspend: boolean;
      reason?: string;
    }) =>
      api<{ organisation: AdminOrganisation }>(
        `/api/admin/organisations/${organisationId}/${suspend ? 'suspend' : 'unsuspend'}`,
        { method: 'POST', body: suspend ? { reason } : {} },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// ---------------------------------------------------------------- credentials

export type CredentialFilter = (typeof ADMIN_CREDENTIAL_FILTERS)[number];

export interface CredentialsQuery {
  status: CredentialFilter;
  page: number;
}

export const credentialsQuery = (query: CredentialsQuery) =>
  queryOptions({
    queryKey: adminKeys.credentialsPage(query),
    queryFn: ({ signal }) =>
      api<AdminCredentialPage>('/api/admin/credentials', {
        query: { status: query.status, page: query.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAdminCredentials = (query: CredentialsQuery) => useQuery(credentialsQuery(query));

/** Verify a credential, or withdraw its verification; the lists and the audit log change. */
export function useCredentialVerification() {
  const client = useQueryClient();
  return useMutation({
    // A verification names the version shown, so that the server refuses one the facilitator changed since.
    mutationFn: ({ credential, verify }: { credential: AdminCredential; verify: boolean }) =>
      api<AdminCredential>(
        `/api/admin/credentials/${encodeURIComponent(credential.id)}/${verify ? 'verify' : 'unverify'}`,
        {
          method: 'POST',
          body: verify ? ({ version: credential.version } satisfies VerifyCredentialInput) : {},
        },
      ),
    // Also after a refusal: the list then shows the credential as it is now.
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * Reject a credential with a reason, or ask its facilitator for evidence with a message: the facilitator
 * hears of it in the app; the lists and the audit log change.
 */
export function useCredentialNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      credential,
      action,
      note,
    }: {
      credential: AdminCredential;
      action: CredentialNoteAction;
      note: string;
    }) =>
      api<AdminCredential>(`/api/admin/credentials/${encodeURIComponent(credential.id)}/${action}`, {
        method: 'POST',
        body:
          action === 'reject'
            ? ({ reason: note } satisfies RejectCredentialInput)
            : ({ message: note } satisfies RequestEvidenceInput),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
export type CredentialNoteAction = 'reject' | 'request-evidence';

// ---------------------------------------------------------------- exchange rates

/** Saves the operator's rate table; budget filters convert with it from then on. */
export function useUpdateExchangeRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateExchangeRatesInput) =>
      api<ExchangeRates>('/api/admin/exchange-rates', { method: 'PUT', body: input }),
    onSuccess: (rates) => {
      client.setQueryData(exchangeRatesQuery().queryKey, rates);
      // The audit log has a new entry.
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
