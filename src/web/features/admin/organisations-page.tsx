import { Building2 } from 'lucide-react';
import { USER_SEARCH_MAX, USER_STATES } from '../../../shared/report-options';
import type { AdminOrganisation } from '../../../shared/reports';
import { FilterSelect } from '../../components/search-form';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { toastSuccess } from '../../lib/toast';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { useLocale, useT } from '../../lib/i18n';
import { formatDateTime } from '../../../shared/dates';
import { AdminKeywordSearch, useAdminFilters } from './admin-filters';
import { AdminList, AdminListHeader, AdminResults } from './admin-table';
import { useAdminOrganisations, useOrganisationSuspension } from './api';
import { adminMessages } from './messages';
import { SuspensionBadge, SuspensionButton } from './suspension-button';

/** The admin console's Organisations page: every organisation with its members; suspend one as a whole. */
export function Component() {
  const { params, q, setFilters } = useAdminFilters(USER_SEARCH_MAX);
  const state = oneOf(USER_STATES, params.get('state'));
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminOrganisations({ q, state, page });
  const t = useT(adminMessages);
  const locale = useLocale();

  return (
    <>
      <AdminListHeader title={t('organisations.title')} description={t('organisations.description')}>
        <div className="grid gap-4 md:grid-cols-[10rem_1fr] md:items-end">
          <FilterSelect
            id="organisations-state"
            label={t('users.state')}
            value={state ?? ''}
            onChange={(next) => setFilters({ q, state: next })}
            allLabel={t('users.allStates')}
            options={USER_STATES.map((value) => ({ value, label: t(`users.state.${value}`) }))}
          />
          <AdminKeywordSearch
            q={q}
            name={t('organisations.title')}
            id="organisations-q"
            label={t('organisations.searchLabel')}
            placeholder={t('organisations.searchPlaceholder')}
            maxLength={USER_SEARCH_MAX}
            onSearch={(next) => setFilters({ q: next, state })}
          />
        </div>
      </AdminListHeader>
      <AdminResults
        className="mt-6"
        query={query}
        loadingLabel={t('organisations.loading')}
        onPageChange={setPage}
        empty={
          <EmptyState
            title={t('organisations.emptyTitle')}
            icon={<Building2 aria-hidden className="h-8 w-8" />}
          >
            {t('organisations.emptyText')}
          </EmptyState>
        }
      >
        {({ items }) => (
          <AdminList
            items={items}
            caption={t('organisations.title')}
            columns={[
              t('organisations.name'),
              t('organisations.members'),
              t('organisations.created'),
              t('users.state'),
            ]}
            card={(organisation) => (
              <>
                <p className="font-semibold text-slate-900">{organisation.name}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  {t('organisations.createdOn', {
                    date: formatDateTime(organisation.createdAt, undefined, locale),
                  })}
                  <StateBadge organisation={organisation} />
                </p>
                <Members organisation={organisation} className="mt-3" />
                <OrganisationSuspensionButton organisation={organisation} className="mt-4 w-full" />
              </>
            )}
            row={(organisation) => (
              <>
                <td className="px-4 py-4 font-medium text-slate-900">{organisation.name}</td>
                <td className="px-4 py-4">
                  <Members organisation={organisation} />
                </td>
                <td className="px-4 py-4 whitespace-nowrap text-slate-700">
                  <time dateTime={organisation.createdAt}>
                    {formatDateTime(organisation.createdAt, undefined, locale)}
                  </time>
                </td>
                <td className="px-4 py-4">
                  <StateBadge organisation={organisation} />
                </td>
              </>
            )}
            actions={(organisation) => <OrganisationSuspensionButton organisation={organisation} />}
          />
        )}
      </AdminResults>
    </>
  );
}

/** The members the page was sent (owners first), each with their email and role, and how many more there are. */
function Members({ organisation, className }: { organisation: AdminOrganisation; className?: string }) {
  const t = useT(adminMessages);
  const more = organisation.memberCount - organisation.members.length;
  if (!organisation.members.length)
    return <p className={cn('text-sm text-slate-600', className)}>{t('organisations.noMembers')}</p>;
  return (
    <div className={className}>
      <ul className="space-y-1 text-sm">
        {organisation.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-slate-900">{member.name}</span>
            <span className="wrap-anywhere text-slate-700">{member.email}</span>
            <Badge color={member.role === 'owner' ? 'indigo' : 'gray'}>
              {t(`organisations.role.${member.role}`)}
            </Badge>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('organisations.moreMembers', { count: more })}</p>
      ) : null}
    </div>
  );
}

function StateBadge({ organisation }: { organisation: AdminOrganisation }) {
  return <SuspensionBadge suspendedAt={organisation.suspendedAt} reason={organisation.suspensionReason} />;
}

function OrganisationSuspensionButton({
  organisation: { id, name, suspendedAt },
  className,
}: {
  organisation: AdminOrganisation;
  className?: string;
}) {
  const suspension = useOrganisationSuspension();
  const t = useT(adminMessages);
  return (
    <SuspensionButton
      who={name}
      suspended={Boolean(suspendedAt)}
      pending={suspension.isPending}
      labels={{
        suspend: t('organisations.suspend'),
        suspendLabel: t('organisations.suspendLabel', { name }),
        unsuspend: t('organisations.unsuspend'),
        unsuspendLabel: t('organisations.unsuspendLabel', { name }),
      }}
      description={t('organisations.suspendDescription')}
      className={className}
      onSuspend={async (reason) => {
        await suspension.mutateAsync({ organisationId: id, suspend: true, reason });
        toastSuccess(t('organisations.suspended'), name);
      }}
      onUnsuspend={async () => {
        await suspension.mutateAsync({ organisationId: id, suspend: false });
        toastSuccess(t('organisations.unsuspended'), name);
      }}
    />
  );
}
