import { DirectoryResults } from './directory-results';
import { useSearchUpdate } from '../../lib/use-search-update';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '../../components/page-shell';
import { Card } from '../../components/ui/card';
import { FilterSelect, KeywordSearchForm } from '../../components/search-form';
import { companiesQuery, type CompanySearchParams } from './api';
import { CompanyCard, CompanyCardSkeleton } from './company-card';
import { readCompanyParams, writeCompanyParams } from './directory-params';

export function Component() {
  const [searchParams, updateSearch] = useSearchUpdate();
  const state = readCompanyParams(searchParams);
  const query = useQuery(companiesQuery(state));
  const go = (next: CompanySearchParams) => updateSearch(() => writeCompanyParams(next));
  /** A filter's change, on top of any change made just before it; back to page 1. */
  const filter = (changes: Partial<CompanySearchParams>) =>
    updateSearch((latest) => writeCompanyParams({ ...readCompanyParams(latest), ...changes, page: 1 }));
  const filtered = Boolean(state.q || state.industry);
  // Keep the chosen industry selectable even before (or if) the list comes back without it.
  const industries = [
    ...new Set([...(query.data?.industries ?? []), ...(state.industry ? [state.industry] : [])]),
  ].sort((a, b) => a.localeCompare(b));

  return (
    <PublicPage
      path="/companies"
      title="Find Companies"
      description="Organisations that hire facilitators on FacilitatorHub. See who they are, what they do and which facilitation jobs they have open."
    >
      <Card className="mt-8 p-4 sm:p-6">
        <div className="grid gap-4 md:grid-cols-[1fr_16rem] md:items-end">
          <KeywordSearchForm
            key={state.q ?? ''}
            name="Companies"
            id="company-q"
            label="Search companies"
            placeholder="Name, industry or keyword"
            maxLength={200}
            initial={state.q ?? ''}
            onSearch={(q) => filter({ q })}
            className="flex flex-col gap-4 sm:flex-row sm:items-end"
          />
          <FilterSelect
            id="company-industry"
            label="Industry"
            value={state.industry ?? ''}
            onChange={(industry) => filter({ industry: industry || undefined })}
            allLabel="All industries"
            options={industries.map((industry) => ({ value: industry, label: industry }))}
          />
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
        itemSize="[contain-intrinsic-height:auto_11rem]"
        skeleton={<CompanyCardSkeleton />}
      />
    </PublicPage>
  );
}
