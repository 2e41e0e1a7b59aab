import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { cn } from '../../lib/cn';
import { formQuery } from '../../lib/form-edits';
import { revealResults } from '../../lib/reveal-results';
import { useSearchUpdate } from '../../lib/use-search-update';
import { useT } from '../../lib/i18n';
import { profileMessages } from './messages';

interface Page<T> {
  items: T[];
  total: number;
  totalPages: number;
  /** False when `total` is a lower bound (a list that counts only so far): shown as "1,000+". */
  totalIsExact?: boolean;
}

interface DirectoryResultsProps<T extends { id: string }> {
  query: UseQueryResult<Page<T>, Error>;
  page: number;
  /** The directory's own words, in the page's language. */
  words: {
    /** "12 companies found"; `exact` false when the count is a lower bound ("1,000+ companies found"). */
    found: (count: number, exact: boolean) => string;
    /** "No companies found". */
    none: string;
    /** "Show all companies". */
    all: string;
    /** The list's name, "Companies". */
    list: string;
  };
  filtered: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  /**
   * A card's usual height as a Tailwind class (`[contain-intrinsic-height:auto_27rem]`): cards off screen
   * are not styled, laid out or painted until scrolled to, and hold this height meanwhile.
   */
  itemSize: string;
  skeleton: ReactNode;
  /** Under the empty state's advice: e.g. the filters in force, each removable. */
  emptyHint?: ReactNode;
  /** The results' top, for a page that brings it into view when its filters change (paging here does). */
  ref?: RefObject<HTMLElement | null>;
}

/** The result area of a directory: count, clear filters, error/loading/empty states, the grid and pagination. */
export function DirectoryResults<T extends { id: string }>({
  query,
  page,
  words,
  filtered,
  onClearFilters,
  onPageChange,
  renderItem,
  itemSize,
  skeleton,
  emptyHint,
  ref,
}: DirectoryResultsProps<T>) {
  const ownRef = useRef<HTMLElement>(null);
  const resultsRef = ref ?? ownRef;
  const t = useT(profileMessages);
  return (
    <section ref={resultsRef} aria-labelledby="results-heading" className="mt-8 scroll-mt-20">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="results-heading" className="text-sm text-slate-700" aria-live="polite">
          {query.data
            ? words.found(query.data.total, query.data.totalIsExact !== false)
            : query.isError
              ? ''
              : t('results.searching')}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onClearFilters}>
            <X aria-hidden className="h-4 w-4" /> {t('results.clearFilters')}
          </Button>
        ) : null}
      </div>

      <div className="mt-4">
        {query.isError ? (
          <QueryError error={query.error} onRetry={query.refetch} />
        ) : !query.data ? (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i}>{skeleton}</div>
            ))}
          </div>
        ) : query.data.items.length === 0 ? (
          <EmptyState title={words.none} icon={<SearchX aria-hidden className="h-8 w-8" />}>
            <p>{t('results.tryAdjusting')}</p>
            {emptyHint}
            {filtered ? (
              <Button variant="secondary" className="mt-4" onClick={onClearFilters}>
                {words.all}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul
            className={cn(
              'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
              query.isPlaceholderData ? 'opacity-60 transition-opacity' : null,
            )}
            aria-busy={query.isFetching}
            aria-label={words.list}
          >
            {query.data.items.map((item) => (
              // The clip margin keeps the card's shadow.
              <li
                key={item.id}
                className={cn('[content-visibility:auto] [overflow-clip-margin:1rem]', itemSize)}
              >
                {renderItem(item)}
              </li>
            ))}
          </ul>
        )}
      </div>

      {query.data ? (
        <Pagination
          page={Math.min(page, query.data.totalPages)}
          totalPages={query.data.totalPages}
          onPageChange={(next) => {
            onPageChange(next);
            revealResults(resultsRef.current);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * A directory's search, which lives in the address: the state read from it, and the ways to change it.
 * The search form is a GET form (`formRef`); its submit reads what the form would send without the
 * script, as the address is read, and searches without leaving.
 */
export function useDirectorySearch<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const [searchParams, updateSearch] = useSearchUpdate();
  const formRef = useRef<HTMLFormElement>(null);
  return {
    state: read(searchParams),
    formRef,
    /** Another search, as it is given (clearing the filters, another page). */
    go: (next: S) => updateSearch(() => write(next)),
    /** A filter's change, on top of any change made just before it; back to page 1. */
    filter: (changes: Partial<S>) =>
      updateSearch((latest) => write({ ...read(latest), ...changes, page: 1 })),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const next = read(formQuery(event.currentTarget));
      updateSearch(() => write({ ...next, page: 1 }));
    },
  };
}
