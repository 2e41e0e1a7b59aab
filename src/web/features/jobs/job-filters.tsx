import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BUDGET_TYPES, CURRENCIES, GROUP_SIZES, SESSION_FORMATS } from '../../../shared/facilitation-options';
import { FOCUS_AREAS, focusAreaName } from '../../../shared/focus-areas';
import type { Locale } from '../../../shared/i18n/locales';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, REMOTE_OPTIONS } from '../../../shared/job-options';
import { useLocale, useT } from '../../lib/i18n';
import { languageOptions } from '../../../shared/i18n/language-names';
import { optionChoices } from '../../../shared/i18n/options';
import { formatDate } from '../../../shared/dates';
import { jobMessages, jobText, type JobKey } from './messages';
import { Input, OptionSelect, Select, WholeNumberInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useExchangeRates } from './api';
import type { FilterKey, JobListParams } from './job-list-params';
import { cn } from '../../lib/cn';

type SelectKey = Exclude<
  FilterKey,
  'sessionFrom' | 'sessionTo' | 'budgetMin' | 'budgetMax' | 'currency' | 'location' | 'radius'
>;

/** A filter by one of a list of values; `any` labels the choice of none; `options` in the page's language. */
interface SelectFilterSpec {
  key: SelectKey;
  label: JobKey;
  any: JobKey;
  options: (locale: Locale) => { value: string; label: string }[];
}

const SELECTS: SelectFilterSpec[] = [
  {
    key: 'focusArea',
    label: 'filters.focusArea',
    any: 'filters.focusArea.any',
    options: (locale) => FOCUS_AREAS.map((a) => ({ value: a.id, label: focusAreaName(a.id, locale) })),
  },
  {
    key: 'remote',
    label: 'filters.delivery',
    any: 'filters.delivery.any',
    options: (locale) => optionChoices(locale, REMOTE_OPTIONS, (value) => `delivery.${value}`),
  },
  {
    key: 'format',
    label: 'filters.format',
    any: 'filters.format.any',
    options: (locale) => optionChoices(locale, SESSION_FORMATS, (value) => `format.${value}`),
  },
  {
    key: 'language',
    label: 'filters.language',
    any: 'filters.language.any',
    options: languageOptions,
  },
  {
    key: 'groupSize',
    label: 'filters.groupSize',
    any: 'filters.groupSize.any',
    options: (locale) => optionChoices(locale, GROUP_SIZES, (value) => `groupSize.${value}`),
  },
  {
    key: 'employmentType',
    label: 'filters.employmentType',
    any: 'filters.employmentType.any',
    options: (locale) => optionChoices(locale, EMPLOYMENT_TYPES, (value) => `employmentType.${value}`),
  },
  {
    key: 'experience',
    label: 'filters.experience',
    any: 'filters.experience.any',
    options: (locale) => optionChoices(locale, EXPERIENCE_LEVELS, (value) => `experience.${value}`),
  },
];

const BUDGET_TYPE_FILTER: SelectFilterSpec = {
  key: 'budgetType',
  label: 'filters.budgetType',
  any: 'filters.budgetType.any',
  options: (locale) => optionChoices(locale, BUDGET_TYPES, (value) => `budgetType.${value}`),
};

/** The label of a select filter and of its chosen value ("Delivery", "Virtual"); undefined for an unknown value. */
export function selectFilterLabel(
  key: SelectKey,
  value: string,
  locale: Locale = 'en',
): { label: string; value: string } | undefined {
  const filter = [...SELECTS, BUDGET_TYPE_FILTER].find((spec) => spec.key === key);
  const option = filter?.options(locale).find((candidate) => candidate.value === value);
  return filter && option ? { label: jobText(locale, filter.label), value: option.label } : undefined;
}

export type FilterChanges = Partial<Record<FilterKey, string | undefined>>;

const LABEL = 'text-xs text-slate-700';
const LEGEND = 'text-xs font-semibold tracking-wide text-slate-700 uppercase';

/** The /jobs filters: each change goes into the URL at once (amounts when they are left or confirmed). */
export function JobFilters({
  params,
  onChange,
}: {
  params: JobListParams;
  onChange: (changes: FilterChanges) => void;
}) {
  const t = useT(jobMessages);
  return (
    <div className="mt-4 space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SELECTS.map((filter) => (
          <SelectFilter key={filter.key} filter={filter} params={params} onChange={onChange} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_4fr]">
        <fieldset className="space-y-1">
          <legend className={LEGEND}>{t('filters.sessionDates')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <DateFilter id="sessionFrom" params={params} onChange={onChange} />
            <DateFilter id="sessionTo" params={params} onChange={onChange} />
          </div>
        </fieldset>
        <BudgetFilter params={params} onChange={onChange} />
      </div>
    </div>
  );
}

