import type { BudgetInput } from '../../../shared/facilitation';
import type { Currency } from '../../../shared/facilitation-options';
import { parseMoney, parseSalary } from './parse-salary';

/*
 * The structured money of the sample data, read from its texts when the seed runs, so that a job's budget
 * and a facilitator's rates can never disagree with the words on the page.
 */

const BUDGET_TYPE_BY_UNIT = { DAY: 'day-rate', HOUR: 'hourly-rate', YEAR: 'salary' } as const;

/**
 * A job's budget from its salary text: "€900–€1,200 per day" is a day rate, "$68,000–$78,000 per year" a
 * salary, "$4,000 fixed fee" a fixed fee; anything else ("Competitive", none) has no budget.
 */
export function budgetFromSalary(text: string | null): BudgetInput | null {
  if (!text) return null;
  const fee = /^(.+?)\s+fixed fee$/i.exec(text.trim());
  if (fee) {
    const money = parseMoney(fee[1]!);
    return money
      ? { type: 'fixed-fee', min: money.amount, max: money.amount, currency: money.currency as Currency }
      : null;
  }
  const parsed = parseSalary(text);
  if (!parsed || !(parsed.unitText in BUDGET_TYPE_BY_UNIT)) return null;
  return {
    type: BUDGET_TYPE_BY_UNIT[parsed.unitText as keyof typeof BUDGET_TYPE_BY_UNIT],
    min: parsed.minValue,
    max: parsed.maxValue ?? parsed.minValue,
    currency: parsed.currency as Currency,
  };
}

export interface SeedRates {
  rateCurrency: Currency | null;
  dayRateMin: number | null;
  dayRateMax: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
}

/** A facilitator's rates from their rate text: "€1,300 per day" is a day rate of €1,300, "$95 per hour" hourly. */
export function ratesFromText(text: string | null): SeedRates {
  const none: SeedRates = {
    rateCurrency: null,
    dayRateMin: null,
    dayRateMax: null,
    hourlyRateMin: null,
    hourlyRateMax: null,
  };
  const parsed = parseSalary(text);
  if (!parsed || (parsed.unitText !== 'DAY' && parsed.unitText !== 'HOUR')) return none;
  const [min, max] = [parsed.minValue, parsed.maxValue ?? parsed.minValue];
  return parsed.unitText === 'DAY'
    ? { ...none, rateCurrency: parsed.currency as Currency, dayRateMin: min, dayRateMax: max }
    : { ...none, rateCurrency: parsed.currency as Currency, hourlyRateMin: min, hourlyRateMax: max };
}
