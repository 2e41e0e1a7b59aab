import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BarChart3, Clock } from 'lucide-react';
import {
  FACILITATOR_INSIGHT_DAYS,
  RESPONSE_TIME_DAYS,
  type FacilitatorInsightDay,
  type FacilitatorInsightDays,
  type FacilitatorInsights,
  type InsightFilterCount,
  type ResponseTime,
} from '../../../shared/insights';
import { languageName } from '../../../shared/i18n/language-names';
import { optionMessages } from '../../../shared/i18n/options';
import { methodName } from '../../../shared/methods';
import type { LanguageCode, SessionFormat } from '../../../shared/facilitation-options';
import { PageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { useRepliesWithin } from '../../components/response-time';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Select } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadingState } from '../../components/ui/skeleton';
import { useLocale, useT } from '../../lib/i18n';
import { useFacilitatorInsights } from './api';
import { DailyFigures, Figures } from './figures';
import { insightMessages } from './messages';

const DEFAULT_DAYS: FacilitatorInsightDays = 30;

/** `?days=90`: one of the spans offered; anything else is the default. */
function readDays(value: string | null): FacilitatorInsightDays {
  const days = Number(value);
  return (FACILITATOR_INSIGHT_DAYS as readonly number[]).includes(days)
    ? (days as FacilitatorInsightDays)
    : DEFAULT_DAYS;
}

/** GET /facilitator/insights: how companies find the facilitator's profile, and how fast they reply. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const days = readDays(params.get('days'));
  const { data, error, isPending, refetch, isFetching } = useFacilitatorInsights(days);
  const t = useT(insightMessages);
  const id = useId();

  return (
    <PageShell>
      <PageMeta title={t('me.title')} description={t('me.description')} />
      <PageHeader
        title={t('me.title')}
        description={t('me.description')}
        actions={
          <div className="flex flex-col gap-1">
            <Label htmlFor={id}>{t('me.span.label')}</Label>
            <Select
              id={id}
              value={days}
              aria-busy={isFetching}
              onChange={(event) => {
                const next = readDays(event.target.value);
                setParams(next === DEFAULT_DAYS ? {} : { days: String(next) }, { replace: true });
              }}
            >
              {FACILITATOR_INSIGHT_DAYS.map((span) => (
                <option key={span} value={span}>
                  {t('me.span.option', { days: span })}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} retrying={isFetching} />
      ) : isPending ? (
        <LoadingState label={t('me.loading')} />
      ) : (
        <FacilitatorInsightsBody insights={data} />
      )}
    </PageShell>
  );
}

function FacilitatorInsightsBody({ insights }: { insights: FacilitatorInsights }) {
  const t = useT(insightMessages);
  const { totals } = insights;
  const lines = useMemo(
    () => [
      { label: t('metric.profileViews'), value: (day: FacilitatorInsightDay) => day.views },
      { label: t('metric.visitors'), value: (day: FacilitatorInsightDay) => day.visitors },
      { label: t('metric.searchAppearances'), value: (day: FacilitatorInsightDay) => day.searchAppearances },
    ],
    [t],
  );
  const nothing = totals.views === 0 && totals.searchAppearances === 0;
  return (
    <div className="mt-8 space-y-10">
      <PageSection title={t('totals.title')}>
        <div className="mt-4">
          <Figures
            items={[
              { label: t('metric.profileViews'), value: totals.views },
              { label: t('metric.visitors'), value: totals.visitors },
              { label: t('metric.searchAppearances'), value: totals.searchAppearances },
              { label: t('metric.contactClicks'), value: totals.contactClicks },
              { label: t('metric.invitations'), value: totals.invitations },
            ]}
          />
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('me.privacy')}</p>
      </PageSection>

      <ResponseTimeSection time={insights.responseTime} />

      {nothing ? (
        <EmptyState title={t('empty.title')} icon={<BarChart3 aria-hidden className="h-8 w-8" />}>
          <p>{t('empty.me')}</p>
        </EmptyState>
      ) : (
        <>
          <PageSection title={t('byDay.title')}>
            <Card className="mt-4 p-4 sm:p-6">
              <DailyFigures days={insights.byDay} lines={lines} />
            </Card>
          </PageSection>
          <FiltersSection filters={insights.topFilters} />
        </>
      )}
    </div>
  );
}

function ResponseTimeSection({ time }: { time: ResponseTime }) {
  const t = useT(insightMessages);
  const repliesWithin = useRepliesWithin();
  const shown = time.medianMinutes !== null && time.threads >= time.publicFromThreads;
  return (
    <PageSection title={t('response.title')}>
      <Card className="mt-4 flex flex-col gap-2 p-5 sm:p-6">
        <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock aria-hidden className="h-5 w-5 text-indigo-700" />
          {time.medianMinutes === null ? t('response.none') : repliesWithin(time.medianMinutes)}
        </p>
        <p className="text-sm text-slate-700">
          {t('response.threads', { count: time.threads, days: RESPONSE_TIME_DAYS })}{' '}
          {shown
            ? t('response.public')
            : t('response.notPublic', { threads: time.threads, needed: time.publicFromThreads })}
        </p>
        <p className="text-sm text-slate-700">{t('response.note', { needed: time.publicFromThreads })}</p>
        <p>
          <Link
            to="/facilitator/availability"
            className="inline-flex min-h-6 items-center text-sm font-medium text-indigo-700 hover:underline"
          >
            {t('response.availability')}
          </Link>
        </p>
      </Card>
    </PageSection>
  );
}

function FiltersSection({ filters }: { filters: FacilitatorInsights['topFilters'] }) {
  const t = useT(insightMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const groups = [
    {
      title: t('filters.methods'),
      items: filters.methods,
      name: (value: string) => methodName(value, locale),
    },
    {
      title: t('filters.formats'),
      items: filters.formats,
      name: (value: string) => option(`format.${value as SessionFormat}`),
    },
    {
      title: t('filters.languages'),
      items: filters.languages,
      name: (value: string) => languageName(value as LanguageCode, locale),
    },
  ];
  return (
    <PageSection title={t('filters.title')} lead={t('filters.lead')}>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <Card key={group.title} className="p-5">
            <h3 className="font-semibold text-slate-900">{group.title}</h3>
            <FilterList items={group.items} name={group.name} />
          </Card>
        ))}
      </div>
    </PageSection>
  );
}

function FilterList({
  items,
  name,
}: {
  items: readonly InsightFilterCount[];
  name: (value: string) => string;
}) {
  const t = useT(insightMessages);
  if (!items.length) return <p className="mt-2 text-sm text-slate-700">{t('filters.none')}</p>;
  return (
    <ol className="mt-2 space-y-1.5 text-sm">
      {items.map((item) => (
        <li key={item.value} className="flex items-baseline justify-between gap-3">
          <span className="text-slate-800">{name(item.value)}</span>
          <span className="text-slate-700 tabular-nums">{t('filters.count', { count: item.count })}</span>
        </li>
      ))}
    </ol>
  );
}
