import { useSearchParams } from 'react-router';
import { Check, Inbox } from 'lucide-react';
import {
  ACCESS_REQUEST_FILTERS,
  type AccessRequestFilter,
  type AccessRequestItem,
  type AccessRequestRole,
} from '../../../shared/access-requests';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { LoadingState } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { toastError, toastSuccess } from '../../lib/toast';
import { useAdminAccessRequests, useMarkAccessRequestHandled } from '../access-requests/api';
import { useLocale, useT } from '../../lib/i18n';
import { commonMessages } from '../../lib/common-messages';
import { AdminList, ClampedText } from './admin-table';
import { formatDateTime } from '../../../shared/dates';
import { adminMessages, type AdminKey } from './messages';

const FILTER_LABELS: Record<AccessRequestFilter, AdminKey> = {
  new: 'access.filter.new',
  handled: 'access.filter.handled',
  all: 'access.filter.all',
};
const EMPTY_TEXT: Record<AccessRequestFilter, AdminKey> = {
  new: 'access.empty.new',
  handled: 'access.empty.handled',
  all: 'access.empty.all',
};
const ROLE_LABELS: Record<AccessRequestRole, AdminKey> = {
  facilitator: 'access.role.facilitator',
  company: 'access.role.company',
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = oneOf(ACCESS_REQUEST_FILTERS, params.get('status')) ?? 'new';
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminAccessRequests(status, page);
  const t = useT(adminMessages);
  const common = useT(commonMessages);

  const setFilter = (value: string) => setParams(value === 'new' ? {} : { status: value });

  return (
    <>
      <PageMeta title={t('access.title')} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('access.title')}</h1>
          <p className="mt-2 text-slate-700">{t('access.description')}</p>
        </div>
        {query.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('access.total', { count: query.data.total })}
          </p>
        ) : null}
      </div>

      <Tabs value={status} onValueChange={setFilter} className="mt-8">
        <div className="max-w-sm">
          <TabsList label={t('access.filterLabel')}>
            {ACCESS_REQUEST_FILTERS.map((filter) => (
              <TabsTrigger key={filter} value={filter}>
                {t(FILTER_LABELS[filter])}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {ACCESS_REQUEST_FILTERS.map((filter) => (
          <TabsContent key={filter} value={filter} className="mt-6 focus-visible:outline-none">
            {filter !== status ? null : query.isPending ? (
              <LoadingState label={t('access.loading')} />
            ) : query.isError ? (
              <Alert tone="error" title={common('error')}>
                {query.error instanceof ApiError ? query.error.message : t('access.loadFailed')}
              </Alert>
            ) : query.data.items.length === 0 ? (
              <EmptyState title={t('access.emptyTitle')} icon={<Inbox aria-hidden className="h-8 w-8" />}>
                {t(EMPTY_TEXT[status])}
              </EmptyState>
            ) : (
              <>
                <RequestList items={query.data.items} />
                <Pagination
                  page={query.data.page}
                  totalPages={query.data.totalPages}
                  onPageChange={setPage}
                />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function RequestList({ items }: { items: AccessRequestItem[] }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return (
    <AdminList
      items={items}
      caption={t('access.caption')}
      columns={[
        t('access.name'),
        t('access.email'),
        t('access.role'),
        t('access.message'),
        t('access.date'),
        t('access.status'),
      ]}
      card={(item) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{item.name}</p>
              <a
                href={`mailto:${item.email}`}
                className="text-sm wrap-anywhere text-indigo-700 hover:underline"
              >
                {item.email}
              </a>
            </div>
            <StatusBadge item={item} />
          </div>
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-medium text-slate-900">{t(ROLE_LABELS[item.role])}</span> ·{' '}
            {formatDateTime(item.createdAt, undefined, locale)}
          </p>
          {item.message ? (
            <p className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-700">{item.message}</p>
          ) : null}
          <HandleButton item={item} className="mt-4 w-full" />
        </>
      )}
      row={(item) => (
        <>
          <td className="px-4 py-4 font-medium text-slate-900">{item.name}</td>
          <td className="px-4 py-4">
            <a href={`mailto:${item.email}`} className="wrap-anywhere text-indigo-700 hover:underline">
              {item.email}
            </a>
          </td>
          <td className="px-4 py-4 whitespace-nowrap text-slate-700">{t(ROLE_LABELS[item.role])}</td>
          <td className="max-w-md px-4 py-4 text-slate-700">
            <ClampedText text={item.message} clamp="line-clamp-4" fallback={t('access.noMessage')} />
          </td>
          <td className="px-4 py-4 whitespace-nowrap text-slate-700">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, undefined, locale)}</time>
          </td>
          <td className="px-4 py-4">
            <StatusBadge item={item} />
          </td>
        </>
      )}
      actions={(item) => <HandleButton item={item} />}
    />
  );
}

function StatusBadge({ item }: { item: AccessRequestItem }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  return item.status === 'handled' ? (
    <Badge
      color="green"
      title={
        item.handledAt
          ? t('access.handledOn', { date: formatDateTime(item.handledAt, undefined, locale) })
          : undefined
      }
    >
      {t('access.handled')}
    </Badge>
  ) : (
    <Badge color="indigo">{t('access.new')}</Badge>
  );
}

function HandleButton({ item, className }: { item: AccessRequestItem; className?: string }) {
  const mark = useMarkAccessRequestHandled();
  const t = useT(adminMessages);
  const common = useT(commonMessages);
  if (item.status === 'handled') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={mark.isPending}
      aria-label={t('access.markLabel', { name: item.name })}
      onClick={() =>
        mark.mutate(item.id, {
          onSuccess: () => toastSuccess(t('access.marked'), `${item.name} (${item.email})`),
          onError: (error) =>
            toastError(
              common('error'),
              error instanceof ApiError ? error.message : common('unexpectedError'),
            ),
        })
      }
    >
      <Check aria-hidden className="h-4 w-4" /> {mark.isPending ? t('access.saving') : t('access.mark')}
    </Button>
  );
}
