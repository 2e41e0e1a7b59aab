/**
 * Reads the salary texts of the sample postings and rates into structured budgets, once, when the seed is
 * written: the product itself never parses free text for money (docs/decisions/025).
 */

const CURRENCIES: [prefix: string, code: string][] = [
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['S$', 'SGD'],
  ['US$', 'USD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['EUR', 'EUR'],
  ['GBP', 'GBP'],
  ['USD', 'USD'],
  ['CAD', 'CAD'],
  ['AUD', 'AUD'],
  ['CHF', 'CHF'],
];

const UNITS: Record<string, string> = {
  hour: 'HOUR',
  hr: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
  annum: 'YEAR',
};

export interface ParsedSalary {
  currency: string;
  minValue: number;
  maxValue?: number;
  unitText: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
}

/** "€1,200", "CA$140", "$38,000": the currency's code and the amount; undefined for anything else. */
export function parseMoney(text: string): { currency: string; amount: number } | undefined {
  const trimmed = text.trim();
  for (const [prefix, code] of CURRENCIES) {
    if (!trimmed.toUpperCase().startsWith(prefix.toUpperCase())) continue;
    const rest = trimmed.slice(prefix.length).trim();
    const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?$/i.exec(rest);
    if (!match) return undefined;
    let amount = Number(match[1]!.replace(/,/g, '') + (match[2] ? `.${match[2]}` : ''));
    if (match[3]) amount *= 1000;
    return Number.isFinite(amount) && amount > 0 ? { currency: code, amount } : undefined;
  }
  return undefined;
}

/**
 * Reads a salary text when it says unambiguously how much, in what currency
 * and per what period: "€650–€900 per day", "$68,000 - $78,000 per year",
 * "£45 per hour". Anything else ("Competitive", "$4,000 fixed fee", mixed
 * currencies) gives undefined.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | undefined {
  if (!text) return undefined;
  const match = /^(.+?)\s*(?:per|a|an|\/)\s*(hour|hr|day|week|month|year|annum)$/i.exec(text.trim());
  if (!match) return undefined;
  const unitText = UNITS[match[2]!.toLowerCase()] as ParsedSalary['unitText'];
  const parts = match[1]!.split(/\s*(?:–|—|-|\bto\b)\s*/);
  if (parts.length === 1) {
    const single = parseMoney(parts[0]!);
    return single ? { currency: single.currency, minValue: single.amount, unitText } : undefined;
  }
  if (parts.length !== 2) return undefined;
  const low = parseMoney(parts[0]!);
  // "€650–900 per day": the second amount may leave out the currency.
  const high =
    parseMoney(parts[1]!) ?? (low ? parseMoney(`${currencyPrefix(parts[0]!)}${parts[1]}`) : undefined);
  if (!low || !high || low.currency !== high.currency || high.amount < low.amount) return undefined;
  return { currency: low.currency, minValue: low.amount, maxValue: high.amount, unitText };
}

function currencyPrefix(text: string): string {
  const trimmed = text.trim();
  return CURRENCIES.find(([prefix]) => trimmed.toUpperCase().startsWith(prefix.toUpperCase()))?.[0] ?? '';
}
