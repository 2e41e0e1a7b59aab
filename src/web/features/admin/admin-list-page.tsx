import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../../shared/pagination';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { adminMessages, type AdminKey } from './messages';

type ListWords = Record<
  'title' | 'description' | 'loading' | 'loadFailed' | 'emptyTitle' | 'emptyText',
  AdminKey
>;

/** Each list page's messages, by key (spelled out, so that the catalogue's check finds each one used). */
const WORDS = {
  reports: {
    title: 'reports.title',
    description: 'reports.description',
    loading: 'reports.loading',
    loadFailed: 'reports.loadFailed',
    emptyTitle: 'reports.emptyTitle',
    emptyText: 'reports.emptyText',
  },
  engagements: {
    title: 'engagements.title',
    description: 'engagements.description',
    loading: 'engagements.loading',
    loadFailed: 'engagements.loadFailed',
    emptyTitle: 'engagements.emptyTitle',
    emptyText: 'engagements.emptyText',
  },
} as const satisfies Record<string, ListWords>;

/**
 * A console page that is one paged list of cards: its title, lead and total (with what else the header
 * holds), then the loading state, the error, the empty state or the page of cards with its pagination.
 */
export function AdminListPage<T>({
  section,
  total,
  aside,
  query,
  onPageChange,
  emptyIcon,
  renderItem,
}: {
  /** Whose messages: its title, description, loading, loadFailed, emptyTitle and emptyText. */
  section: keyof typeof WORDS;
  /** The total, once the page is there. */
  total: (count: number) => string;
  /** What the header holds below the total (a filter's link). */
  aside?: ReactNode;
  query: UseQueryResult<Page<T>>;
  onPageChange: (page: number) => void;
  emptyIcon: ReactNode;
  /** One item's card, an `<li>`. */
  renderItem: (item: T) => ReactNode;
}) {
  const t = useT(adminMessages);
  const words = WORDS[section];
  const common = useT(commonMessages);
  const title = t(words.title);
  const totalLine = query.data ? (
    <p className="text-sm text-slate-600" aria-live="polite">
      {total(query.data.total)}
    </p>
  ) : null;
  return (
    <>
      <PageMeta title={title} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-slate-700">{t(words.description)}</p>
        </div>
        {aside ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            {totalLine}
            {aside}
          </div>
        ) : (
          totalLine
        )}
      </div>
      <div className="mt-8">
        {query.isPending ? (
          <LoadingState label={t(words.loading)} />
        ) : query.isError ? (
          <Alert tone="error" title={common('error')}>
            {query.error instanceof ApiError ? query.error.message : t(words.loadFailed)}
          </Alert>
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t(words.emptyTitle)} icon={emptyIcon}>
            {t(words.emptyText)}
          </EmptyState>
        ) : (
          <>
            <ul className="space-y-4">{query.data.items.map(renderItem)}</ul>
            <Pagination
              page={query.data.page}
              totalPages={query.data.totalPages}
              onPageChange={onPageChange}
            />
          </>
        )}
      </div>
    </>
  );
}
