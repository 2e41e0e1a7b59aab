import { useDeferredValue, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSearchUpdate } from '../../lib/use-search-update';
import { formQuery, useEditsBeforeHydration, useFieldFollows } from '../../lib/form-edits';
import { Briefcase, MapPin, Rss, Search, X } from 'lucide-react';
import { JOB_LOCATION_MAX, JOB_SEARCH_MAX, JOB_SORTS } from '../../../shared/job-options';
import { DEFAULT_RADIUS_KM, locationFilterOf, placeName, RADIUS_OPTIONS_KM } from '../../../shared/places';
import type { SearchFilters } from '../../../shared/saved';
import { jobsFeedLink } from '../../../shared/job-feeds';
import { PublicPage } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { IconInput, Select } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Pagination } from '../../components/ui/pagination';
import { useJobs } from './api';
import { JobCard, JobCardSkeleton } from './job-card';
import { FilterField, JobFilters, type FilterChanges } from './job-filters';
import { ApplyFiltersButton, FilterDisclosure, GetSearchForm } from '../../components/search-form';
import { revealResults } from '../../lib/reveal-results';
import { activeFilterCount, FILTER_KEYS, LIVE_FIELD_KEYS, readParams } from './job-list-params';
import { FilterChips, filterChips } from './filter-chips';
import { SaveSearchButton } from './save-search-dialog';
import { useLocale, useT } from '../../lib/i18n';
import { formatNumber } from '../../../shared/i18n/locales';
import { jobMessages } from './messages';

