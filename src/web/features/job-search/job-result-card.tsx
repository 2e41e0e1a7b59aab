import { CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import type { JobSearchResult } from '../../../shared/job-search';
import { CompanyLogo } from '../../components/company-logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { useViewerTime } from '../../lib/hydration';
import { useLocale, useT } from '../../lib/i18n';
import { withUserText } from '../../lib/rich-text';
import { formatJobLocation, formatPostedDate } from './job-result-format';
import { jobSearchMessages } from './messages';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * "Posted: 4 March 2026" on the reader's day once hydrated; on its UTC day while the server renders and
 * the browser hydrates, so that the two draw the same text.
 */
function PostedOn({ value }: { value: string | null }) {
  const { timeZone } = useViewerTime();
  const t = useT(jobSearchMessages);
  const locale = useLocale();
  return <span>{t('card.posted', { date: formatPostedDate(value, timeZone, locale) })}</span>;
}

/** One search result, with a fallback for every missing field. */
export function JobResultCard({ job }: { job: JobSearchResult }) {
  const t = useT(jobSearchMessages);
  const locale = useLocale();
  const title = job.job_title || t('card.untitled');
  // The provider's text is in the language it was written in; "Untitled position" is ours.
  const lang = job.job_title ? job.content_language : undefined;
  const link = job.job_apply_link;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        {/* The employer's name is printed beside the logo: the image needs no text of its own. */}
        <CompanyLogo src={job.employer_logo} lazy />
        <div className="min-w-0">
          <h2 lang={lang} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {link ? (
              <a
                href={link}
                {...NEW_TAB}
                className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {title}
              </a>
            ) : (
              title
            )}
          </h2>
          <p className="mt-1 text-sm font-medium text-slate-700">
            {job.employer_name || t('card.unknownEmployer')}
          </p>
        </div>
      </div>
      {/* Below the header the text lines up with the title on wider screens and uses the full width on phones. */}
      <div className="mt-3 flex flex-1 flex-col sm:pl-16">
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span data-testid="job-location">{formatJobLocation(job, locale)}</span>
        </p>
        <p
          lang={job.job_description ? job.content_language : undefined}
          className="mt-3 mb-4 line-clamp-2 text-sm leading-6 break-words text-slate-700"
        >
          {job.job_description || t('card.noDescription')}
        </p>
        <div className="mt-auto flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            <PostedOn value={job.job_posted_at_datetime_utc} />
          </p>
          {link ? (
            <a href={link} {...NEW_TAB} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
              {t('card.apply')}
              <span className="sr-only">
                {withUserText((text) => t('card.applyFor', { title: text }), title, lang)}
              </span>
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : (
            <Button variant="secondary" disabled className="w-full sm:w-auto">
              {t('card.noApplyLink')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
