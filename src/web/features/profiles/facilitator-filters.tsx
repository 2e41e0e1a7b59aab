// Long on purpose: the directory's filter panel, its rate filter and the chips of the filters in force change
// together with the query they fill.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { GROUP_SIZES, MONEY_MAX, SESSION_FORMATS, type Currency } from '../../../shared/facilitation-options';
import { METHODS, methodName, type MethodId } from '../../../shared/methods';
import { FilterSelect } from '../../components/search-form';
import { CurrencyOptions } from './facilitation-fields';
import { Button } from '../../components/ui/button';
import { Input, Select, WholeNumberInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { SwitchInput } from '../../components/ui/switch';
import type { FacilitatorSearchParams } from './api';
import { localToday } from './calendar-model';
import { useViewerTime } from '../../lib/hydration';
import { useLocale, useT } from '../../lib/i18n';
import { languageName, languageOptions } from '../../../shared/i18n/language-names';
import { profileMessages, type ProfileT } from './messages';
import type { Locale } from '../../../shared/i18n/locales';
import { optionChoices, optionMessages } from '../../../shared/i18n/options';
import { formatDate } from '../../../shared/dates';
import { MIN_RATING_FILTER } from '../../../shared/review-options';

type Change = (changes: Partial<FacilitatorSearchParams>) => void;

const methodOptions = (locale: Locale) =>
  METHODS.map((method) => ({ value: method.id, label: methodName(method.id, locale) }));

/** The filters that pick one of a list, after the method; an empty choice is no filter. */
const choiceFilters = (t: ProfileT, locale: Locale) =>
  [
    {
      id: 'language',
      name: 'language',
      label: t('filter.language'),
      allLabel: t('filter.anyLanguage'),
      options: languageOptions(locale),
    },
    {
      id: 'format',
      name: 'format',
      label: t('filter.format'),
      allLabel: t('filter.anyFormat'),
      options: optionChoices(locale, SESSION_FORMATS, (value) => `format.${value}`),
    },
    {
      id: 'group',
      name: 'groupSize',
      label: t('filter.groupSize'),
      allLabel: t('filter.anySize'),
      options: optionChoices(locale, GROUP_SIZES, (value) => `groupSize.${value}`),
    },
  ] as const;

/** The facilitation filters of /facilitators; each change goes straight into the address. */
export function FacilitatorFilters({
  state,
  onChange,
}: {
  state: FacilitatorSearchParams;
  onChange: Change;
}) {
  const id = useId();
  const t = useT(profileMessages);
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {/* The order: by name without a choice (nothing in the address), or by rating. */}
      <FilterSelect
        id={`${id}-sort`}
        name="sort"
        label={t('sort.label')}
        value={state.sort ?? ''}
        allLabel={t('sort.name')}
        options={[{ value: 'rating', label: t('sort.rating') }]}
        onChange={(value) => onChange({ sort: value === 'rating' ? 'rating' : undefined })}
      />
      {/* One method here; a link may carry several (all must match), which a choice here replaces. */}
      <FilterSelect
        id={`${id}-method`}
        name="method"
        label={t('filter.method')}
        value={state.method[0] ?? ''}
        allLabel={t('filter.anyMethod')}
        options={methodOptions(locale)}
        onChange={(value) => onChange({ method: value ? [value as MethodId] : [] })}
      />
      {choiceFilters(t, locale).map((filter) => (
        <FilterSelect
          key={filter.name}
          id={`${id}-${filter.id}`}
          name={filter.name}
          label={filter.label}
          value={state[filter.name] ?? ''}
          allLabel={filter.allLabel}
          options={filter.options}
          onChange={(value) => onChange({ [filter.name]: value || undefined })}
        />
      ))}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-date`}>{t('filter.availableOn')}</Label>
        <AvailableOnInput
          id={`${id}-date`}
          name="availableOn"
          value={state.availableOn ?? ''}
          onChange={(value) => onChange({ availableOn: value || undefined })}
        />
      </div>
      {/* Keyed by the address, so that back and forward refill the amount. */}
      <RateFilter
        key={`${state.rateMax ?? ''}|${state.currency ?? ''}|${state.rateType ?? ''}`}
        state={state}
        onChange={onChange}
      />
      <div className="flex flex-col justify-end gap-3 sm:col-span-2 lg:col-span-1">
        <SwitchRow
          id={`${id}-verified`}
          name="verified"
          label={t('filter.verified')}
          checked={state.verified === true}
          onChange={(checked) => onChange({ verified: checked || undefined })}
        />
        <SwitchRow
          id={`${id}-rating`}
          name="minRating"
          value={String(MIN_RATING_FILTER)}
          label={t('filter.minRating', { min: MIN_RATING_FILTER })}
          checked={state.minRating !== undefined}
          onChange={(checked) => onChange({ minRating: checked ? MIN_RATING_FILTER : undefined })}
        />
        <SwitchRow
          id={`${id}-unavailable`}
          name="showUnavailable"
          label={t('filter.showUnavailable')}
          checked={state.showUnavailable === true}
          onChange={(checked) => onChange({ showUnavailable: checked || undefined })}
        />
      </div>
    </div>
  );
}

/**
 * The date field, from the reader's today once hydrated (a component of its own: the render after
 * hydration redraws this field, not the whole panel).
 */
function AvailableOnInput({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { now, timeZone } = useViewerTime();
  return (
    <Input
      id={id}
      name={name}
      type="date"
      min={localToday(now, timeZone)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A switch sent as `name=true` (or `name=value`) when on (the address's form of it), nothing when off. */
function SwitchRow({
  id,
  name,
  value = 'true',
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  value?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <SwitchInput
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

/**
 * "Rate up to {amount} {currency} per {day|hour}". The amount applies when it is left or on Enter (not on
 * every keystroke), the currency and the unit at once; without an amount they wait for one.
 */
function RateFilter({ state, onChange }: { state: FacilitatorSearchParams; onChange: Change }) {
  const id = useId();
  const t = useT(profileMessages);
  const [amount, setAmount] = useState(state.rateMax === undefined ? '' : String(state.rateMax));
  const [currency, setCurrency] = useState<Currency>(state.currency ?? 'EUR');
  const [unit, setUnit] = useState<'day' | 'hour'>(state.rateType ?? 'day');

  const apply = (next: { amount?: string; currency?: Currency; unit?: 'day' | 'hour' } = {}) => {
    const text = next.amount ?? amount;
    const value = Number(text);
    const rateMax =
      text !== '' && Number.isInteger(value) && value >= 0 ? Math.min(value, MONEY_MAX) : undefined;
    const rateType = (next.unit ?? unit) === 'hour' ? 'hour' : undefined;
    const chosen = next.currency ?? currency;
    if (
      rateMax === state.rateMax &&
      (rateMax === undefined || (chosen === (state.currency ?? 'EUR') && rateType === state.rateType))
    )
      return;
    onChange({ rateMax, currency: chosen, rateType });
  };

  return (
    <fieldset className="space-y-1.5 sm:col-span-2 lg:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{t('filter.rateUpTo')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_6.5rem_8.5rem]">
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-amount`} className="sr-only">
            {t('filter.amount')}
          </Label>
          <WholeNumberInput
            id={`${id}-amount`}
            name="rateMax"
            max={MONEY_MAX}
            placeholder={t('filter.amountPlaceholder')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => apply()}
            onKeyDown={(event) => {
              // Applies the amount here rather than sending the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-currency`} className="sr-only">
            {t('filter.currency')}
          </Label>
          <Select
            id={`${id}-currency`}
            name="currency"
            value={currency}
            onChange={(event) => {
              const next = event.target.value as Currency;
              setCurrency(next);
              apply({ currency: next });
            }}
          >
            <CurrencyOptions />
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-unit`} className="sr-only">
            {t('filter.ratePer')}
          </Label>
          <Select
            id={`${id}-unit`}
            name="rateType"
            value={unit}
            onChange={(event) => {
              const next = event.target.value === 'hour' ? 'hour' : 'day';
              setUnit(next);
              apply({ unit: next });
            }}
          >
            <option value="day">{t('filter.perDay')}</option>
            <option value="hour">{t('filter.perHour')}</option>
          </Select>
        </div>
      </div>
    </fieldset>
  );
}

/** The filters in force, each with a button that removes it: what the empty list suggests. */
export function ActiveFilters({ state, onChange }: { state: FacilitatorSearchParams; onChange: Change }) {
  const t = useT(profileMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const chips: { label: string; remove: Partial<FacilitatorSearchParams> }[] = [
    ...state.method.map((method) => ({
      label: t('filter.chipMethod', { name: methodName(method, locale) }),
      remove: { method: state.method.filter((other) => other !== method) },
    })),
    ...(state.language
      ? [
          {
            label: t('filter.chipLanguage', { name: languageName(state.language, locale) }),
            remove: { language: undefined },
          },
        ]
      : []),
    ...(state.availableOn
      ? [
          {
            label: t('filter.chipAvailableOn', { date: formatDate(state.availableOn, { locale }) }),
            remove: { availableOn: undefined },
          },
        ]
      : []),
    ...(state.rateMax !== undefined
      ? [
          {
            label: t(state.rateType === 'hour' ? 'filter.chipRateHour' : 'filter.chipRateDay', {
              amount: state.rateMax,
              currency: state.currency ?? 'EUR',
            }),
            remove: { rateMax: undefined, currency: undefined, rateType: undefined },
          },
        ]
      : []),
    ...(state.verified ? [{ label: t('filter.verified'), remove: { verified: undefined } }] : []),
    ...(state.minRating
      ? [{ label: t('filter.minRating', { min: MIN_RATING_FILTER }), remove: { minRating: undefined } }]
      : []),
    ...(state.format ? [{ label: option(`format.${state.format}`), remove: { format: undefined } }] : []),
    ...(state.groupSize
      ? [{ label: option(`groupSize.${state.groupSize}`), remove: { groupSize: undefined } }]
      : []),
  ];
  if (!chips.length) return null;
  return (
    <ul aria-label={t('filter.active')} className="mt-3 flex flex-wrap justify-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Button variant="secondary" size="sm" onClick={() => onChange(chip.remove)}>
            {chip.label}
            <X aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">{t('filter.remove')}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Where the method names of the filter are explained. */
export function MethodsLink() {
  const t = useT(profileMessages);
  return (
    <Link
      to="/methods"
      className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-700 hover:underline"
    >
      {t('filter.methodsLink')}
    </Link>
  );
}
