import { Search } from 'lucide-react';
import { DirectoryResults, useDirectorySearch } from './directory-results';
import { formQuery, useEditsBeforeHydration } from '../../lib/form-edits';
import { Button } from '../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { PublicPage } from '../../components/page-shell';
import {
  ApplyFiltersButton,
  DirectorySearchCard,
  FilterSelect,
  DirectoryWordsField,
} from '../../components/search-form';
import { companiesQuery } from './api';
import { CompanyCard, CompanyCardSkeleton } from './company-card';
import { readCompanyParams, writeCompanyParams } from './directory-params';
import { useT } from '../../lib/i18n';
import { profileMessages } from './messages';

export function Component() {
  const t = useT(profileMessages);
  const search = useDirectorySearch(readCompanyParams, writeCompanyParams);
  const { state, formRef, go, filter } = search;
  const query = useQuery(companiesQuery(state));
  const filtered = Boolean(state.q || state.industry);
  // Keep the chosen industry selectable even before (or if) the list comes back without it.
  const listed = query.data?.industries ?? [];
  const industries = [
    ...listed,
    ...(state.industry && !listed.some((industry) => industry.name === state.industry)
      ? [{ name: state.industry, contentLanguage: undefined }]
      : []),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const words = {
    found: (count: number, exact: boolean) =>
      t(exact ? 'companies.found' : 'companies.foundAtLeast', { count }),
    none: t('companies.none'),
    all: t('companies.all'),
    list: t('companies.formLabel'),
  };

  // An industry chosen before the page ran applies now, as it would have at once.
  useEditsBeforeHydration(formRef, (edited, form) => {
    if (edited.has('industry')) filter({ industry: readCompanyParams(formQuery(form)).industry });
  });

  return (
    <PublicPage path="/companies" description={t('companies.lead')}>
      <DirectorySearchCard search={search} aria-label={t('companies.formLabel')} action="/companies">
        <div className="grid gap-4 md:grid-cols-[1fr_16rem] md:items-end">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <DirectoryWordsField
              id="company-q"
              className="flex-1"
              label={t('companies.q')}
              placeholder={t('companies.qPlaceholder')}
              value={state.q ?? ''}
            />
            <Button type="submit">
              <Search aria-hidden className="h-4 w-4" /> {t('search')}
            </Button>
          </div>
          <FilterSelect
            id="company-industry"
            name="industry"
            label={t('companies.industry')}
            value={state.industry ?? ''}
            onChange={(industry) => filter({ industry: industry || undefined })}
            allLabel={t('companies.allIndustries')}
            options={industries.map(({ name, contentLanguage }) => ({
              value: name,
              label: name,
              lang: contentLanguage,
            }))}
          />
        </div>
        <ApplyFiltersButton />
      </DirectorySearchCard>

      <DirectoryResults
        query={query}
        page={state.page}
        words={words}
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
