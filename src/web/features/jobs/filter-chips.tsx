import { Link } from 'react-router';
import { X } from 'lucide-react';
import { locationLabel } from '../../../shared/search-filter-labels';
import type { FilterKey, JobListParams } from './job-list-params';
import { selectFilterLabel } from './job-filters';
import type { Locale } from '../../../shared/i18n/locales';
import { useT } from '../../lib/i18n';
import { formatNumber } from '../../../shared/i18n/locales';
import { jobMessages, jobText } from './messages';
import { formatDate } from '../../../shared/dates';

/** One filter in force: what it says, and the address of the list without it. */
export interface FilterChip {
  key: FilterKey | 'q';
  label: string;
  href: string;
}

const SELECT_KEYS = [
  'focusArea',
  'remote',
  'format',
  'language',
  'groupSize',
  'employmentType',
  'experience',
  'budgetType',
] as const;

/**
 * The chips of the filters in force, in the order of the form. Each links to the list without that filter
 * (from its first page): a link, so that it works before and without scripts. The location goes with its
 * radius, the last budget amount with its currency.
 */
export function filterChips(
  params: JobListParams,
  search: URLSearchParams,
  locale: Locale = 'en',
): FilterChip[] {
  const text = (key: Parameters<typeof jobText>[1], values: Parameters<typeof jobText>[2]) =>
    jobText(locale, key, values);
  const without = (...keys: string[]) => {
    const next = new URLSearchParams();
    // What a form sent without scripts says nothing with: empty fields (focusArea=) and the default currency.
    for (const [name, value] of search)
      if (value && name !== 'page' && !keys.includes(name) && !(name === 'currency' && value === 'EUR'))
        next.append(name, value);
    const query = next.toString();
    return query ? `/jobs?${query}` : '/jobs';
  };
  const currency = params.currency ?? 'EUR';
  const budgetKeys = (key: 'budgetMin' | 'budgetMax') => {
    const other = key === 'budgetMin' ? params.budgetMax : params.budgetMin;
    return other === undefined ? [key, 'currency'] : [key];
  };
  const chips: FilterChip[] = [];
  if (params.q) chips.push({ key: 'q', label: text('chips.keywords', { q: params.q }), href: without('q') });
  if (params.location)
    chips.push({
      key: 'location',
      label: locationLabel(params.location, params.radius, locale),
      href: without('location', 'radius'),
    });
  for (const key of SELECT_KEYS) {
    const value = params[key];
    const labels = value ? selectFilterLabel(key, value, locale) : undefined;
    if (labels) chips.push({ key, label: text('chips.select', labels), href: without(key) });
  }
  if (params.sessionFrom)
    chips.push({
      key: 'sessionFrom',
      label: text('chips.sessionsFrom', { date: formatDate(params.sessionFrom, { locale }) }),
      href: without('sessionFrom'),
    });
  if (params.sessionTo)
    chips.push({
      key: 'sessionTo',
      label: text('chips.sessionsUntil', { date: formatDate(params.sessionTo, { locale }) }),
      href: without('sessionTo'),
    });
  if (params.budgetMin !== undefined)
    chips.push({
      key: 'budgetMin',
      label: text('chips.budgetFrom', { amount: formatNumber(params.budgetMin, locale), currency }),
      href: without(...budgetKeys('budgetMin')),
    });
  if (params.budgetMax !== undefined)
    chips.push({
      key: 'budgetMax',
      label: text('chips.budgetUpTo', { amount: formatNumber(params.budgetMax, locale), currency }),
      href: without(...budgetKeys('budgetMax')),
    });
  return chips;
}

/** The filters in force as chips that each remove their filter. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  const t = useT(jobMessages);
  if (!chips.length) return null;
  return (
    <ul aria-label={t('chips.label')} className="mt-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.href}
            aria-label={t('chips.remove', { label: chip.label })}
            preventScrollReset
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm text-indigo-900 hover:border-indigo-300 hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            {chip.label}
            <X aria-hidden className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
