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
import { EngagementsCard } from './engagements-card';
import { InvitationsCard } from './invitations-card';
import { OrganisationInsightsCard } from '../insights/api';
import { StatusBadge } from './status-badge';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { applicationMessages } from './messages';

const bold = (text: string) => <span className="font-semibold">{text}</span>;

export function Component() {
  const { data, error, isPending, refetch } = useCompanyDashboard();
  const t = useT(applicationMessages);
  const locale = useLocale();

  return (
    <PageShell>
      <PageMeta title={t('company.title')} description={t('company.metaDescription')} />
      <PageHeader
        title={t('company.title')}
        description={t('company.description')}
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to="/company/jobs" className={buttonClasses('secondary')}>
              <Briefcase aria-hidden className="h-4 w-4" /> {t('nav.myJobPostings')}
            </Link>
            <Link to="/post-job" className={buttonClasses('primary')}>
              <PlusCircle aria-hidden className="h-4 w-4" /> {t('nav.postJob')}
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
              {t('company.overview')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-3">
              {STATS.map(({ key, label, icon: Icon }) => (
                <StatCard
                  key={key}
                  icon={<Icon aria-hidden className="h-5 w-5" />}
                  label={t(label)}
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
                    {t('company.activity.title')}
                  </h2>
                  <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
                    <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />{' '}
                    {t('company.activity.live')}
                  </span>
                </div>
                {isPending ? (
                  <div role="status" aria-label={t('company.activity.loading')} className="space-y-4 p-6">
                    {[0, 1, 2].map((i) => (
                      <Skeleton key={i} className="h-10 w-full" />
                    ))}
                  </div>
                ) : data.recentActivity.length === 0 ? (
                  <div className="px-6 py-12 text-center">
                    <Inbox aria-hidden className="mx-auto h-8 w-8 text-slate-500" />
                    <p className="mt-3 font-semibold text-slate-900">{t('company.activity.empty')}</p>
                    <p className="mt-1 text-sm text-slate-700">
                      {data.stats.openJobs > 0
                        ? t('company.activity.emptyOpen')
                        : t('company.activity.emptyNone')}
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
                              {richText(
                                t('company.activity.item', {
                                  name: item.facilitator?.name ?? t('company.activity.formerFacilitator'),
                                  job: item.job.title,
                                }),
                                { b: bold },
                              )}
                            </span>
                            <span className="mt-0.5 block text-xs text-slate-600">
                              <time dateTime={item.createdAt}>
                                {timeAgo(item.createdAt, undefined, locale)}
                              </time>
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
                    {t('nav.myJobPostings')}
                  </QuickLink>
                  <QuickLink to="/company/profile" icon={<Building2 aria-hidden className="h-4 w-4" />}>
                    {t('nav.companyProfile')}
                  </QuickLink>
                  <QuickLink to="/facilitators" icon={<Users aria-hidden className="h-4 w-4" />}>
                    {t('nav.findFacilitators')}
                  </QuickLink>
                </ul>
              </Card>
            </section>
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <EngagementsCard side="company" engagements={data?.engagements} />
            <InvitationsCard side="company" />
          </div>
          <OrganisationInsightsCard className="mt-10" />
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
  const t = useT(applicationMessages);
  const step = !stats
    ? undefined
    : stats.newApplications > 0
      ? {
          title: t('company.next.review.title'),
          text: t('company.next.review.text', { count: stats.newApplications }),
          link: { to: '/company/jobs', label: t('company.next.review.link'), icon: Users },
        }
      : stats.openJobs > 0
        ? {
            title: t('company.next.invite.title'),
            text: t('company.next.invite.text'),
            link: { to: '/company/jobs', label: t('company.next.invite.link'), icon: Users },
          }
        : {
            title: t('company.next.post.title'),
            text: t('company.next.post.text'),
            link: { to: '/post-job', label: t('nav.postJob'), icon: PlusCircle },
          };
  if (!step)
    return (
      <div role="status" aria-label={t('company.next.loading')} className="space-y-3">
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
  { key: 'openJobs', label: 'company.stats.openJobs', icon: Briefcase },
  { key: 'totalApplications', label: 'company.stats.totalApplications', icon: Users },
  { key: 'newApplications', label: 'company.stats.newApplications', icon: Sparkles },
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
