import { Link } from 'react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import type { NotificationItem } from '../../../shared/notifications';
import { QueryError } from '../../components/query-error';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { usePageParam } from '../../lib/use-page-param';
import { useLocale, useT } from '../../lib/i18n';
import { useMarkAllRead, useMarkRead, useNotifications } from './api';
import { timeAgo } from '../../lib/dates';
import { notificationMessages } from './messages';
import { useErrorToast } from '../../lib/use-error-toast';

const PAGE_SIZE = 20;

export function Component() {
  const t = useT(notificationMessages);
  const onError = useErrorToast();
  const [page, setPage] = usePageParam();
  const { data, error, isPending, isPlaceholderData, refetch } = useNotifications(page, PAGE_SIZE);
  const markAllRead = useMarkAllRead();
  const unread = data?.unreadCount ?? 0;

  return (
    <PageShell className="mx-auto max-w-3xl">
      <PageMeta title={t('title')} />
      <PageHeader
        title={t('title')}
        description={
          data ? (unread === 0 ? t('page.caughtUp') : t('page.unread', { count: unread })) : '\u00a0'
        }
        liveDescription
        actions={
          <Button
            variant="secondary"
            className="self-start sm:self-auto"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate(undefined, { onError })}
          >
            <CheckCheck aria-hidden className="h-4 w-4" /> {t('markAllRead')}
          </Button>
        }
      />

      <div className="mt-8" aria-busy={isPending || isPlaceholderData}>
        {error ? (
          <QueryError error={error} onRetry={refetch} />
        ) : isPending ? (
          <div role="status" aria-label={t('page.loading')} className="space-y-3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-xl" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState icon={<BellOff aria-hidden className="h-8 w-8" />} title={t('page.empty')}>
            <p>{t('page.emptyText')}</p>
          </EmptyState>
        ) : (
          <>
            <Card className={cn('overflow-hidden transition-opacity', isPlaceholderData && 'opacity-60')}>
              <ul className="divide-y divide-slate-100">
                {data.items.map((item) => (
                  <NotificationRow key={item.id} item={item} />
                ))}
              </ul>
            </Card>
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        )}
      </div>
    </PageShell>
  );
}

function NotificationRow({ item }: { item: NotificationItem }) {
  const t = useT(notificationMessages);
  const locale = useLocale();
  const onError = useErrorToast();
  const markRead = useMarkRead();
  const unread = !item.readAt;
  const read = () => {
    if (unread) markRead.mutate(item.id, { onError });
  };
  return (
    <li className={cn('flex gap-3 px-4 py-4 sm:px-6', unread && 'bg-indigo-50/40')}>
      <span
        aria-hidden
        className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', unread ? 'bg-indigo-600' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm text-slate-900', unread && 'font-semibold')}>
          {item.title}
          {unread ? <span className="sr-only"> {t('unread')}</span> : null}
        </p>
        {item.body ? <p className="mt-0.5 text-sm text-slate-700">{item.body}</p> : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <time dateTime={item.createdAt} className="text-xs text-slate-600">
            {timeAgo(item.createdAt, undefined, locale)}
          </time>
          {item.link ? (
            <Link to={item.link} onClick={read} className="font-medium text-indigo-700 hover:underline">
              {t('page.open')}
              <span className="sr-only">: {item.title}</span>
            </Link>
          ) : null}
          {unread ? (
            <button
              type="button"
              onClick={read}
              disabled={markRead.isPending}
              className="cursor-pointer font-medium text-slate-700 hover:text-slate-900 hover:underline disabled:opacity-60"
            >
              {t('page.markRead')}
              <span className="sr-only">: {item.title}</span>
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
