import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  Banknote,
  BarChart3,
  Briefcase,
  CheckCircle2,
  Clock,
  MapPin,
  Search,
  Star,
} from 'lucide-react';
import type { RecommendedJob } from '../../../shared/applications';
import { formatDate } from '../../../shared/dates';
import { focusAreaById, focusAreaName } from '../../../shared/focus-areas';
import { budgetText } from '../jobs/api';
import { MatchReasons } from '../../components/match-reasons';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageSection } from '../../components/page-section';
import { QueryError } from '../../components/query-error';
import { PageMeta } from '../../components/page-meta';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton, SkeletonBars } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { EngagementsCard } from './engagements-card';
import { InvitationsCard } from './invitations-card';
import { useFacilitatorDashboard } from './api';
import { timeAgo } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { applicationMessages } from './messages';
import { ProfileCompleteness } from './profile-completeness';
import { StatusBadge } from './status-badge';
import { optionMessages } from '../../../shared/i18n/options';

/** The numbers beside the jobs: where the facilitator's applications stand. */
const STATS = [
  { key: 'activeApplications', label: 'stats.active', icon: Clock },
  { key: 'shortlisted', label: 'stats.shortlisted', icon: Star },
  { key: 'hired', label: 'stats.hired', icon: CheckCircle2 },
] as const;

export function Component() {
  const { data, error, isPending, refetch } = useFacilitatorDashboard();
  const t = useT(applicationMessages);
  const locale = useLocale();

  return (
    <PageShell>
      <PageMeta title={t('facilitator.title')} description={t('facilitator.metaDescription')} />
      <PageHeader
        title={t('facilitator.title')}
        description={t('facilitator.description')}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to="/facilitator/insights" className={buttonClasses('secondary')}>
              <BarChart3 aria-hidden className="h-4 w-4" /> {t('nav.insights')}
            </Link>
            <Link to="/facilitator/applications" className={buttonClasses('secondary')}>
              {t('nav.myApplications')}
            </Link>
            <Link to="/jobs" className={buttonClasses('primary')}>
              <Search aria-hidden className="h-4 w-4" /> {t('nav.browseJobs')}
            </Link>
          </div>
        }
      />

      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} />
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <PageSection
              title={t('recommended.title')}
              lead={
                data && !data.recommendationsByFocusArea ? t('recommended.newest') : t('recommended.matching')
              }
              action={
                <SectionLink to="/jobs" className="hidden shrink-0 sm:inline-flex">
                  {t('recommended.allJobs')}
                </SectionLink>
              }
            >
              {isPending ? (
                <div
                  role="status"
                  aria-label={t('recommended.loading')}
                  className="grid gap-4 sm:grid-cols-2"
                >
                  {[0, 1, 2, 3].map((i) => (
                    <Card key={i} className="space-y-3 p-5">
                      <SkeletonBars bars={['h-5 w-3/4', 'h-4 w-1/2', 'h-6 w-2/3']} />
                    </Card>
                  ))}
                </div>
              ) : data.recommendedJobs.length === 0 ? (
                <EmptyState
                  icon={<Briefcase aria-hidden className="h-8 w-8" />}
                  title={t('recommended.empty')}
                >
                  <Link to="/jobs" className="font-medium text-indigo-700 hover:underline">
                    {t('recommended.browseAll')}
                  </Link>
                </EmptyState>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {data.recommendedJobs.map((job) => (
                    <li key={job.id}>
                      <RecommendedJobCard job={job} />
                    </li>
                  ))}
                </ul>
              )}
              <SectionLink to="/jobs" className="mt-4 inline-flex sm:hidden">
                {t('recommended.allJobs')}
              </SectionLink>
            </PageSection>

            <section aria-labelledby="updates-heading">
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-5 py-4 sm:px-6">
                  <h2 id="updates-heading" className="text-lg font-semibold text-slate-900">
                    {t('updates.title')}
                  </h2>
                  <SectionLink to="/facilitator/applications" className="inline-flex whitespace-nowrap">
                    {t('nav.myApplications')}
                  </SectionLink>
                </div>
                {isPending ? (
                  <div role="status" aria-label={t('updates.loading')} className="space-y-3 p-6">
                    {[0, 1].map((i) => (
                      <Skeleton key={i} className="h-10 w-full" />
                    ))}
                  </div>
                ) : data.recentStatusChanges.length === 0 ? (
                  <p className="px-6 py-10 text-center text-sm text-slate-700">{t('updates.empty')}</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {data.recentStatusChanges.map((item) => (
                      <li
                        key={item.id}
                        className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
                      >
                        <div className="min-w-0">
                          <Link
                            to={`/jobs/${item.job.id}`}
                            className="text-sm font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                          >
                            {item.job.title}
                          </Link>
                          <p className="text-xs text-slate-600">
                            {item.job.companyName} ·{' '}
                            <time dateTime={item.statusChangedAt}>
                              {timeAgo(item.statusChangedAt, undefined, locale)}
                            </time>
                          </p>
                        </div>
                        <StatusBadge status={item.status} className="self-start sm:self-auto" />
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </section>
            <EngagementsCard side="facilitator" engagements={data?.engagements} />
            <InvitationsCard side="facilitator" />
          </div>

          {/* On small screens the profile and the numbers come first; on large ones they sit beside the jobs. */}
          <div className="order-first space-y-6 lg:order-last">
            <ProfileCompleteness data={data?.profileCompleteness} />
            <section aria-labelledby="numbers-heading">
              <Card className="p-5 sm:p-6">
                <h2 id="numbers-heading" className="text-lg font-semibold text-slate-900">
                  {t('stats.title')}
                </h2>
                <ul className="mt-4 space-y-3">
                  {STATS.map(({ key, label, icon: Icon }) => (
                    <Stat
                      key={key}
                      icon={<Icon aria-hidden className="h-4 w-4" />}
                      label={t(label)}
                      value={data?.stats[key]}
                    />
                  ))}
                </ul>
              </Card>
            </section>
          </div>
        </div>
      )}
    </PageShell>
  );
}

/** A section's link to the whole list it shows part of, with an arrow; `className` says how it is displayed. */
function SectionLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn('items-center gap-1 text-sm font-medium text-indigo-700 hover:underline', className)}
    >
      {children} <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  );
}

