import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Clock, ExternalLink, Factory, MapPin, Users } from 'lucide-react';
import type { CompanyPublicProfile, PublicCompanyJob } from '../../../shared/profiles';
import { PageMeta } from '../../components/page-meta';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBars } from '../../components/ui/skeleton';
import { companyQuery } from './api';
import { FocusAreaBadges } from './focus-area-badge';
import { companySizeText, openJobsLabel, relativeDate, websiteHost } from './format';
import { profileMessages } from './messages';
import { useLocale, useT } from '../../lib/i18n';
import { budgetText } from '../jobs/api';
import { ProfileAvatar } from './profile-avatar';
import { ProfileColumns, ProfileDetailPage } from './profile-detail-frame';
import { MetaItem } from '../../components/meta-item';
import { NewTabLink } from '../../components/new-tab-link';
import { useViewerLocale, useViewerTime } from '../../lib/hydration';
import { optionMessages } from '../../../shared/i18n/options';
import { RatingLink, ReviewsSection } from '../reviews/api';

export function Component() {
  const { id = '' } = useParams();
  return (
    <ProfileDetailPage kind="company" query={useQuery(companyQuery(id))} skeleton={<CompanySkeleton />}>
      {(company) => <CompanyProfile company={company} />}
    </ProfileDetailPage>
  );
}

function CompanyProfile({ company }: { company: CompanyPublicProfile }) {
  const t = useT(profileMessages);
  const paragraphs = company.description.split(/\n+/).filter(Boolean);
  const { reputation } = company;
  return (
    <>
      <PageMeta
        title={company.name}
        description={company.description.slice(0, 160)}
        canonicalPath={`/companies/${company.id}`}
      />
      <ProfileColumns>
        <div className="space-y-6 lg:sticky lg:top-24 lg:col-span-1 lg:self-start">
          <Card className="p-6">
            <ProfileAvatar name={company.name} src={company.logoUrl} size="lg" square />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{company.name}</h1>
            {reputation ? (
              <p className="mt-2">
                <RatingLink reputation={reputation} />
              </p>
            ) : null}
            <dl className="mt-4 space-y-2 text-sm text-slate-700">
              <MetaItem label={t('company.industry')} icon={Factory} variant="row">
                <span lang={company.contentLanguage}>{company.industry}</span>
              </MetaItem>
              <MetaItem label={t('company.size')} icon={Users} variant="row">
                {companySizeText(t, company.size)}
              </MetaItem>
              <MetaItem label={t('company.openJobs')} icon={Briefcase} variant="row">
                {openJobsLabel(t, company.openJobs)}
              </MetaItem>
            </dl>
            {company.website ? (
              <NewTabLink
                href={company.website}
                written
                className="mt-5 inline-flex max-w-full items-center gap-1.5 text-sm font-medium break-all text-indigo-700 hover:text-indigo-900 hover:underline"
              >
                <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
                {websiteHost(company.website)}
              </NewTabLink>
            ) : null}
          </Card>
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              {t('company.about', { name: company.name })}
            </h2>
            <div lang={company.contentLanguage} className="mt-3 space-y-3 text-sm leading-6 text-slate-700">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Card>
        </div>

        <div className="space-y-10 lg:col-span-2">
          <section aria-labelledby="open-jobs">
            <h2 id="open-jobs" className="text-xl font-semibold text-slate-900">
              {t('company.openJobsHeading')}{' '}
              <span className="font-normal text-slate-600">({company.openJobs})</span>
            </h2>
            {company.jobs.length ? (
              <ul className="mt-4 space-y-4">
                {company.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-4">
                <EmptyState title={t('company.noJobs')}>
                  <p>{t('company.noJobsText', { name: company.name })}</p>
                </EmptyState>
              </div>
            )}
            {company.openJobs > company.jobs.length ? (
              <p className="mt-4 text-sm text-slate-600">
                {t('company.showingNewest', { shown: company.jobs.length, total: company.openJobs })}
              </p>
            ) : null}
          </section>
          <ReviewsSection kind="company" id={company.id} reputation={reputation} />
        </div>
      </ProfileColumns>
    </>
  );
}

/** "3 days ago" by the reader's clock once hydrated (a component of its own: the render after hydration redraws only this). */
function PostedRelative({ postedAt }: { postedAt: string }) {
  const { now } = useViewerTime();
  return <time dateTime={postedAt}>{relativeDate(postedAt, now.getTime(), useLocale())}</time>;
}

function JobCard({ job }: { job: PublicCompanyJob }) {
  const locale = useViewerLocale();
  const pageLocale = useLocale();
  const t = useT(profileMessages);
  const option = useT(optionMessages);
  return (
    <Card className="group relative p-5 transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:border-slate-300 hover:shadow-md">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 lang={job.contentLanguage} className="font-semibold text-slate-900">
          <Link
            to={`/jobs/${job.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:text-indigo-700"
          >
            {job.title}
          </Link>
        </h3>
        {job.postedAt ? (
          <p className="flex shrink-0 items-center gap-1 text-xs text-slate-600">
            <Clock aria-hidden className="h-3.5 w-3.5" /> {t('company.posted')}{' '}
            <PostedRelative postedAt={job.postedAt} />
          </p>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden className="h-4 w-4 text-slate-500" />
          {job.location}
        </span>
        <span>{option(`employmentType.${job.employmentType}`)}</span>
        {job.budget || job.budgetNote ? (
          <span lang={job.budget ? undefined : job.contentLanguage}>
            {job.budget ? budgetText(job.budget, pageLocale, locale) : job.budgetNote}
          </span>
        ) : null}
        <Badge color="green">{option(`delivery.${job.remote}`)}</Badge>
      </div>
      <FocusAreaBadges ids={job.focusAreas} className="mt-3 flex flex-wrap gap-1.5" />
    </Card>
  );
}

function CompanySkeleton() {
  return (
    <>
      <Card className="space-y-3 p-6">
        <SkeletonBars bars={['h-20 w-20 rounded-xl', 'h-7 w-2/3', 'h-4 w-1/2', 'h-4 w-1/3']} />
      </Card>
      <div className="space-y-4 lg:col-span-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} className="space-y-3 p-5">
            <SkeletonBars bars={['h-5 w-1/2', 'h-4 w-1/3']} />
          </Card>
        ))}
      </div>
    </>
  );
}
