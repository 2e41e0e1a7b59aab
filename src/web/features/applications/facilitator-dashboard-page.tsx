import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Banknote, Briefcase, CheckCircle2, Clock, MapPin, Search, Star } from 'lucide-react';
import type { RecommendedJob } from '../../../shared/applications';
import { formatDate } from '../../../shared/dates';
import { DELIVERY_LABELS, formatBudget } from '../../../shared/facilitation-options';
import { focusAreaById } from '../../../shared/focus-areas';
import { MatchReasons } from '../../components/match-reasons';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { PageMeta } from '../../components/page-meta';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton, SkeletonBars } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { InvitationsCard } from './invitations-card';
import { useFacilitatorDashboard } from './api';
import { timeAgo } from '../../lib/dates';
import { ProfileCompleteness } from './profile-completeness';
import { StatusBadge } from './status-badge';

/** The numbers beside the jobs: where the facilitator's applications stand. */
const STATS = [
  { key: 'activeApplications', label: 'Active', icon: Clock },
  { key: 'shortlisted', label: 'Shortlisted', icon: Star },
  { key: 'hired', label: 'Hired', icon: CheckCircle2 },
] as const;

export function Component() {
  const { data, error, isPending, refetch } = useFacilitatorDashboard();

  return (
    <PageShell>
      <PageMeta
        title="Facilitator Dashboard"
        description="Jobs picked for you, your applications and your profile."
      />
      <PageHeader
        title="Facilitator Dashboard"
        description="Jobs picked for your focus areas and where your applications stand."
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to="/facilitator/applications" className={buttonClasses('secondary')}>
              My Applications
            </Link>
            <Link to="/jobs" className={buttonClasses('primary')}>
              <Search aria-hidden className="h-4 w-4" /> Browse Jobs
            </Link>
          </div>
        }
      />

      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} />
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <section aria-labelledby="recommended-heading">
              <div className="flex items-end justify-between gap-4">
                <div>
                  <h2 id="recommended-heading" className="text-xl font-semibold text-slate-900">
                    Recommended jobs
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">
                    {data && !data.recommendationsByFocusArea
                      ? 'The newest jobs. Add focus areas, methods and languages to your profile to get jobs picked for you.'
                      : 'Jobs that match your focus areas, methods, languages, availability and rates, best first.'}
                  </p>
                </div>
                <SectionLink to="/jobs" className="hidden shrink-0 sm:inline-flex">
                  All jobs
                </SectionLink>
              </div>
              {isPending ? (
                <div
                  role="status"
                  aria-label="Loading recommended jobs"
                  className="mt-4 grid gap-4 sm:grid-cols-2"
                >
                  {[0, 1, 2, 3].map((i) => (
                    <Card key={i} className="space-y-3 p-5">
                      <SkeletonBars bars={['h-5 w-3/4', 'h-4 w-1/2', 'h-6 w-2/3']} />
                    </Card>
                  ))}
                </div>
              ) : data.recommendedJobs.length === 0 ? (
                <div className="mt-4">
                  <EmptyState
                    icon={<Briefcase aria-hidden className="h-8 w-8" />}
                    title="No new jobs in your focus areas right now"
                  >
                    <Link to="/jobs" className="font-medium text-indigo-700 hover:underline">
                      Browse all jobs
                    </Link>
                  </EmptyState>
                </div>
              ) : (
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {data.recommendedJobs.map((job) => (
                    <li key={job.id}>
                      <RecommendedJobCard job={job} />
                    </li>
                  ))}
                </ul>
              )}
              <SectionLink to="/jobs" className="mt-4 inline-flex sm:hidden">
                All jobs
              </SectionLink>
            </section>

            <section aria-labelledby="updates-heading">
              <Card>
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-5 py-4 sm:px-6">
                  <h2 id="updates-heading" className="text-lg font-semibold text-slate-900">
                    Recent status changes
                  </h2>
                  <SectionLink to="/facilitator/applications" className="inline-flex whitespace-nowrap">
                    My Applications
                  </SectionLink>
                </div>
                {isPending ? (
                  <div role="status" aria-label="Loading recent status changes" className="space-y-3 p-6">
                    {[0, 1].map((i) => (
                      <Skeleton key={i} className="h-10 w-full" />
                    ))}
                  </div>
                ) : data.recentStatusChanges.length === 0 ? (
                  <p className="px-6 py-10 text-center text-sm text-slate-700">
                    You haven't applied to any jobs yet. When companies review your applications, their
                    answers show up here.
                  </p>
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
                            <time dateTime={item.statusChangedAt}>{timeAgo(item.statusChangedAt)}</time>
                          </p>
                        </div>
                        <StatusBadge status={item.status} className="self-start sm:self-auto" />
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </section>
            <InvitationsCard side="facilitator" />
          </div>

          {/* On small screens the profile and the numbers come first; on large ones they sit beside the jobs. */}
          <div className="order-first space-y-6 lg:order-last">
            <ProfileCompleteness data={data?.profileCompleteness} />
            <section aria-labelledby="numbers-heading">
              <Card className="p-5 sm:p-6">
                <h2 id="numbers-heading" className="text-lg font-semibold text-slate-900">
                  Your applications
                </h2>
                <ul className="mt-4 space-y-3">
                  {STATS.map(({ key, label, icon: Icon }) => (
                    <Stat
                      key={key}
                      icon={<Icon aria-hidden className="h-4 w-4" />}
                      label={label}
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
  const locale = navigator.language;
  const [firstDate] = job.sessionDates;
  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md">
      <h3 className="text-base font-semibold text-slate-900">
        <Link to={`/jobs/${job.id}`} className="hover:text-indigo-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{job.companyName}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="h-4 w-4" /> {job.location}
        </span>
        <Badge color={job.remote === 'no' ? 'gray' : 'blue'}>{DELIVERY_LABELS[job.remote]}</Badge>
        {firstDate ? <time dateTime={firstDate}>{formatDate(firstDate)}</time> : null}
      </p>
      {job.budget ? (
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-700">
          <Banknote aria-hidden className="h-4 w-4 text-slate-500" />
          <span className="sr-only">Budget: </span>
          {formatBudget(job.budget, locale)}
        </p>
      ) : null}
      <MatchReasons reasons={job.reasons} prefix="Why it matches: " className="mt-3" />
      <div className="mt-3 flex flex-wrap gap-1.5">
        {job.focusAreas.slice(0, 3).map((id) => {
          const area = focusAreaById(id);
          return (
            <Badge key={id} color={area?.color ?? 'gray'}>
              {area?.label ?? id}
            </Badge>
          );
        })}
      </div>
      {job.postedAt ? (
        <p className="mt-auto pt-4 text-xs text-slate-600">
          Posted <time dateTime={job.postedAt}>{timeAgo(job.postedAt)}</time>
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
