import { emptySession, sessionFieldsOf } from '../../../shared/facilitation';
import type { BudgetType, Currency } from '../../../shared/facilitation-options';
import { postingTextOf, type JobDetail, type PostJobFormValues } from '../../../shared/jobs';
import { localTimeZone } from '../../../shared/saved-options';

/** The budget as its inputs hold it: the amounts as typed, nothing chosen yet as ''. */
export interface BudgetFormValues {
  type: BudgetType | '';
  min: string;
  max: string;
  currency: Currency;
}

/**
 * What the posting form holds. It differs from the posting in two places, both turned into the posting's
 * shape by `toPostingValues` before validation: the budget's inputs, and the time zone, which the select
 * always holds (the browser's by default) but which the posting carries only with session dates.
 */
export type JobFormValues = Omit<PostJobFormValues, 'budget' | 'sessionTimeZone'> & {
  budget: BudgetFormValues;
  sessionTimeZone: string;
};

const EMPTY_BUDGET: BudgetFormValues = { type: '', min: '', max: '', currency: 'EUR' };

export const emptyJobForm = (): JobFormValues => ({
  title: '',
  location: '',
  budgetNote: '',
  remote: 'no',
  experience: 'intermediate',
  employmentType: 'contract',
  description: '',
  requirements: '',
  responsibilities: '',
  applicationDeadline: '',
  positions: 1,
  focusAreas: [],
  status: 'published',
  ...emptySession(),
  sessionTimeZone: localTimeZone(),
  budget: EMPTY_BUDGET,
});

/** The form's names a server field error may point at (the budget's by their own inputs). */
export const FORM_FIELD_NAMES = new Set<string>([
  ...Object.keys(emptyJobForm()),
  ...Object.keys(EMPTY_BUDGET).map((key) => `budget.${key}`),
]);

const amount = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The budget the inputs describe: none when they are all empty; one figure when only one amount is given.
 * Anything missing is left for the schema to name ("Please choose one of the listed options").
 */
function toBudget({ type, min, max, currency }: BudgetFormValues): PostJobFormValues['budget'] {
  if (!type && amount(min) === undefined && amount(max) === undefined) return null;
  const low = amount(min) ?? amount(max);
  const high = amount(max) ?? amount(min);
  // Incomplete on purpose: the schema reports what is missing on the input that lacks it.
  return { type: type || undefined, min: low, max: high, currency } as PostJobFormValues['budget'];
}

/** The posting the form's values make, for the posting schema. */
export function toPostingValues(values: JobFormValues): PostJobFormValues {
  const sessionDates = (values.sessionDates ?? []).filter(Boolean);
  return {
    ...values,
    sessionDates,
    sessionTimeZone: sessionDates.length ? values.sessionTimeZone : null,
    budget: toBudget(values.budget),
  };
}

/** An existing job in the form (edit). */
export const jobFormValues = (job: JobDetail): JobFormValues => ({
  ...emptyJobForm(),
  ...postingTextOf(job),
  budgetNote: job.budgetNote ?? '',
  applicationDeadline: job.applicationDeadline ?? '',
  positions: job.positions,
  focusAreas: job.focusAreas as JobFormValues['focusAreas'],
  ...sessionFieldsOf(job),
  // The select always holds a zone: a job without dates keeps the browser's.
  sessionTimeZone: job.sessionTimeZone ?? localTimeZone(),
  methods: job.methods as JobFormValues['methods'],
  budget: job.budget
    ? {
        type: job.budget.type,
        min: String(job.budget.min),
        max: String(job.budget.max),
        currency: job.budget.currency,
      }
    : EMPTY_BUDGET,
});
