import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import type { ConversationSummary } from '../../../shared/messages';
import { QueryError } from '../../components/query-error';
import { Avatar } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { timeAgo } from '../../lib/dates';
import { usePageParam } from '../../lib/use-page-param';
import { useInbox } from './api';
import { useLocale, useT } from '../../lib/i18n';
import { messageMessages } from './messages';

/** The reader's conversations, newest first; `activeId` is the one open beside it. */
export function InboxList({ activeId }: { activeId?: string }) {
  const [page, setPage] = usePageParam();
  const { data, error, isPending, isPlaceholderData, isRefetching, refetch } = useInbox(page);
  // The open thread's link keeps the list's page, so that the list beside it stays where it was.
  const search = page > 1 ? `?page=${page}` : '';
  const t = useT(messageMessages);

  if (error) return <QueryError error={error} onRetry={refetch} retrying={isRefetching} />;
  if (isPending)
    return (
      <div role="status" aria-label={t('inbox.loading')} className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  if (data.items.length === 0)
    return (
      <EmptyState icon={<MessageSquare aria-hidden className="h-8 w-8" />} title={t('inbox.empty')}>
        <p>{t('inbox.emptyHint')}</p>
      </EmptyState>
    );

  return (
    <nav aria-label={t('inbox.label')} aria-busy={isPlaceholderData}>
      <Card className={cn('overflow-hidden transition-opacity', isPlaceholderData && 'opacity-60')}>
        <ul className="divide-y divide-slate-100">
          {data.items.map((conversation) => (
            <InboxRow
              key={conversation.id}
              conversation={conversation}
              to={`/messages/${conversation.id}${search}`}
              active={conversation.id === activeId}
            />
          ))}
        </ul>
      </Card>
      <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
    </nav>
  );
}

function InboxRow({
  conversation,
  to,
  active,
}: {
  conversation: ConversationSummary;
  to: string;
  active: boolean;
}) {
  const { other, job, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const t = useT(messageMessages);
  const locale = useLocale();
  return (
    <li>
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex gap-3 px-4 py-3 transition-colors hover:bg-slate-50',
          active && 'bg-indigo-50 hover:bg-indigo-50',
        )}
      >
        {/* The name follows as text. */}
        <span aria-hidden className="contents">
          <Avatar name={other.name} src={other.avatarUrl} className="h-10 w-10" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
              {other.name}
            </span>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
              {timeAgo(lastMessage.createdAt, undefined, locale)}
            </time>
          </span>
          {job ? <span className="block truncate text-xs text-slate-600">{job.title}</span> : null}
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span
              className={cn('truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-700')}
            >
              {lastMessage.fromMe ? t('inbox.you') : ''}
              {lastMessage.preview}
            </span>
            {unread ? (
              <span
                data-testid="unread-count"
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-[11px] font-bold text-white"
              >
                {unreadCount > 99 ? '99+' : unreadCount}
                <span className="sr-only">{t('inbox.unread')}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
