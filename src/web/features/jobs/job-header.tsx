import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banknote, Clock, MapPin } from 'lucide-react';
import { useLocale, useT } from '../../lib/i18n';
import { budgetText, jobMessages } from './messages';
import type { JobDetail } from '../../../shared/jobs';
import { CompanyLogo } from '../../components/company-logo';
import { MetaItem } from '../../components/meta-item';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { useViewerLocale } from '../../lib/hydration';
import { DeliveryBadge, FocusAreaBadges, JobStatusBadge, PositionsFilledBadge } from './job-badges';
import { PostedAgo } from './posted-time';
import { optionMessages } from '../../../shared/i18n/options';
import { OrganisationReputationLine } from '../reviews/api';

/** The job page's first card: title, company, where and for how much, when posted, and `action` beside it. */
export function JobHeader({ job, action }: { job: JobDetail; action: ReactNode }) {
  const option = useT(optionMessages);
  return (
    <Card className="mt-6 p-6 sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-1.5">
            {job.status !== 'published' ? <JobStatusBadge status={job.status} /> : null}
            <PositionsFilledBadge job={job} />
          </div>
          <h1
            lang={job.contentLanguage}
            className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
          >
            {job.title}
          </h1>
          <p className="mt-3 flex items-center gap-3 text-base text-slate-800">
            {/* The company's name follows: the logo needs no text of its own. */}
            <CompanyLogo src={job.companyLogoUrl} size="sm" />
            {job.companyId ? (
              <Link
                to={`/companies/${job.companyId}`}
                className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
              >
                {job.companyName}
              </Link>
            ) : (
              <span className="font-medium">{job.companyName}</span>
            )}
          </p>
          {job.companyId ? (
            <div className="mt-2">
              <OrganisationReputationLine
                reputation={job.reputation}
                companyId={job.companyId}
                companyName={job.companyName}
              />
            </div>
          ) : null}
          <JobFacts job={job} />
          <div className="mt-4 flex flex-wrap gap-1.5">
            <DeliveryBadge remote={job.remote} />
            <Badge color="gray">{option(`employmentType.${job.employmentType}`)}</Badge>
            <Badge color="gray">{option(`experience.${job.experience}`)}</Badge>
          </div>
          <FocusAreaBadges ids={job.focusAreas} className="mt-2 flex flex-wrap gap-1.5" />
        </div>
        <div className="shrink-0 lg:max-w-xs">{action}</div>
      </div>
    </Card>
  );
}

/** Location, budget (else its note) and when it was posted, in one line under the company. */
function JobFacts({ job }: { job: JobDetail }) {
  const viewerLocale = useViewerLocale();
  const locale = useLocale();
  const t = useT(jobMessages);
  const option = useT(optionMessages);
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
      <MetaItem label={t('card.location')} icon={MapPin}>
        {job.location}
      </MetaItem>
      {job.budget || job.budgetNote ? (
        <MetaItem
          label={job.budget ? option(`budgetName.${job.budget.type}`) : t('card.budget')}
          icon={Banknote}
        >
          {job.budget ? (
            budgetText(job.budget, locale, viewerLocale)
          ) : (
            <span lang={job.contentLanguage}>{job.budgetNote}</span>
          )}
        </MetaItem>
      ) : null}
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{t('detail.posted')}</dt>
        <Clock aria-hidden className="h-4 w-4 text-slate-500" />
        <dd>
          <PostedAgo postedAt={job.postedAt} titled />
        </dd>
      </div>
    </dl>
  );
}
