import { DirectoryResults, useDirectorySearch } from './directory-results';
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Search, X } from 'lucide-react';
import { FOCUS_AREAS, focusAreaName } from '../../../shared/focus-areas';
import { PublicPage } from '../../components/page-shell';
import { BADGE_COLORS } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  ApplyFiltersButton,
  DirectorySearchCard,
  FilterDisclosure,
  AddressField,
  DirectoryWordsField,
} from '../../components/search-form';
import { revealResults } from '../../lib/reveal-results';
import { formQuery, useEditsBeforeHydration } from '../../lib/form-edits';
import { cn } from '../../lib/cn';
import { facilitatorsQuery, type FacilitatorSearchParams } from './api';
import {
  EMPTY_FACILITATOR_SEARCH,
  filterCount,
  isFiltered,
  readFacilitatorParams,
  toggleFocusArea,
  writeFacilitatorParams,
} from './directory-params';
import { ActiveFilters, FacilitatorFilters, MethodsLink } from './facilitator-filters';
import { FacilitatorCard, FacilitatorCardSkeleton } from './facilitator-card';
import { useLocale, useT } from '../../lib/i18n';
import { profileMessages } from './messages';

export function Component() {
  const t = useT(profileMessages);
  const locale = useLocale();
  const search = useDirectorySearch(readFacilitatorParams, writeFacilitatorParams);
  const { state, formRef, go } = search;
  const query = useQuery(facilitatorsQuery(state));

  const resultsRef = useRef<HTMLElement>(null);
  // A change of the filters also brings its results into view.
  const filter = (changes: Partial<FacilitatorSearchParams>) => {
    search.filter(changes);
    revealResults(resultsRef.current);
  };
  const filtered = isFiltered(state);

  // A filter changed before the page ran applies now, as it would have at once; typed words stay in the boxes.
  useEditsBeforeHydration(formRef, (edited, form) => {
    if ([...edited].every((name) => name === 'q' || name === 'location')) return;
    filter({ ...readFacilitatorParams(formQuery(form)), q: state.q, location: state.location });
  });

  return (
    <PublicPage path="/facilitators" description={t('facilitators.lead')}>
      <DirectorySearchCard search={search} aria-label={t('facilitators.formLabel')} action="/facilitators">
        <SearchFields state={state} />
        <FilterDisclosure active={filterCount(state)}>
          <div
            role="group"
            aria-labelledby="facilitation-filter-label"
            className="mt-5 border-t border-slate-200 pt-5"
          >
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <p id="facilitation-filter-label" className="text-sm font-medium text-slate-800">
                {t('facilitators.filterFacilitation')}
              </p>
              <MethodsLink />
            </div>
            <FacilitatorFilters state={state} onChange={filter} />
          </div>
          <div className="mt-5 border-t border-slate-200 pt-5">
            <p id="focus-filter-label" className="text-sm font-medium text-slate-800">
              {t('facilitators.filterFocus')}
            </p>
            <div role="group" aria-labelledby="focus-filter-label" className="mt-3 flex flex-wrap gap-2">
              {FOCUS_AREAS.map((area) => {
                const pressed = state.focusArea.includes(area.id);
                // A checkbox drawn as a badge: the form sends every ticked one as focusArea.
                return (
                  <label
                    key={area.id}
                    className={cn(
                      'relative inline-flex cursor-pointer items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                      pressed
                        ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700'
                        : cn(BADGE_COLORS[area.color], 'hover:brightness-95'),
                    )}
                  >
                    <input
                      type="checkbox"
                      name="focusArea"
                      value={area.id}
                      checked={pressed}
                      onChange={() => filter({ focusArea: toggleFocusArea(state.focusArea, area.id) })}
                      // Over the whole badge, unseen: a tap anywhere on it lands on the box itself.
                      className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
                    />
                    {focusAreaName(area.id, locale)}
                    {pressed ? <X aria-hidden className="h-3.5 w-3.5" /> : null}
                  </label>
                );
              })}
            </div>
          </div>
          <ApplyFiltersButton />
        </FilterDisclosure>
      </DirectorySearchCard>

      <DirectoryResults
        ref={resultsRef}
        query={query}
        page={state.page}
        words={{
          found: (count, exact) => t(exact ? 'facilitators.found' : 'facilitators.foundAtLeast', { count }),
          none: t('facilitators.none'),
          all: t('facilitators.all'),
          list: t('facilitators.formLabel'),
        }}
        filtered={filtered}
        onClearFilters={() => go({ ...EMPTY_FACILITATOR_SEARCH, sort: state.sort })}
        onPageChange={(page) => go({ ...state, page })}
        renderItem={(facilitator) => <FacilitatorCard facilitator={facilitator} />}
        itemSize="[contain-intrinsic-height:auto_27rem]"
        skeleton={<FacilitatorCardSkeleton />}
        emptyHint={<ActiveFilters state={state} onChange={filter} />}
      />
    </PublicPage>
  );
}

/** The words and the place: the browser's own fields (words typed before the page runs stay), following the address. */
function SearchFields({ state }: { state: FacilitatorSearchParams }) {
  const t = useT(profileMessages);
  return (
    <div className="grid gap-4 md:grid-cols-[2fr_1.2fr_auto] md:items-end">
      <DirectoryWordsField
        id="facilitator-q"
        label={t('facilitators.q')}
        placeholder={t('facilitators.qPlaceholder')}
        value={state.q ?? ''}
      />
      <AddressField
        label={t('facilitators.location')}
        icon={MapPin}
        id="facilitator-location"
        name="location"
        value={state.location ?? ''}
        placeholder={t('facilitators.locationPlaceholder')}
        maxLength={100}
      />
      <Button type="submit" className="md:w-auto">
        <Search aria-hidden className="h-4 w-4" /> {t('search')}
      </Button>
    </div>
  );
}
