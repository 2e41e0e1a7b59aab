import type { ReactNode } from 'react';
import type { Page } from '../../../shared/pagination';
import { PageMeta } from '../../components/page-meta';
import { PageHeader } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { Pagination } from '../../components/ui/pagination';
import { LoadingState } from '../../components/ui/skeleton';
import { useT } from '../../lib/i18n';
import { adminMessages } from './messages';

/** An admin table: a header row of columns over the rows it is given. */
export function AdminTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * The items of an admin list twice over: a card each on phones, a table row each on wider screens. A
 * row's last column, unlabelled but for screen readers, holds its `actions` when there are any.
 */
export function AdminList<T extends { id: string }>({
  items,
  caption,
  columns,
  card,
  cardClassName,
  row,
  actions,
}: {
  items: T[];
  caption: string;
  columns: string[];
  /** What a card holds. */
  card: (item: T) => ReactNode;
  cardClassName?: string;
  /** A row's cells but the actions. */
  row: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
}) {
  const t = useT(adminMessages);
  return (
    <>
      <ul className="space-y-4 lg:hidden">
        {items.map((item) => (
          <li
            key={item.id}
            className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', cardClassName)}
          >
            {card(item)}
          </li>
        ))}
      </ul>
      <AdminTable
        className="hidden lg:block"
        caption={caption}
        columns={actions ? [...columns, <span className="sr-only">{t('list.actions')}</span>] : columns}
      >
        {items.map((item) => (
          <tr key={item.id} className="align-top">
            {row(item)}
            {actions ? <td className="px-4 py-4 text-right">{actions(item)}</td> : null}
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** Free text in a table cell, cut to a few lines (in full on hover), or a muted word when there is none. */
export function ClampedText({
  text,
  clamp,
  fallback,
}: {
  text: string | null;
  clamp: string;
  fallback: string;
}) {
  return text ? (
    <p className={`${clamp} whitespace-pre-line`} title={text}>
      {text}
    </p>
  ) : (
    <span className="text-slate-500">{fallback}</span>
  );
}

/** An admin list's title and the card of filters above its results. */
export function AdminListHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} />
      <PageHeader title={title} description={description} />
      <Card className="mt-8 p-4 sm:p-5">{children}</Card>
    </>
  );
}

/** What the results read of their page's query (a TanStack query result has it all). */
interface AdminQuery<T> {
  data: Page<T> | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** One page of an admin list: the error with a way to try again, the loading state, the empty state, or the items and the pages. */
export function AdminResults<T>({
  query: { data, error, isFetching, refetch },
  loadingLabel,
  empty,
  onPageChange,
  className,
  children,
}: {
  query: AdminQuery<T>;
  loadingLabel: string;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  className: string;
  children: (page: Page<T>) => ReactNode;
}) {
  return (
    <div className={className}>
      {error ? (
        <QueryError error={error} onRetry={refetch} retrying={isFetching} />
      ) : !data ? (
        <LoadingState label={loadingLabel} />
      ) : data.items.length === 0 ? (
        empty
      ) : (
        <>
          {children(data)}
          <Pagination page={data.page} totalPages={data.totalPages} onPageChange={onPageChange} />
        </>
      )}
    </div>
  );
}
