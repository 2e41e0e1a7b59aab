import { Users } from 'lucide-react';
import { ACCOUNT_TYPES } from '../../../shared/constants';
import { USER_SEARCH_MAX, USER_STATES } from '../../../shared/report-options';
import type { AdminUser } from '../../../shared/reports';
import { FilterSelect } from '../../components/search-form';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { toastSuccess } from '../../lib/toast';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { useLocale, useT } from '../../lib/i18n';
import { AdminKeywordSearch, useAdminFilters } from './admin-filters';
import { AdminList, AdminListHeader, AdminResults } from './admin-table';
import { useAdminUsers, useSuspension } from './api';
import { formatDateTime } from '../../../shared/dates';
import { adminMessages } from './messages';
import { SuspensionBadge, SuspensionButton } from './suspension-button';

export function Component() {
  const { params, q, setFilters } = useAdminFilters(USER_SEARCH_MAX);
  const type = oneOf(ACCOUNT_TYPES, params.get('type'));
  const state = oneOf(USER_STATES, params.get('state'));
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminUsers({ q, type, state, page });
  const t = useT(adminMessages);
  const locale = useLocale();

  return (
    <>
      <AdminListHeader title={t('users.title')} description={t('users.description')}>
        <div className="grid gap-4 md:grid-cols-[10rem_10rem_1fr] md:items-end">
          <FilterSelect
            id="users-type"
            label={t('users.type')}
            value={type ?? ''}
            onChange={(next) => setFilters({ q, type: next, state })}
            allLabel={t('users.allTypes')}
            options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`users.type.${value}`) }))}
          />
          <FilterSelect
            id="users-state"
            label={t('users.state')}
            value={state ?? ''}
            onChange={(next) => setFilters({ q, type, state: next })}
            allLabel={t('users.allStates')}
            options={USER_STATES.map((value) => ({ value, label: t(`users.state.${value}`) }))}
          />
          <AdminKeywordSearch
            q={q}
            name={t('users.title')}
            id="users-q"
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            maxLength={USER_SEARCH_MAX}
            onSearch={(next) => setFilters({ q: next, type, state })}
          />
        </div>
      </AdminListHeader>
      <AdminResults
        className="mt-6"
        query={query}
        loadingLabel={t('users.loading')}
        onPageChange={setPage}
        empty={
          <EmptyState title={t('users.emptyTitle')} icon={<Users aria-hidden className="h-8 w-8" />}>
            {t('users.emptyText')}
          </EmptyState>
        }
      >
        {({ items }) => (
          <AdminList
            items={items}
            caption={t('users.title')}
            columns={[
              t('users.name'),
              t('users.email'),
              t('users.type'),
              t('users.joined'),
              t('users.state'),
            ]}
            card={(user) => (
              <>
                <p className="font-semibold text-slate-900">{user.name}</p>
                <p className="text-sm wrap-anywhere text-slate-700">{user.email}</p>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  {t('users.typeJoined', {
                    type: t(`users.type.${user.userType}`),
                    date: formatDateTime(user.createdAt, undefined, locale),
                  })}
                  <StateBadge user={user} />
                </p>
                <UserSuspensionButton user={user} className="mt-4 w-full" />
              </>
            )}
            row={(user) => (
              <>
                <td className="px-4 py-4 font-medium text-slate-900">{user.name}</td>
                <td className="px-4 py-4 wrap-anywhere text-slate-700">{user.email}</td>
                <td className="px-4 py-4 text-slate-700">{t(`users.type.${user.userType}`)}</td>
                <td className="px-4 py-4 whitespace-nowrap text-slate-700">
                  <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, undefined, locale)}</time>
                </td>
                <td className="px-4 py-4">
                  <StateBadge user={user} />
                </td>
              </>
            )}
            actions={(user) => <UserSuspensionButton user={user} />}
          />
        )}
      </AdminResults>
    </>
  );
}

function StateBadge({ user }: { user: AdminUser }) {
  const t = useT(adminMessages);
  return (
    <span className="inline-flex gap-1">
      <SuspensionBadge suspendedAt={user.suspendedAt} reason={user.suspensionReason} />
      {user.isAdmin ? <Badge color="indigo">{t('users.admin')}</Badge> : null}
    </span>
  );
}

function UserSuspensionButton({ user, className }: { user: AdminUser; className?: string }) {
  const suspension = useSuspension();
  const t = useT(adminMessages);
  if (user.isAdmin) return null;
  const { id, email } = user;
  return (
    <SuspensionButton
      who={email}
      suspended={Boolean(user.suspendedAt)}
      pending={suspension.isPending}
      labels={{
        suspend: t('users.suspend'),
        suspendLabel: t('users.suspendLabel', { email }),
        unsuspend: t('users.unsuspend'),
        unsuspendLabel: t('users.unsuspendLabel', { email }),
      }}
      className={className}
      onSuspend={async (reason) => {
        await suspension.mutateAsync({ userId: id, suspend: true, reason });
        toastSuccess(t('users.suspended'), email);
      }}
      onUnsuspend={async () => {
        await suspension.mutateAsync({ userId: id, suspend: false });
        toastSuccess(t('users.unsuspended'), email);
      }}
    />
  );
}
