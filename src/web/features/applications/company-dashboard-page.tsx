import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Briefcase, Building2, Inbox, PlusCircle, Sparkles, Users } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { PageMeta } from '../../components/page-meta';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import type { CompanyDashboard } from '../../../shared/applications';
import { useCompanyDashboard } from './api';
import { timeAgo } from '../../lib/dates';
import { InvitationsCard } from './invitations-card';
import { StatusBadge } from './status-badge';

export function Component() {
  const { data, error, isPending, refetch } = useCompanyDashboard();

  return (
    <PageShell>
      <PageMeta
        title="Company Dashboard"
        description="Your open jobs, new applications and recent activity."
      />
      <PageHeader
        title="Company Dashboard"
        description="Your open jobs and the facilitators who applied, at a glance."
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to="/company/jobs" className={buttonClasses('secondary')}>
              <Briefcase aria-hidden className="h-4 w-4" /> My Job Postings
            </Link>
            <Link to="/post-job" className={buttonClasses('primary')}>
              <PlusCircle aria-hidden className="h-4 w-4" /> Post a Job
            </Link>
          </div>
        }
      />

      {error ? (
        <QueryError className="mt-8" error={error} onRetry={refetch} />
      ) : (
        <>
          <section aria-labelledby="stats-heading" className="mt-8">
            <h2 id="stats-heading" className="sr-only">
              Overview
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              {STATS.map(({ key, label, icon: Icon }) => (
                <StatCard
                  key={key}
                  icon={<Icon aria-hidden className="h-5 w-5" />}
                  label={label}
                  value={data?.stats[key]}
                  highlight={key === 'newApplications' && Boolean(data?.stats.newApplications)}
                />
              ))}
            </ul>
          </section>

          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="activity-heading" className="lg:col-span-2">
              <Card className="h-full">
                <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
                  <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
                    Recent activity
                  </h2>
                  <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
                    <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" /> Live
                  </span>
                </div>
                {isPending ? (
                  <div role="status" aria-label="Loading recent activity" className="space-y-4 p-6">
                    {[0, 1, 2].map((i) => (
                      <Skeleton key={i} className="h-10 w-full" />
                    ))}
                  </div>
                ) : data.recentActivity.length === 0 ? (
                  <div className="px-6 py-12 text-center">
                    <Inbox aria-hidden className="mx-auto h-8 w-8 text-slate-500" />
                    <p className="mt-3 font-semibold text-slate-900">No applications yet</p>
                    <p className="mt-1 text-sm text-slate-700">
                      {data.stats.openJobs > 0
                        ? 'Your job is on the board: the facilitators who apply will show up here.'
                        : 'Post a job and the facilitators who apply will show up here.'}
                    </p>
                  </div>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {data.recentActivity.map((item) => (
                      <li key={item.id}>
                        <Link
                          to={`/company/jobs/${item.job.id}/applicants`}
                          className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 focus-visible:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:px-6"
                        >
                          <span className="min-w-0">
                            <span className="block text-sm text-slate-900">
                              <span className="font-semibold">
                                {item.facilitator?.name ?? 'A former facilitator'}
                              </span>{' '}
                              applied to <span className="font-semibold">{item.job.title}</span>
                            </span>
                            <span className="mt-0.5 block text-xs text-slate-600">
                              <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
                            </span>
                          </span>
                          <StatusBadge status={item.status} className="self-start sm:self-auto" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </section>

            <section aria-labelledby="next-heading">
              <Card className="h-full p-5 sm:p-6">
                <NextStep stats={data?.stats} />
                <ul className="mt-6 space-y-1 border-t border-slate-100 pt-4 text-sm">
                  <QuickLink to="/company/jobs" icon={<Briefcase aria-hidden className="h-4 w-4" />}>
                    My Job Postings
                  </QuickLink>
                  <QuickLink to="/company/profile" icon={<Building2 aria-hidden className="h-4 w-4" />}>
                    Company Profile
                  </QuickLink>
                  <QuickLink to="/facilitators" icon={<Users aria-hidden className="h-4 w-4" />}>
                    Find Facilitators
                  </QuickLink>
                </ul>
              </Card>
            </section>
          </div>
          <div className="mt-6">
            <InvitationsCard side="company" />
          </div>
        </>
      )}
    </PageShell>
  );
}

/**
 * What the company does next, from where it stands: applications waiting are read first; an open job with
 * none yet wants facilitators invited (its applicants page suggests them); with no open job, a new one.
 */
function NextStep({ stats }: { stats: CompanyDashboard['stats'] | undefined }) {
  const step = !stats
    ? undefined
    : stats.newApplications > 0
      ? {
          title: 'Review your new applications',
          text: `${stats.newApplications === 1 ? 'One application waits' : `${stats.newApplications} applications wait`} for your answer: shortlist, decline or message each facilitator.`,
          link: { to: '/company/jobs', label: 'Review applications', icon: Users },
        }
      : stats.openJobs > 0
        ? {
            title: 'Invite facilitators to apply',
            text: 'Each open job suggests facilitators who match it, on its applicants page: invite the ones you would like to hear from.',
            link: { to: '/company/jobs', label: 'See suggested facilitators', icon: Users },
          }
        : {
            title: 'Hire your next facilitator',
            text: 'Specific postings attract the right people: describe the event, the audience and the outcome you need.',
            link: { to: '/post-job', label: 'Post a Job', icon: PlusCircle },
          };
  if (!step)
    return (
      <div role="status" aria-label="Loading your next step" className="space-y-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  const Icon = step.link.icon;
  return (
    <>
      <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
        {step.title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">{step.text}</p>
      <Link to={step.link.to} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
        <Icon aria-hidden className="h-4 w-4" /> {step.link.label}
      </Link>
    </>
  );
}

/** The overview's numbers; new applications stand out while there are any. */
const STATS = [
  { key: 'openJobs', label: 'Open jobs', icon: Briefcase },
  { key: 'totalApplications', label: 'Applications', icon: Users },
  { key: 'newApplications', label: 'New (not yet reviewed)', icon: Sparkles },
] as const;

function StatCard({
  icon,
  label,
  value,
  highlight,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  highlight?: boolean;
}) {
  return (
    <li>
      <Card className="flex items-center gap-4 p-5">
        <span
          className={
            highlight
              ? 'rounded-lg bg-indigo-600 p-2.5 text-white'
              : 'rounded-lg bg-indigo-50 p-2.5 text-indigo-700'
          }
        >
          {icon}
        </span>
        <p className="flex flex-col">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">
            {value === undefined ? (
              <span aria-hidden className="block h-8 w-10 animate-pulse rounded-md bg-slate-200" />
            ) : (
              value
            )}
          </span>
          <span className="text-sm text-slate-700">{label}</span>
        </p>
      </Card>
    </li>
  );
}

function QuickLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex items-center justify-between rounded-md px-2 py-2 font-medium text-slate-800 hover:bg-slate-50 hover:text-indigo-700"
      >
        <span className="inline-flex items-center gap-2">
          {icon}
          {children}
        </span>
        <ArrowRight aria-hidden className="h-4 w-4 text-slate-400 group-hover:text-indigo-700" />
      </Link>
    </li>
  );
}
