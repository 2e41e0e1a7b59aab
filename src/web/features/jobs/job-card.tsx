import { Link } from 'react-router';
import { ArrowRight, Banknote, CalendarDays, Languages, MapPin } from 'lucide-react';
import { useLocale, useT } from '../../lib/i18n';
import { budgetText, jobMessages } from './messages';
import type { JobSummary } from '../../../shared/jobs';
import { Badge } from '../../components/ui/badge';
import { CompanyLogo } from '../../components/company-logo';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { SkeletonBars } from '../../components/ui/skeleton';
import { DeliveryBadge, FocusAreaBadges } from './job-badges';
import { PostedAgo } from './posted-time';
import { MetaItem } from '../../components/meta-item';
import { SaveToggle } from '../../components/save-toggle';
import { useSavedJobToggle } from '../saved/api';
import { firstSessionText } from './session-text';
import { languageNames } from '../../../shared/i18n/language-names';
import { useViewerLocale } from '../../lib/hydration';
import { withUserText } from '../../lib/rich-text';
import { optionMessages } from '../../../shared/i18n/options';

/** A job in the job list. */
export function JobCard({ job }: { job: JobSummary }) {
  const t = useT(jobMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  return (
    <Card className="flex h-full flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex-1">
        <div className="flex items-start gap-3">
          {/* The company's name is printed beside the logo: the image needs no text of its own. */}
          <CompanyLogo src={job.companyLogoUrl} size="sm" lazy />
          <div className="min-w-0 flex-1">
            <h2 lang={job.contentLanguage} className="text-lg leading-snug font-semibold text-slate-900">
              {job.title}
            </h2>
            <p className="mt-0.5 truncate text-sm font-medium text-slate-700">
              <span className="sr-only">{t('card.company')}</span>
              {job.companyName}
            </p>
          </div>
          <SaveJobToggle job={job} />
        </div>
        <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
          <MetaItem label={t('card.location')} icon={MapPin} variant="card">
            {job.location}
          </MetaItem>
          <BudgetItem job={job} />
          <SessionDateItem job={job} />
          {job.sessionLanguages.length ? (
            <MetaItem label={t('card.sessionLanguages')} icon={Languages} variant="card">
              {languageNames(job.sessionLanguages, locale)}
            </MetaItem>
          ) : null}
        </dl>
        <div className="mt-4 flex flex-wrap gap-1.5">
          {job.sessionFormat ? <Badge color="indigo">{option(`format.${job.sessionFormat}`)}</Badge> : null}
          <DeliveryBadge remote={job.remote} />
          <Badge color="gray">{option(`employmentType.${job.employmentType}`)}</Badge>
        </div>
        <FocusAreaBadges ids={job.focusAreas} className="mt-2 flex flex-wrap gap-1.5" />
      </div>
      <div className="mt-5 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xs text-slate-600">
          <PostedAgo postedAt={job.postedAt} />
        </p>
        <Link
          to={`/jobs/${job.id}`}
          className="inline-flex min-h-6 items-center gap-1 rounded-md text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {t('card.viewDetails')}
          <span className="sr-only">
            {withUserText((title) => t('card.viewDetailsFor', { title }), job.title, job.contentLanguage)}
          </span>
          <Icon icon={ArrowRight} className="h-4 w-4" />
        </Link>
      </div>
    </Card>
  );
}

/** The structured budget in the reader's locale ("€900–€1,200 per day"); else the budget's note. */
function BudgetItem({ job }: { job: JobSummary }) {
  const viewerLocale = useViewerLocale();
  const locale = useLocale();
  const t = useT(jobMessages);
  const text = job.budget ? budgetText(job.budget, locale, viewerLocale) : job.budgetNote;
  if (!text) return null;
  return (
    <MetaItem label={t('card.budget')} icon={Banknote} variant="card">
      {/* The note is the posting's own words. */}
      <span lang={job.budget ? undefined : job.contentLanguage}>{text}</span>
    </MetaItem>
  );
}

function SessionDateItem({ job }: { job: JobSummary }) {
  const t = useT(jobMessages);
  const text = firstSessionText(job, useLocale());
  if (!text) return null;
  return (
    <MetaItem label={t('card.sessionDates')} icon={CalendarDays} variant="card">
      {job.sessionDates[0] ? <time dateTime={job.sessionDates[0]}>{text}</time> : text}
    </MetaItem>
  );
}

/** The card's bookmark, for signed-in facilitators only. */
function SaveJobToggle({ job }: { job: JobSummary }) {
  const { visible, saved, pending, toggle } = useSavedJobToggle(job.id);
  const labels = useSaveJobLabels();
  if (!visible) return null;
  return (
    <SaveToggle
      iconOnly
      saved={saved}
      pending={pending}
      onToggle={toggle}
      labels={labels}
      subject={job.title}
      className="-mt-1 -mr-1 shrink-0"
    />
  );
}

/** The Save toggle's names on cards and the job page. */
export function useSaveJobLabels() {
  const t = useT(jobMessages);
  return { save: t('save.save'), saved: t('save.saved') };
}

export function JobCardSkeleton() {
  return (
    <Card className="p-5">
      <div className="flex gap-3">
        <SkeletonBars bars={['size-10 shrink-0 rounded-lg']} />
        <div className="flex-1">
          <SkeletonBars bars={['h-5 w-4/5', 'mt-1.5 h-4 w-1/2']} />
        </div>
      </div>
      <SkeletonBars bars={['mt-4 h-4 w-2/5', 'mt-2 h-4 w-1/3']} />
      <div className="mt-4 flex gap-2">
        <SkeletonBars bars={['h-5 w-16 rounded-full', 'h-5 w-24 rounded-full']} />
      </div>
      <div className="mt-6 flex justify-between border-t border-slate-100 pt-4">
        <SkeletonBars bars={['h-4 w-28', 'h-4 w-24']} />
      </div>
    </Card>
  );
}
