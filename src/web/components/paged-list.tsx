import { Fragment, type ReactNode } from 'react';
import type { Page } from '../../shared/pagination';
import { cn } from '../lib/cn';
import { QueryError } from './query-error';
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
export function PagedList<T>({
  query,
  onPageChange,
  loadingLabel,
  placeholder,
  empty,
  itemKey,
  renderItem,
  className,
}: {
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
}) {
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
