import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search, SearchX } from 'lucide-react';
import { JOB_SEARCH_MAX_LENGTH } from '../../../shared/job-search';
import { PageShell } from '../../components/page-shell';
import { pageText } from '../../../shared/page-meta';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadingState } from '../../components/ui/skeleton';
import { SwitchInput } from '../../components/ui/switch';
import { GetSearchForm } from '../../components/search-form';
import { useEditsBeforeHydration } from '../../lib/form-edits';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { useJobSearch } from './api';
import { JobResultCard } from './job-result-card';
import { formFromUrl, jobBoardHref, toSearchParams, type JobSearchForm } from './job-search-params';
import { jobSearchMessages } from './messages';

type FormValues = JobSearchForm;

function toUrl(values: FormValues) {
  const next = new URLSearchParams();
  if (values.keywords.trim()) next.set('q', values.keywords.trim());
  if (values.location.trim()) next.set('loc', values.location.trim());
  if (values.remote) next.set('remote', '1');
  return next;
}

export function Component() {
  const t = useT(jobSearchMessages);
  const common = useT(commonMessages);
  const page = pageText(useLocale(), '/job-search');
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const [form, setForm] = useState(() => formFromUrl(searchParams));
  // When the URL changes from outside the form (a link to /job-search?q=…), the form follows it.
  const [formUrlKey, setFormUrlKey] = useState(urlKey);
  if (formUrlKey !== urlKey) {
    setFormUrlKey(urlKey);
    setForm(formFromUrl(searchParams));
  }

  const params = toSearchParams(formFromUrl(searchParams));
  const search = useJobSearch(params);
  const loading = search.isFetching;
  const remoteId = useId();

  /** Runs a search for these values: a new one changes the URL (and so the query); the same one is fetched again. */
  function runSearch(values: FormValues) {
    const next = toSearchParams(values);
    if (next.query === params.query && next.location === params.location && next.remote === params.remote) {
      void search.refetch();
    }
    setSearchParams(toUrl(values), { replace: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    runSearch(form);
  }

  function onRemoteChange(remote: boolean) {
    const values = { ...form, remote };
    setForm(values);
    runSearch(values);
  }

  // What was done before the page ran: typed words stay in the form, and Remote only, flipped, searches.
  const formRef = useRef<HTMLFormElement>(null);
  useEditsBeforeHydration(formRef, (edited, element) => {
    const data = new FormData(element);
    const values: FormValues = {
      keywords: String(data.get('q') ?? ''),
      location: String(data.get('loc') ?? ''),
      remote: data.get('remote') === '1',
    };
    setForm(values);
    if (edited.has('remote')) runSearch(values);
  });

  return (
    <PageShell>
      <PageMeta {...page} />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg leading-8 text-slate-700">{t('intro')}</p>
      </div>

      <GetSearchForm
        ref={formRef}
        aria-label={t('form')}
        action="/job-search"
        onSubmit={onSubmit}
        className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto] lg:items-end"
      >
        <FormField label={t('keywords')}>
          <Input
            name="q"
            value={form.keywords}
            maxLength={JOB_SEARCH_MAX_LENGTH}
            placeholder={t('keywordsPlaceholder')}
            onChange={(event) => setForm({ ...form, keywords: event.target.value })}
          />
        </FormField>
        <FormField label={t('location')}>
          <Input
            name="loc"
            value={form.location}
            maxLength={JOB_SEARCH_MAX_LENGTH}
            placeholder={t('locationPlaceholder')}
            onChange={(event) => setForm({ ...form, location: event.target.value })}
          />
        </FormField>
        <div className="flex h-10 items-center gap-3 lg:px-2">
          <SwitchInput
            id={remoteId}
            name="remote"
            value="1"
            checked={form.remote}
            onChange={(event) => onRemoteChange(event.target.checked)}
          />
          <label
            htmlFor={remoteId}
            className="cursor-pointer text-sm font-medium whitespace-nowrap text-slate-800"
          >
            {t('remoteOnly')}
          </label>
        </div>
        <Button type="submit" disabled={loading} className="w-full lg:w-auto">
          <Search aria-hidden className="size-4" />
          {t('submit')}
        </Button>
      </GetSearchForm>

      <section aria-label={t('results')} className="mt-8">
        {loading ? (
          <LoadingState label={t('loading')} />
        ) : search.isError ? (
          <Alert tone="error" title={common('error')}>
            {search.error.message}
          </Alert>
        ) : search.data && search.data.data.length === 0 ? (
          <EmptyState title={t('empty.title')} icon={<SearchX aria-hidden className="size-8" />}>
            {t('empty.text')}
          </EmptyState>
        ) : search.data ? (
          <>
            <p
              role="status"
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-slate-600"
            >
              <span className="font-medium text-slate-900">
                {t('found', { count: search.data.data.length })}
              </span>
              <span>{t(`source.${search.data.source}`)}</span>
            </p>
            {search.data.source === 'facilitatorhub' ? (
              <p className="mt-2 text-sm text-slate-700">
                <Link to={jobBoardHref(params)} className="font-medium text-indigo-700 hover:underline">
                  {t('boardLink')}
                </Link>
              </p>
            ) : null}
            <ul className="mt-4 grid gap-4 xl:grid-cols-2">
              {search.data.data.map((job, index) => (
                <li key={`${job.job_id}-${index}`} className="min-w-0">
                  <JobResultCard job={job} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </PageShell>
  );
}
