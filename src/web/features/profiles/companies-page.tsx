import { DirectoryResults } from './directory-results';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PUBLIC_PAGES } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { IconInput, Select } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { companiesQuery, type CompanySearchParams } from './api';
import { CompanyCard, CompanyCardSkeleton } from './company-card';
import { readCompanyParams, writeCompanyParams } from './directory-params';

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readCompanyParams(searchParams);
  const query = useQuery(companiesQuery(state));
  const go = (next: CompanySearchParams) => setSearchParams(writeCompanyParams(next));
  const filtered = Boolean(state.q || state.industry);
  // Keep the chosen industry selectable even before (or if) the list comes back without it.
  const industries = [
    ...new Set([...(query.data?.industries ?? []), ...(state.industry ? [state.industry] : [])]),
  ].sort((a, b) => a.localeCompare(b));

  return (
    <PageShell>
      <PageMeta {...PUBLIC_PAGES['/companies']} />
      <PageHeader
        title="Find Companies"
        description="Organisations that hire facilitators on FacilitatorHub. See who they are, what they do and which facilitation jobs they have open."
      />

      <Card className="mt-8 p-4 sm:p-6">
        <div className="grid gap-4 md:grid-cols-[1fr_16rem] md:items-end">
          <SearchForm
            key={state.q ?? ''}
            initial={state.q ?? ''}
            onSearch={(q) => go({ ...state, q, page: 1 })}
          />
          <div className="space-y-1.5">
            <Label htmlFor="company-industry">Industry</Label>
            <Select
              id="company-industry"
              value={state.industry ?? ''}
              onChange={(e) => go({ ...state, industry: e.target.value || undefined, page: 1 })}
            >
              <option value="">All industries</option>
              {industries.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </Card>

      <DirectoryResults
        query={query}
        page={state.page}
        noun={['company', 'companies']}
        filtered={filtered}
        onClearFilters={() => go({ page: 1 })}
        onPageChange={(page) => go({ ...state, page })}
        renderItem={(company) => <CompanyCard company={company} />}
        skeleton={<CompanyCardSkeleton />}
      />
    </PageShell>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q?: string) => void }) {
  const [q, setQ] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim() || undefined);
  };
  return (
    <form
      role="search"
      aria-label="Companies"
      onSubmit={submit}
      className="flex flex-col gap-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="company-q">Search companies</Label>
        <IconInput
          icon={Search}
          id="company-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Name, industry or keyword"
          maxLength={200}
        />
      </div>
      <Button type="submit">
        <Search aria-hidden className="h-4 w-4" /> Search
      </Button>
    </form>
  );
}
