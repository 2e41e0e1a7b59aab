import type { FeeLine, OfferTerms } from './engagements';

/**
 * Money and days of an offer: every total is computed here. Plain arithmetic on integer minor units,
 * without Zod, so that the pages that show an agreement compute it without loading Zod
 * (./engagements.ts re-exports all of it).
 */

export interface Totals {
  /** Each line's amount, in minor units, in the lines' order. */
  lines: number[];
  net: number;
  /** Null under reverse charge. */
  vat: number | null;
  /** Net plus VAT; equal to net under reverse charge. */
  gross: number;
}

/** Hundredths of a unit, as an integer (0.5 → 50). */
export const quantityHundredths = (quantity: number) => Math.round(quantity * 100);

/** A line's amount in minor units: quantity × unit price, rounded half up to the minor unit. */
export function lineAmount(line: Pick<FeeLine, 'quantity' | 'unitPriceMinor'>): number {
  return Math.round((quantityHundredths(line.quantity) * line.unitPriceMinor) / 100);
}

export function offerTotals(terms: Pick<OfferTerms, 'lines' | 'vat'>): Totals {
  const lines = terms.lines.map(lineAmount);
  const net = lines.reduce((sum, amount) => sum + amount, 0);
  const vat = terms.vat.mode === 'rate' ? Math.round((net * terms.vat.rateBp) / 10_000) : null;
  return { lines, net, vat, gross: net + (vat ?? 0) };
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What a cancellation on `today` costs under the agreed tiers: the first tier whose `minDaysBefore` the
 * days left before the first session day reach. On or after the first day, the last tier (0 days) holds.
 */
export function cancellationFee(
  terms: Pick<OfferTerms, 'lines' | 'vat' | 'cancellationTiers' | 'sessions'>,
  today: string,
): { daysBefore: number; percent: number; feeMinor: number } {
  const daysBefore = Math.max(0, daysBetween(today, terms.sessions[0]!.date));
  const tier =
    terms.cancellationTiers.find((t) => daysBefore >= t.minDaysBefore) ?? terms.cancellationTiers.at(-1)!;
  const { net } = offerTotals(terms);
  return { daysBefore, percent: tier.percent, feeMinor: Math.round((net * tier.percent) / 100) };
}
