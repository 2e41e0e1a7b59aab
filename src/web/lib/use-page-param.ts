import { useSearchParams } from 'react-router';

/** A list's page from the URL: a whole number from 1 (to `max`); anything else is page 1. */
export function parsePageParam(value: string | null, max = Number.MAX_SAFE_INTEGER): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

/**
 * The `?page=` of the URL and a setter that keeps the other parameters. Page 1 has no parameter.
 * `scroll` brings the list's top into view after a change.
 */
export function usePageParam({ max, scroll }: { max?: number; scroll?: ScrollBehavior } = {}) {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'), max);
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
    if (scroll) window.scrollTo({ top: 0, behavior: scroll });
  };
  return [page, setPage] as const;
}
