import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignableOrgRole,
  InvitationPreview,
  InviteMemberInput,
  JoinWithSignUpInput,
  OrgAuditPage,
  OrganisationPage,
} from '../../../shared/organisations';
import { api } from '../../lib/api';

/** The organisation the caller acts for is one per session: its keys carry no id, and a switch resets them all. */
export const organisationKeys = {
  all: ['organisation'] as const,
  page: () => [...organisationKeys.all, 'page'] as const,
  audit: (page: number) => [...organisationKeys.all, 'audit', page] as const,
  invitation: (token: string) => ['organisation-invitation', token] as const,
};

const member = (userId: string) => `/api/organisation/members/${encodeURIComponent(userId)}`;

// ---------------------------------------------------------------- the organisation page

export const useOrganisation = () =>
  useQuery({
    queryKey: organisationKeys.page(),
    queryFn: ({ signal }) => api<OrganisationPage>('/api/organisation', { signal }),
  });

/** The audit log, for roles that manage members (the server refuses the others). */
export const useOrganisationAudit = (page: number) =>
  useQuery({
    queryKey: organisationKeys.audit(page),
    queryFn: ({ signal }) => api<OrgAuditPage>('/api/organisation/audit', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** A change to the members: the page and its audit log are read again. */
function useOrganisationMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
  });
}

export const useInviteMember = () =>
  useOrganisationMutation((input: InviteMemberInput) =>
    api<unknown>('/api/organisation/invitations', { body: input }),
  );

export const useRevokeInvitation = () =>
  useOrganisationMutation((invitationId: string) =>
    api<unknown>(`/api/organisation/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

export const useChangeRole = () =>
  useOrganisationMutation(({ userId, role }: { userId: string; role: AssignableOrgRole }) =>
    api<unknown>(member(userId), { method: 'PATCH', body: { role } }),
  );

export const useRemoveMember = () =>
  useOrganisationMutation(({ userId, takeoverId }: { userId: string; takeoverId: string }) =>
    api<unknown>(member(userId), { method: 'DELETE', body: { takeoverId } }),
  );

export const useTransferOwnership = () =>
  useOrganisationMutation((userId: string) =>
    api<unknown>('/api/organisation/transfer', { body: { userId } }),
  );

/** Leaving and deleting end the caller's membership: the page that asked moves on, so nothing is refetched. */
export const useLeaveOrganisation = () =>
  useMutation({
    mutationFn: (takeoverId: string | undefined) =>
      api<unknown>('/api/organisation/leave', { body: takeoverId ? { takeoverId } : {} }),
  });

export const useDeleteOrganisation = () =>
  useMutation({
    mutationFn: (confirmName: string) =>
      api<unknown>('/api/organisation', { method: 'DELETE', body: { confirmName } }),
  });

// ---------------------------------------------------------------- an invitation, seen by the invitee

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: organisationKeys.invitation(token),
    queryFn: ({ signal }) =>
      api<InvitationPreview>(`/api/organisation-invitations/${encodeURIComponent(token)}`, { signal }),
  });

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) => api<unknown>('/api/organisation-invitations/accept', { body: { token } }),
  });

export const useJoinWithSignUp = () =>
  useMutation({
    mutationFn: (input: JoinWithSignUpInput) =>
      api<unknown>('/api/organisation-invitations/sign-up', { body: input }),
  });
