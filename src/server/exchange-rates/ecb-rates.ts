import { CURRENCIES } from '../../shared/facilitation';

/** The European Central Bank's euro reference rates of one working day: units of each currency per euro. */
export interface EcbRates {
  /** The day the rates are of, 'YYYY-MM-DD'. */
  asOf: string;
  /** Our currencies the ECB publishes (it has no rate for some, such as KES and NGN), and EUR at 1. */
  rates: Record<string, number>;
}

const DAY = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/;
const RATE = /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g;

/**
 * The rates of the ECB's daily file (eurofxref-daily.xml), or null when it is not one: no day, or no
 * usable rate. A rate that is not a positive number is left out, so that one bad line loses one currency.
 */
export function parseEcbRates(xml: string): EcbRates | null {
  const asOf = DAY.exec(xml)?.[1];
  if (!asOf || Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) return null;
  const ours = new Set<string>(CURRENCIES);
  const rates: Record<string, number> = {};
  for (const [, currency = '', text = ''] of xml.matchAll(RATE)) {
    const rate = Number(text);
    if (ours.has(currency) && Number.isFinite(rate) && rate > 0) rates[currency] = rate;
  }
  if (Object.keys(rates).length === 0) return null;
  return { asOf, rates: { ...rates, EUR: 1 } };
}

/**
 * Fetches and reads the daily file; throws (with a message for the log) when the server cannot reach it
 * within `timeoutMs`, answers other than 200, or sends something else.
 */
export async function fetchEcbRates(url: string, timeoutMs: number): Promise<EcbRates> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!response.ok) throw new Error(`the ECB answered ${response.status}`);
  const rates = parseEcbRates(await response.text());
  if (!rates) throw new Error('the ECB sent no reference rates');
  return rates;
}