export function Component() {
  const t = useT(jobMessages);
  const locale = useLocale();
  const [searchParams, updateSearch] = useSearchUpdate();
  const params = readParams(searchParams);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useJobs(params);
  // The cards render from a deferred copy: React builds them in short, interruptible slices
  // after the urgent update (count, pagination) rather than in one long task that blocks input.
  const listData = useDeferredValue(data);

  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const qRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  // The boxes are the browser's own (words typed before the page runs stay); they follow the URL (back and
  // forward, links from topic pages, the chips).
  useFieldFollows(qRef, params.q ?? '');
  useFieldFollows(locationRef, params.location ?? '');

  /** A change of filters, of the order or of the page, whose results come into view. */
  const update = (changes: FilterChanges & { q?: string; page?: string; sort?: string }) => {
    updateSearch((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // Any change but a page change starts again at page 1.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
    revealResults(resultsRef.current);
  };

  /** The form's fields, as its native GET would send them; EUR, the default currency, needs no parameter. */
  const formValues = (form: HTMLFormElement) => {
    const values = formQuery(form);
    if (values.get('currency') === 'EUR') values.delete('currency');
    return values;
  };
  // Enter or Search: what the form would send without the script, without leaving the page.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    updateSearch(() => values);
  };
  // A filter changed before the page ran applies now, as it would have at once; typed words (the keywords,
  // the location) stay in their boxes.
  useEditsBeforeHydration(formRef, (edited, form) => {
    const values = formValues(form);
    const filters = LIVE_FIELD_KEYS.filter((key) => key !== 'location' && edited.has(key));
    if (filters.length) update(Object.fromEntries(filters.map((key) => [key, values.get(key) ?? undefined])));
  });

  const activeFilters = FILTER_KEYS.some((key) => params[key] !== undefined) || !!params.q;
  // What a saved search and the feed keep: every filter of the address, without paging or order.
  const { page: _page, pageSize: _pageSize, sort: _sort, ...rest } = params;
  const filters: SearchFilters = rest;
  // A German page links the German feed (/de/jobs/feed.xml), in its head and in its RSS button.
  const feed = jobsFeedLink(filters, locale);
  const clearAll = () => updateSearch(() => new URLSearchParams());
  const chips = filterChips(params, searchParams, locale);
  const place = locationFilterOf(params.location, params.radius);
  /** The location applies when its box is left (or with the form, by Enter or Search). */
  const commitLocation = (value: string) => {
    const location = value.replace(/\s+/g, ' ').trim();
    if (location !== (params.location ?? '')) update({ location: location || undefined });
  };
  const goToPage = (page: number) => update({ page: page > 1 ? String(page) : undefined });

  const from = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <PublicPage path="/jobs" description={t('board.description')} feed={feed}>
      <section
        aria-label={t('board.searchAndFilters')}
        className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <GetSearchForm ref={formRef} action="/jobs" onSubmit={onSearch}>
          <div className="flex flex-col gap-3 sm:flex-row">
            <IconInput
              ref={qRef}
              icon={Search}
              wrapperClassName="flex-1"
              id="job-search-q"
              name="q"
              type="search"
              defaultValue={params.q ?? ''}
              maxLength={JOB_SEARCH_MAX}
              placeholder={t('board.searchPlaceholder')}
            >
              <Label htmlFor="job-search-q" className="sr-only">
                {t('board.searchLabel')}
              </Label>
            </IconInput>
            <IconInput
              ref={locationRef}
              icon={MapPin}
              wrapperClassName="sm:w-64"
              id="job-search-location"
              name="location"
              defaultValue={params.location ?? ''}
              maxLength={JOB_LOCATION_MAX}
              placeholder={t('board.locationPlaceholder')}
              autoComplete="address-level2"
              aria-describedby="job-search-location-note"
              onBlur={(event) => commitLocation(event.currentTarget.value)}
            >
              <Label htmlFor="job-search-location" className="sr-only">
                {t('board.location')}
              </Label>
            </IconInput>
            <Button type="submit">{t('board.search')}</Button>
          </div>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            {place?.kind === 'near' ? (
              <FilterField htmlFor="job-search-radius" label={t('board.distance')} className="w-full sm:w-40">
                <Select
                  id="job-search-radius"
                  name="radius"
                  value={params.radius ?? DEFAULT_RADIUS_KM}
                  onChange={(event) => update({ radius: event.target.value })}
                >
                  {RADIUS_OPTIONS_KM.map((km) => (
                    <option key={km} value={km}>
                      {t('board.within', { km })}
                    </option>
                  ))}
                </Select>
              </FilterField>
            ) : null}
            <FilterField
              htmlFor="job-search-sort"
              label={t('board.sortBy')}
              className="w-full sm:ml-auto sm:w-56"
            >
              <Select
                id="job-search-sort"
                name="sort"
                value={params.sort === 'newest' ? '' : (params.sort ?? '')}
                onChange={(event) => update({ sort: event.target.value || undefined })}
              >
                {JOB_SORTS.map((sort) => (
                  <option key={sort} value={sort === 'newest' ? '' : sort}>
                    {t(`sort.${sort}`)}
                  </option>
                ))}
              </Select>
            </FilterField>
          </div>
          <p id="job-search-location-note" className="mt-2 text-xs text-slate-600 empty:hidden">
            {place?.kind === 'country'
              ? t('board.inCountry', { place: placeName(place.place, locale) })
              : place?.kind === 'remote'
                ? t('board.virtual')
                : place?.kind === 'text'
                  ? t('board.textPlace', { text: place.text })
                  : null}
          </p>
          <FilterDisclosure active={activeFilterCount(params)}>
            <JobFilters params={params} onChange={update} />
            <ApplyFiltersButton />
          </FilterDisclosure>
        </GetSearchForm>
        <FilterChips chips={chips} />
      </section>

      <div
        ref={resultsRef}
        className="mt-6 flex min-h-8 scroll-mt-20 flex-wrap items-center justify-between gap-3"
      >
        <p className="text-sm text-slate-700" aria-live="polite">
          {data && !isError
            ? data.total === 0
              ? t('board.noJobsFound')
              : t('board.showing', {
                  from: formatNumber(from, locale),
                  to: formatNumber(to, locale),
                  total: formatNumber(data.total, locale),
                  more: data.totalIsExact ? '' : '+',
                  count: data.total,
                })
            : isPending
              ? t('board.loading')
              : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {activeFilters ? (
            <Button variant="ghost" size="sm" onClick={clearAll}>
              <X aria-hidden className="h-4 w-4" /> {t('board.clear')}
            </Button>
          ) : null}
          <SaveSearchButton filters={filters} />
          <a href={feed.path} className={buttonClasses('ghost', 'sm')}>
            <Rss aria-hidden className="h-4 w-4 text-orange-600" /> {t('board.rss')}{' '}
            <span className="sr-only">{t('board.rssFeed')}</span>
          </a>
        </div>
      </div>

      <div className="mt-4">
        {isError ? (
          <QueryError error={error} onRetry={refetch} retrying={isFetching} fallback={t('board.loadError')} />
        ) : isPending || !listData ? (
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <JobCardSkeleton key={i} />
            ))}
          </div>
        ) : listData.items.length === 0 ? (
          <EmptyState title={t('board.empty.title')} icon={<Briefcase aria-hidden className="h-8 w-8" />}>
            {listData.total > 0 ? (
              <p>
                {t('board.empty.pastEnd')}{' '}
                <Link to="/jobs" className="font-medium text-indigo-700 underline underline-offset-2">
                  {t('board.empty.firstPage')}
                </Link>
              </p>
            ) : (
              <>
                <p>{t('board.empty.tryOther')}</p>
                {activeFilters ? (
                  <Button variant="secondary" size="sm" className="mt-4" onClick={clearAll}>
                    {t('board.clear')}
                  </Button>
                ) : null}
              </>
            )}
          </EmptyState>
        ) : (
          <ul
            className={`grid gap-5 transition-opacity md:grid-cols-2 xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={isPlaceholderData}
          >
            {listData.items.map((job) => (
              // Cards off screen are not styled, laid out or painted until scrolled to (18rem is
              // about a card's height); the clip margin keeps the card's shadow.
              <li
                key={job.id}
                className="[contain-intrinsic-height:auto_18rem] [content-visibility:auto] [overflow-clip-margin:1rem]"
              >
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {data && !isError ? (
        <Pagination page={data.page} totalPages={data.totalPages} onPageChange={goToPage} />
      ) : null}
    </PublicPage>
  );
}
