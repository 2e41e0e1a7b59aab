import type { BudgetInput } from '../../shared/facilitation';
import type { jobs } from '../db/schema';

/*
 * A job's structured budget is stored in four columns, written all or none: these two are the only
 * places that map between the budget and its columns (the posting, the seed, the job views, matching).
 */

type BudgetColumns = Pick<
  typeof jobs.$inferSelect,
  'budgetType' | 'budgetMin' | 'budgetMax' | 'budgetCurrency'
>;

/** The budget's four columns: all set, or all null. */
export function budgetColumns(budget: BudgetInput | null): BudgetColumns {
  return {
    budgetType: budget?.type ?? null,
    budgetMin: budget?.min ?? null,
    budgetMax: budget?.max ?? null,
    budgetCurrency: budget?.currency ?? null,
  };
}

/** The structured budget, from its four columns; none unless all four are set. */
export function budgetOf(row: BudgetColumns): BudgetInput | null {
  const { budgetType: type, budgetMin: min, budgetMax: max, budgetCurrency: currency } = row;
  return type && min !== null && max !== null && currency ? { type, min, max, currency } : null;
}