function RecommendedJobCard({ job }: { job: RecommendedJob }) {
  const t = useT(applicationMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const [firstDate] = job.sessionDates;
  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md">
      <h3 lang={job.contentLanguage} className="text-base font-semibold text-slate-900">
        <Link to={`/jobs/${job.id}`} className="hover:text-indigo-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{job.companyName}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="h-4 w-4" /> {job.location}
        </span>
        <Badge color={job.remote === 'no' ? 'gray' : 'blue'}>{option(`delivery.${job.remote}`)}</Badge>
        {firstDate ? <time dateTime={firstDate}>{formatDate(firstDate, { locale })}</time> : null}
      </p>
      {job.budget ? (
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-700">
          <Banknote aria-hidden className="h-4 w-4 text-slate-500" />
          <span className="sr-only">{t('recommended.budget')}</span>
          {budgetText(job.budget, locale)}
        </p>
      ) : null}
      <MatchReasons reasons={job.reasons} prefix={t('recommended.whyMatches')} className="mt-3" />
      <div className="mt-3 flex flex-wrap gap-1.5">
        {job.focusAreas.slice(0, 3).map((id) => {
          const area = focusAreaById(id);
          return (
            <Badge key={id} color={area?.color ?? 'gray'}>
              {focusAreaName(id, locale)}
            </Badge>
          );
        })}
      </div>
      {job.postedAt ? (
        <p className="mt-auto pt-4 text-xs text-slate-600">
          {richText(t('recommended.posted', { when: timeAgo(job.postedAt, undefined, locale) }), {
            time: (text) => <time dateTime={job.postedAt!}>{text}</time>,
          })}
        </p>
      ) : null}
    </Card>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number | undefined }) {
  return (
    <li className="flex items-center justify-between text-sm">
      <span className="inline-flex items-center gap-2 text-slate-700">
        <span className="text-slate-500">{icon}</span>
        {label}
      </span>
      <span className="font-semibold text-slate-900 tabular-nums">
        {value === undefined ? (
          <span aria-hidden className="inline-block h-4 w-6 animate-pulse rounded bg-slate-200" />
        ) : (
          value
        )}
      </span>
    </li>
  );
}
