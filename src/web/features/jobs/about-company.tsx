import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { JobDetail } from '../../../shared/jobs';
import { NewTabLink } from '../../components/new-tab-link';
import { RichText } from './rich-text';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';

/** The job page's "About the company" section: the poster's logo, description and links. */
export function AboutCompany({ job }: { job: JobDetail }) {
  const t = useT(jobMessages);
  const company = job.company;
  if (!company)
    return <p className="text-slate-700">{t('company.noProfile', { company: job.companyName })}</p>;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {company.logoUrl ? (
        // The name is printed beside it (empty alt); sized, so nothing moves; below the fold, so lazy.
        <img
          src={company.logoUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 object-contain"
        />
      ) : null}
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{company.name}</p>
        {company.description ? (
          <div className="mt-2">
            <RichText text={company.description} lang={company.contentLanguage} />
          </div>
        ) : (
          <p className="mt-2 text-[0.9375rem] text-slate-700">{t('company.noDescription')}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <Link
            to={`/companies/${company.id}`}
            className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            {t('company.viewProfile')}
          </Link>
          {company.website ? (
            <NewTabLink
              href={company.website}
              written
              className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
            >
              {t('company.website')} <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
