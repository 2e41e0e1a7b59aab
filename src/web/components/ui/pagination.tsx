import type { MouseEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { componentMessages } from '../messages';
import { buttonClasses } from './button';

/** The address of `page` of the list: the current search with its `?page=` (none for page 1). */
function pageSearch(params: URLSearchParams, page: number): string {
  const copy = new URLSearchParams(params);
  if (page > 1) copy.set('page', String(page));
  else copy.delete('page');
  const search = copy.toString();
  return search ? `?${search}` : '';
}

/** A plain left click, which the list handles itself; others (a new tab, a download) go to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * Previous / next pagination with the page position announced. Each step is a real link to the list's
 * `?page=`, so that it works before the script has loaded (or without it) and opens in a new tab; a plain
 * click goes through `onPageChange`, so that the list keeps its own way of moving (scrolling to the top).
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const [params] = useSearchParams();
  const t = useT(componentMessages);
  if (totalPages <= 1) return null;
  const step = (target: number, enabled: boolean, children: ReactNode) => {
    const className = buttonClasses('secondary');
    if (!enabled)
      return (
        <a role="link" aria-disabled="true" className={`${className} pointer-events-none opacity-60`}>
          {children}
        </a>
      );
    return (
      <Link
        to={{ search: pageSearch(params, target) }}
        className={className}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPageChange(target);
        }}
      >
        {children}
      </Link>
    );
  };
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-between gap-4">
      {step(
        page - 1,
        page > 1,
        <>
          <ChevronLeft aria-hidden className="h-4 w-4" /> {t('pagination.previous')}
        </>,
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('pagination.position', { page, totalPages })}
      </p>
      {step(
        page + 1,
        page < totalPages,
        <>
          {t('pagination.next')} <ChevronRight aria-hidden className="h-4 w-4" />
        </>,
      )}
    </nav>
  );
}