/** A filter's label above its control (the one with the id `htmlFor`). */
export function FilterField({
  htmlFor,
  label,
  className,
  children,
}: {
  htmlFor: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={htmlFor} className={LABEL}>
        {label}
      </Label>
      {children}
    </div>
  );
}

function SelectFilter({
  filter,
  params,
  onChange,
  className,
}: {
  filter: SelectFilterSpec;
  params: JobListParams;
  onChange: (changes: FilterChanges) => void;
  className?: string;
}) {
  const t = useT(jobMessages);
  const locale = useLocale();
  return (
    <FilterField htmlFor={`job-filter-${filter.key}`} label={t(filter.label)} className={className}>
      <Select
        id={`job-filter-${filter.key}`}
        name={filter.key}
        value={params[filter.key] ?? ''}
        onChange={(event) => onChange({ [filter.key]: event.target.value || undefined })}
      >
        <option value="">{t(filter.any)}</option>
        {filter.options(locale).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

/** The ends of the session-date and budget ranges, each with its label. */
const RANGE_ENDS = {
  sessionFrom: 'filters.from',
  sessionTo: 'filters.to',
  budgetMin: 'filters.minimum',
  budgetMax: 'filters.maximum',
} as const satisfies Partial<Record<FilterKey, JobKey>>;

/** One end of a range filter: which end, and the list's parameters it reads. */
interface RangeEndProps<End extends keyof typeof RANGE_ENDS> {
  id: End;
  params: JobListParams;
  onChange: (changes: FilterChanges) => void;
}

/** A session date; neither end can be set past the other. */
function DateFilter({ id, params, onChange }: RangeEndProps<'sessionFrom' | 'sessionTo'>) {
  const t = useT(jobMessages);
  return (
    <FilterField htmlFor={`job-filter-${id}`} label={t(RANGE_ENDS[id])}>
      <Input
        id={`job-filter-${id}`}
        name={id}
        type="date"
        value={params[id] ?? ''}
        min={id === 'sessionTo' ? params.sessionFrom : undefined}
        max={id === 'sessionFrom' ? params.sessionTo : undefined}
        onChange={(event) => onChange({ [id]: event.target.value || undefined })}
      />
    </FilterField>
  );
}

/** Budget range, its currency and type; the amounts are converted into each job's currency by the server. */
function BudgetFilter({
  params,
  onChange,
}: {
  params: JobListParams;
  onChange: (changes: FilterChanges) => void;
}) {
  const rates = useExchangeRates();
  const t = useT(jobMessages);
  const locale = useLocale();
  return (
    <fieldset className="space-y-1" aria-describedby="job-filter-rates">
      <legend className={LEGEND}>{t('filters.budget')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <AmountFilter id="budgetMin" params={params} onChange={onChange} />
        <AmountFilter id="budgetMax" params={params} onChange={onChange} />
        <FilterField htmlFor="job-filter-currency" label={t('filters.currency')}>
          <OptionSelect
            id="job-filter-currency"
            name="currency"
            value={params.currency ?? 'EUR'}
            // EUR is the default: it needs no parameter.
            onChange={(event) =>
              onChange({ currency: event.target.value === 'EUR' ? undefined : event.target.value })
            }
            options={CURRENCIES}
            labels={(code) => code}
          />
        </FilterField>
        {/* A line of its own on a phone, where half of one would cut its choices short. */}
        <SelectFilter
          filter={BUDGET_TYPE_FILTER}
          params={params}
          onChange={onChange}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <p id="job-filter-rates" className="min-h-4 pt-1 text-xs text-slate-600">
        {rates.data ? t('filters.rates', { date: formatDate(rates.data.asOf, { locale }) }) : ''}
      </p>
    </fieldset>
  );
}

/** An amount that goes into the URL when the box is left or Enter is pressed, not at every keystroke. */
function AmountFilter({ id, params, onChange }: RangeEndProps<'budgetMin' | 'budgetMax'>) {
  const t = useT(jobMessages);
  const value = params[id];
  const shown = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  // Back/forward and "Clear" change the URL: the box follows.
  useEffect(() => setDraft(shown), [shown]);
  const commit = () => {
    if (draft.trim() !== shown) onChange({ [id]: draft.trim() || undefined });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  return (
    <FilterField htmlFor={`job-filter-${id}`} label={t(RANGE_ENDS[id])}>
      <WholeNumberInput
        id={`job-filter-${id}`}
        name={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
    </FilterField>
  );
}
