import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MapPin, Search, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { IconInput } from '../../components/ui/input';
import { localizedPath } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../../lib/i18n';
import { homeMessages } from './messages';

/**
 * The job board's address for a keyword and a location (its location filter): both trimmed, each left out
 * when empty; null when both are.
 */
export function jobSearchUrl(keyword: string, location: string): string | null {
  const q = keyword.trim();
  const loc = location.trim();
  if (!q && !loc) return null;
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (loc) params.set('location', loc);
  return `/jobs?${params.toString()}`;
}

/**
 * The hero search: a GET form to /jobs in the page's language (the browser sends it there before the
 * page runs, or without scripts), whose boxes are the browser's own, so that words typed before the page runs stay.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const locale = useLocale();
  const t = useT(homeMessages);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const url = jobSearchUrl(String(data.get('q') ?? ''), String(data.get('location') ?? ''));
    if (url) navigate(url);
  };

  const fields = [
    {
      icon: Search,
      id: 'home-keyword',
      name: 'q',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      autoComplete: 'off',
      className: 'h-12 border-transparent shadow-none sm:border-transparent',
    },
    {
      icon: MapPin,
      id: 'home-location',
      name: 'location',
      label: t('search.location'),
      placeholder: t('search.locationPlaceholder'),
      autoComplete: 'address-level2',
      className: 'h-12 border-transparent shadow-none',
    },
  ];

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      method="get"
      action={localizedPath(locale, '/jobs')}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg shadow-indigo-900/5 sm:flex-row sm:items-center"
    >
      {fields.map((field) => (
        <HeroField key={field.id} {...field} />
      ))}
      <Button type="submit" size="lg" className="sm:px-7">
        {t('search.submit')}
      </Button>
    </form>
  );
}

/** One borderless field of the hero search, labelled for screen readers only. */
function HeroField({
  label,
  ...props
}: {
  icon: LucideIcon;
  id: string;
  name: string;
  label: string;
  placeholder: string;
  autoComplete: string;
  className: string;
}) {
  return (
    <IconInput wrapperClassName="flex-1" {...props}>
      <label htmlFor={props.id} className="sr-only">
        {label}
      </label>
    </IconInput>
  );
}
