import { useSearchParams } from 'react-router';
import { Check, Inbox } from 'lucide-react';
import {
  ACCESS_REQUEST_FILTERS,
  ACCESS_REQUEST_ROLE_LABELS,
  type AccessRequestFilter,
  type AccessRequestItem,
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
import { AdminList, ClampedText, formatDateTime } from './admin-table';

const FILTER_LABELS: Record<AccessRequestFilter, string> = { new: 'New', handled: 'Handled', all: 'All' };
const EMPTY_TEXT: Record<AccessRequestFilter, string> = {
  new: 'New requests from the Request Access form appear here.',
  handled: 'Requests you mark as handled appear here.',
  all: 'Requests from the Request Access form appear here.',
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = oneOf(ACCESS_REQUEST_FILTERS, params.get('status')) ?? 'new';
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminAccessRequests(status, page);

  const setFilter = (value: string) => setParams(value === 'new' ? {} : { status: value });

  return (
    <>
      <PageMeta title="Access Requests" />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Access Requests</h1>
          <p className="mt-2 text-slate-700">
            People who asked for access through the Request Access form, newest first.
          </p>
        </div>
        {query.data ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'request' : 'requests'}
          </p>
        ) : null}
      </div>

      <Tabs value={status} onValueChange={setFilter} className="mt-8">
        <div className="max-w-sm">
          <TabsList label="Filter access requests by status">
            {ACCESS_REQUEST_FILTERS.map((filter) => (
              <TabsTrigger key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {ACCESS_REQUEST_FILTERS.map((filter) => (
          <TabsContent key={filter} value={filter} className="mt-6 focus-visible:outline-none">
            {filter !== status ? null : query.isPending ? (
              <LoadingState label="Loading access requests..." />
            ) : query.isError ? (
              <Alert tone="error" title="Error">
                {query.error instanceof ApiError
                  ? query.error.message
                  : 'The access requests could not be loaded.'}
              </Alert>
            ) : query.data.items.length === 0 ? (
              <EmptyState title="No access requests" icon={<Inbox aria-hidden className="h-8 w-8" />}>
                {EMPTY_TEXT[status]}
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
  return (
    <AdminList
      items={items}
      caption="Access requests"
      columns={['Name', 'Email', 'Role', 'Message', 'Date', 'Status']}
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
            <span className="font-medium text-slate-900">{ACCESS_REQUEST_ROLE_LABELS[item.role]}</span> ·{' '}
            {formatDateTime(item.createdAt)}
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
          <td className="px-4 py-4 whitespace-nowrap text-slate-700">
            {ACCESS_REQUEST_ROLE_LABELS[item.role]}
          </td>
          <td className="max-w-md px-4 py-4 text-slate-700">
            <ClampedText text={item.message} clamp="line-clamp-4" fallback="No message" />
          </td>
          <td className="px-4 py-4 whitespace-nowrap text-slate-700">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
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
  return item.status === 'handled' ? (
    <Badge color="green" title={item.handledAt ? `Handled ${formatDateTime(item.handledAt)}` : undefined}>
      Handled
    </Badge>
  ) : (
    <Badge color="indigo">New</Badge>
  );
}

function HandleButton({ item, className }: { item: AccessRequestItem; className?: string }) {
  const mark = useMarkAccessRequestHandled();
  if (item.status === 'handled') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      disabled={mark.isPending}
      aria-label={`Mark handled: ${item.name}`}
      onClick={() =>
        mark.mutate(item.id, {
          onSuccess: () => toastSuccess('Marked as handled', `${item.name} (${item.email})`),
          onError: (error) =>
            toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred'),
        })
      }
    >
      <Check aria-hidden className="h-4 w-4" /> {mark.isPending ? 'Saving...' : 'Mark handled'}
    </Button>
  );
}
