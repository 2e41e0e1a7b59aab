import { useSearchParams } from 'react-router';
import { MONEY_MAX } from '../../shared/facilitation-options';
import { isIsoDate } from '../../shared/job-options';

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

// A list's state read from its address: a value that is not one a filter knows is ignored rather than sent
// to the server, so old or hand-edited links still show a list.

/** One of the filter's options, or undefined. */
export const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** A day as YYYY-MM-DD, or undefined. */
export const isoDateParam = (value: string | null): string | undefined =>
  value && isIsoDate(value) ? value : undefined;

/** An amount of money as a whole number from 0 to MONEY_MAX, or undefined. */
export function amountParam(value: string | null): number | undefined {
  if (!value) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= MONEY_MAX ? number : undefined;
}
