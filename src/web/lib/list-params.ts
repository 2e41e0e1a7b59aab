import { MONEY_MAX } from '../../shared/facilitation-options';
import { isIsoDate } from '../../shared/job-options';

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
