import { DirectoryResults } from './directory-results';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Search, X } from 'lucide-react';
import { FOCUS_AREAS } from '../../../shared/focus-areas';
import { PublicPage } from '../../components/page-shell';
import { useSearchUpdate } from '../../lib/use-search-update';
import { BADGE_COLORS } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LabelledIconInput } from '../../components/search-form';
import { cn } from '../../lib/cn';
import { facilitatorsQuery, type FacilitatorSearchParams } from './api';
import {
  EMPTY_FACILITATOR_SEARCH,
  isFiltered,
  readFacilitatorParams,
  toggleFocusArea,
  writeFacilitatorParams,
} from './directory-params';
import { ActiveFilters, FacilitatorFilters, MethodsLink } from './facilitator-filters';
import { FacilitatorCard, FacilitatorCardSkeleton } from './facilitator-card';

export function Component() {
  const [searchParams, updateSearch] = useSearchUpdate();
  const state = readFacilitatorParams(searchParams);
  const query = useQuery(facilitatorsQuery(state));

  const go = (next: FacilitatorSearchParams) => updateSearch(() => writeFacilitatorParams(next));
  // Any change of the filters starts again at page 1, and keeps a change made just before it.
  const filter = (changes: Partial<FacilitatorSearchParams>) =>
    updateSearch((latest) =>
      writeFacilitatorParams({ ...readFacilitatorParams(latest), ...changes, page: 1 }),
    );
  const filtered = isFiltered(state);

  return (
    <PublicPage
      path="/facilitators"
      title="Find Facilitators"
      description="Browse experienced facilitators for workshops, offsites, trainings and change programmes. Search by name or skills, narrow by method, language, availability, rate and focus area, and contact them directly."
    >
      <Card className="mt-8 p-4 sm:p-6">
        {/* Keyed by the URL, so that going back and forth in history refills the fields. */}
        <SearchForm
          key={`${state.q ?? ''}|${state.location ?? ''}`}
          state={state}
          onSearch={(q, location) => filter({ q, location })}
        />
        <div
          role="group"
          aria-labelledby="facilitation-filter-label"
          className="mt-5 border-t border-slate-200 pt-5"
        >
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <p id="facilitation-filter-label" className="text-sm font-medium text-slate-800">
              Filter by method, language, availability and rate
            </p>
            <MethodsLink />
          </div>
          <FacilitatorFilters state={state} onChange={filter} />
        </div>
        <div className="mt-5 border-t border-slate-200 pt-5">
          <p id="focus-filter-label" className="text-sm font-medium text-slate-800">
            Filter by focus area
          </p>
          <div role="group" aria-labelledby="focus-filter-label" className="mt-3 flex flex-wrap gap-2">
            {FOCUS_AREAS.map((area) => {
              const pressed = state.focusArea.includes(area.id);
              return (
                <button
                  key={area.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => filter({ focusArea: toggleFocusArea(state.focusArea, area.id) })}
                  className={cn(
                    'inline-flex cursor-pointer items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1 transition-colors ring-inset',
                    pressed
                      ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700'
                      : cn(BADGE_COLORS[area.color], 'hover:brightness-95'),
                  )}
                >
                  {area.label}
                  {pressed ? <X aria-hidden className="h-3.5 w-3.5" /> : null}
                </button>
              );
            })}
          </div>
        </div>
      </Card>

      <DirectoryResults
        query={query}
        page={state.page}
        noun={['facilitator', 'facilitators']}
        filtered={filtered}
        onClearFilters={() => go(EMPTY_FACILITATOR_SEARCH)}
        onPageChange={(page) => go({ ...state, page })}
        renderItem={(facilitator) => <FacilitatorCard facilitator={facilitator} />}
        itemSize="[contain-intrinsic-height:auto_27rem]"
        skeleton={<FacilitatorCardSkeleton />}
        emptyHint={<ActiveFilters state={state} onChange={filter} />}
      />
    </PublicPage>
  );
}

function SearchForm({
  state,
  onSearch,
}: {
  state: FacilitatorSearchParams;
  onSearch: (q?: string, location?: string) => void;
}) {
  const [q, setQ] = useState(state.q ?? '');
  const [location, setLocation] = useState(state.location ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim() || undefined, location.trim() || undefined);
  };
  return (
    <form
      role="search"
      aria-label="Facilitators"
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-[2fr_1.2fr_auto] md:items-end"
    >
      <LabelledIconInput
        label="Search by name or skills"
        icon={Search}
        id="facilitator-q"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="e.g. Lena, design sprint, retrospectives"
        maxLength={200}
      />
      <LabelledIconInput
        label="Location"
        icon={MapPin}
        id="facilitator-location"
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        placeholder="City or country"
        maxLength={100}
      />
      <Button type="submit" className="md:w-auto">
        <Search aria-hidden className="h-4 w-4" /> Search
      </Button>
    </form>
  );
}
