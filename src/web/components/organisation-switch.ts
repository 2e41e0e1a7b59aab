import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MyOrganisations } from '../../shared/organisations';
import { api, ApiError } from '../lib/api';
import { broadcastAuthChange, useAuth } from '../lib/auth';
import { commonMessages } from '../lib/common-messages';
import { useT } from '../lib/i18n';
import { toastError, toastSuccess } from '../lib/toast';
import { organisationCommonMessages } from './organisation-common-messages';

/** The organisations the signed-in member belongs to, and the one they act for (the account menu, the organisation page). */
export const useMyOrganisations = () => {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['my-organisations', user?.id ?? null],
    queryFn: ({ signal }) => api<MyOrganisations>('/api/me/organisations', { signal }),
    staleTime: 60_000,
  });
};

/** Where a member lands after switching: the pages of the old organisation mean nothing in the new one. */
const COMPANY_HOME = '/company/dashboard';

/**
 * Makes another of the member's organisations the one they act for, then reads everything again as that
 * organisation. In the account menu it lives with the menu (not its content), which stays mounted when the
 * menu closes on the choice.
 */
export function useSwitchOrganisation() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const org = useT(organisationCommonMessages);
  const common = useT(commonMessages);
  return async (organisation: { id: string; name: string }) => {
    try {
      await api<unknown>('/api/me/organisation', {
        method: 'PUT',
        body: { organisationId: organisation.id },
      });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : common('unexpectedError');
      toastError(org('switcher.switchFailed'), reason);
      return;
    }
    broadcastAuthChange();
    await refresh();
    navigate(COMPANY_HOME);
    await queryClient.invalidateQueries();
    toastSuccess(org('switcher.switched', { name: organisation.name }));
  };
}
