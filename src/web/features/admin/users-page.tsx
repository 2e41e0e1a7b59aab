import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Ban, RotateCcw, Users } from 'lucide-react';
import { ACCOUNT_TYPES } from '../../../shared/constants';
import { USER_SEARCH_MAX, USER_STATES, type UserState } from '../../../shared/report-options';
import type { AdminUser } from '../../../shared/reports';
import { FilterSelect, KeywordSearchForm } from '../../components/search-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { toastSuccess } from '../../lib/toast';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { useLocale, useT } from '../../lib/i18n';
import { useErrorToast } from '../../lib/use-error-toast';
import { AdminList, AdminListHeader, AdminResults } from './admin-table';
import { useAdminUsers, useSuspension } from './api';
import { formatDateTime } from '../../../shared/dates';
import { adminMessages } from './messages';
import { SuspendDialog } from './suspend-dialog';

export function Component() {
  const [params, setParams] = useSearchParams();
  const type = oneOf(ACCOUNT_TYPES, params.get('type'));
  const state = oneOf(USER_STATES, params.get('state'));
  const q = params.get('q')?.trim().slice(0, USER_SEARCH_MAX) || undefined;
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminUsers({ q, type, state, page });
  const t = useT(adminMessages);
  const locale = useLocale();

  const setFilters = (next: { q?: string; type?: string; state?: string }) => {
    const copy = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) copy.set(key, value);
    setParams(copy);
  };

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
          <KeywordSearchForm
            key={q ?? ''}
            name={t('users.title')}
            id="users-q"
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            maxLength={USER_SEARCH_MAX}
            initial={q ?? ''}
            onSearch={(next) => setFilters({ q: next, type, state })}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
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
                <SuspensionButton user={user} className="mt-4 w-full" />
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
            actions={(user) => <SuspensionButton user={user} />}
          />
        )}
      </AdminResults>
    </>
  );
}

function StateBadge({ user }: { user: AdminUser }) {
  const t = useT(adminMessages);
  const state: UserState = user.suspendedAt ? 'suspended' : 'active';
  return (
    <span className="inline-flex gap-1">
      <Badge color={state === 'suspended' ? 'red' : 'green'} title={user.suspensionReason ?? undefined}>
        {t(`users.state.${state}`)}
      </Badge>
      {user.isAdmin ? <Badge color="indigo">{t('users.admin')}</Badge> : null}
    </span>
  );
}

function SuspensionButton({ user, className }: { user: AdminUser; className?: string }) {
  const suspension = useSuspension();
  const [open, setOpen] = useState(false);
  const t = useT(adminMessages);
  const fail = useErrorToast();
  if (user.isAdmin) return null;
  if (user.suspendedAt)
    return (
      <Button
        variant="secondary"
        size="sm"
        className={className}
        disabled={suspension.isPending}
        aria-label={t('users.unsuspendLabel', { email: user.email })}
        onClick={() =>
          suspension.mutate(
            { userId: user.id, suspend: false },
            { onSuccess: () => toastSuccess(t('users.unsuspended'), user.email), onError: fail },
          )
        }
      >
        <RotateCcw aria-hidden className="h-4 w-4" /> {t('users.unsuspend')}
      </Button>
    );
  return (
    <>
      {/* A quiet row action: the dialog asks for the reason and confirms (not a red button on every row). */}
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-red-700 hover:bg-red-50 hover:text-red-800', className)}
        aria-label={t('users.suspendLabel', { email: user.email })}
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden className="h-4 w-4" /> {t('users.suspend')}
      </Button>
      <SuspendDialog
        who={user.email}
        open={open}
        onOpenChange={setOpen}
        pending={suspension.isPending}
        onConfirm={async (reason) => {
          try {
            await suspension.mutateAsync({ userId: user.id, suspend: true, reason });
            toastSuccess(t('users.suspended'), user.email);
            setOpen(false);
          } catch (error) {
            fail(error);
          }
        }}
      />
    </>
  );
}
