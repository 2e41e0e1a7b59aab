import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Page } from '../../shared/pagination';
import { cn } from '../lib/cn';
import { PageMeta } from './page-meta';
import { PageHeader, PageShell } from './page-shell';
import { QueryError } from './query-error';
import { buttonClasses } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { Pagination } from './ui/pagination';

/** What the list reads of its page's query (a TanStack query result has it all). */
export interface PagedQuery<T> {
  data: Page<T> | undefined;
  error: Error | null;
  isPending: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const PLACEHOLDER_COUNT = 3;

/**
 * One page of a list with its frame: placeholders while the first page loads, the error with a way to
 * try again, the empty state, and the pages. While the next page loads the current one stays, dimmed
 * (the queries keep the previous page as placeholder data).
 */
interface PagedListProps<T> {
  query: PagedQuery<T>;
  onPageChange: (page: number) => void;
  /** What a screen reader hears while the first page loads. */
  loadingLabel: string;
  /** One item's skeleton, shown a few times while the first page loads. */
  placeholder: ReactNode;
  empty: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
}

export function PagedList<T>({
  query,
  onPageChange,
  loadingLabel,
  placeholder,
  empty,
  itemKey,
  renderItem,
  className,
}: PagedListProps<T>) {
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = query;
  return (
    <div className={className} aria-busy={isPending || isPlaceholderData}>
      {error ? (
        <QueryError error={error} onRetry={refetch} retrying={isFetching} />
      ) : !data ? (
        <div role="status" aria-label={loadingLabel} className="space-y-4">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
            <Fragment key={i}>{placeholder}</Fragment>
          ))}
        </div>
      ) : data.items.length === 0 ? (
        empty
      ) : (
        <>
          <ul className={cn('space-y-4 transition-opacity', isPlaceholderData && 'opacity-60')}>
            {data.items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onPageChange={onPageChange} />
        </>
      )}
    </div>
  );
}

/**
 * A signed-in page that is one paged list: its header links to where the items come from, and its
 * empty state invites there again.
 */
export function PagedListPage<T>({
  title,
  metaDescription,
  description,
  source,
  emptyIcon,
  emptyTitle,
  emptyHint,
  children,
  ...list
}: Omit<PagedListProps<T>, 'empty' | 'className'> & {
  title: string;
  metaDescription: string;
  description: string;
  /** Where the items are found, linked from the header and the empty state. */
  source: { to: string; label: string };
  emptyIcon: ReactNode;
  emptyTitle: string;
  emptyHint: string;
  /** What the page holds beside the list (its dialogs). */
  children?: ReactNode;
}) {
  return (
    <PageShell>
      <PageMeta title={title} description={metaDescription} />
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={source.to} className={buttonClasses('secondary', 'md', 'self-start sm:self-auto')}>
            {source.label}
          </Link>
        }
      />

      <PagedList
        className="mt-8"
        empty={
          <EmptyState icon={emptyIcon} title={emptyTitle}>
            <p>{emptyHint}</p>
            <Link to={source.to} className={buttonClasses('primary', 'md', 'mt-5')}>
              {source.label}
            </Link>
          </EmptyState>
        }
        {...list}
      />
      {children}
    </PageShell>
  );
}
