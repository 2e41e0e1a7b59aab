import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkDeclineInput,
  DeclineInput,
  DeclineResponse,
  DeclineSettings,
  DeclineTemplate,
  DeclineTemplateInput,
  DeclineTemplates,
} from '../../../shared/declines';
import { api } from '../../lib/api';
import { applicationKeys } from '../applications/api';

export const declineKeys = { templates: ['decline-templates'] as const };

/** The organisation's decline templates (defaults first) and whether it tells the applicants left. */
export const useDeclineTemplates = (enabled = true) =>
  useQuery({
    queryKey: declineKeys.templates,
    queryFn: ({ signal }) => api<DeclineTemplates>('/api/organisation/decline-templates', { signal }),
    enabled,
  });

/** After a decline or a cancellation: the job's applicants and the dashboard count anew. */
function useRefreshApplicants(jobId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.applicantsOf(jobId) });
    void queryClient.invalidateQueries({ queryKey: applicationKeys.companyDashboard });
  };
}

/** Declines one applicant, or several of the job at once (`ids` of more than one). */
export function useDecline(jobId: string) {
  const refresh = useRefreshApplicants(jobId);
  return useMutation({
    mutationFn: ({ ids, ...input }: DeclineInput & { ids: string[] }) =>
      ids.length === 1
        ? api<DeclineResponse>(`/api/applications/${ids[0]}/decline`, { method: 'POST', body: input })
        : api<DeclineResponse>(`/api/company/jobs/${jobId}/applications/decline`, {
            method: 'POST',
            body: { ...input, applicationIds: ids } satisfies BulkDeclineInput,
          }),
    onSettled: refresh,
  });
}

/** Cancels a decline's message that still waits. */
export function useCancelDeclineMessage(jobId: string) {
  const refresh = useRefreshApplicants(jobId);
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`/api/applications/${id}/decline/cancel-message`, { method: 'POST' }),
    onSettled: refresh,
  });
}

function useTemplatesMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: declineKeys.templates }),
  });
}

export const useSaveTemplate = () =>
  useTemplatesMutation(({ id, ...input }: DeclineTemplateInput & { id?: string }) =>
    id
      ? api<DeclineTemplate>(`/api/organisation/decline-templates/${id}`, { method: 'PATCH', body: input })
      : api<DeclineTemplate>('/api/organisation/decline-templates', { method: 'POST', body: input }),
  );

export const useDeleteTemplate = () =>
  useTemplatesMutation((id: string) =>
    api<null>(`/api/organisation/decline-templates/${id}`, { method: 'DELETE' }),
  );

export const useDeclineSettings = () =>
  useTemplatesMutation((input: DeclineSettings) =>
    api<DeclineSettings>('/api/organisation/decline-settings', { method: 'PUT', body: input }),
  );

// What the applicants page shows of declines: the dialog, a card's decline, the bulk bar and its selection.
export { DeclineDialog } from './decline-dialog';
export { DeclineStatus } from './decline-status';
export { BulkDeclineBar } from './bulk-decline-bar';
export { useSelection } from './use-selection';
