import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n';
import { budgetText, jobMessages } from './messages';
import type { JobDetail } from '../../../shared/jobs';
import { methodName, methodPath } from '../../../shared/methods';
import { timeZoneLabel } from '../../lib/time-zones';
import { durationText, rolesText, workDaysText } from './session-text';
import { languageNames } from '../../../shared/i18n/language-names';
import { useViewerLocale } from '../../lib/hydration';
import { optionMessages } from '../../../shared/i18n/options';
import { formatDate } from '../../../shared/dates';

/** Whether the job says anything about its session beyond how it is delivered. */
export const hasSessionDetails = (job: JobDetail) =>
  !!(
    job.sessionFormat ||
    job.sessionDates.length ||
    job.sessionDatesFlexible ||
    job.durationValue !== null ||
    job.groupSize ||
    job.sessionLanguages.length ||
    job.designDays !== null ||
    job.deliveryDays !== null ||
    job.deliverables.length ||
    job.roles.length ||
    job.methods.length ||
    job.budget ||
    job.budgetNote
  );

/** The job page's "Session details": every session fact the posting gives, in the reader's locale. */
export function SessionDetails({ job }: { job: JobDetail }) {
  const viewerLocale = useViewerLocale();
  const locale = useLocale();
  const t = useT(jobMessages);
  const option = useT(optionMessages);
  const workDays = workDaysText(job.designDays, job.deliveryDays, locale);
  return (
    <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
      {job.sessionFormat ? (
        <Fact label={t('facts.format')}>{option(`format.${job.sessionFormat}`)}</Fact>
      ) : null}
      <Fact label={t('facts.delivery')}>{option(`delivery.${job.remote}`)}</Fact>
      {job.sessionDates.length || job.sessionDatesFlexible ? (
        <Fact label={t('facts.sessionDates', { count: job.sessionDates.length })}>
          {job.sessionDates.length ? (
            <>
              <ul className="space-y-0.5">
                {job.sessionDates.map((date) => (
                  <li key={date}>
                    <time dateTime={date}>{formatDate(date, { locale })}</time>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-slate-600">
                {job.sessionTimeZone
                  ? t('facts.timeZone', { zone: timeZoneLabel(job.sessionTimeZone) })
                  : null}
                {job.sessionDatesFlexible
                  ? `${job.sessionTimeZone ? ' · ' : ''}${t('facts.datesFlexible')}`
                  : null}
              </p>
            </>
          ) : (
            t('session.flexible')
          )}
        </Fact>
      ) : null}
      {job.durationValue !== null && job.durationUnit ? (
        <Fact label={t('facts.duration')}>{durationText(job.durationValue, job.durationUnit, locale)}</Fact>
      ) : null}
      {workDays ? <Fact label={t('facts.designAndDelivery')}>{workDays}</Fact> : null}
      {job.groupSize ? (
        <Fact label={t('facts.groupSize')}>{option(`groupSize.${job.groupSize}`)}</Fact>
      ) : null}
      {job.sessionLanguages.length ? (
        <Fact label={t('facts.languages', { count: job.sessionLanguages.length })}>
          {languageNames(job.sessionLanguages, locale)}
        </Fact>
      ) : null}
      {job.roles.length ? (
        <Fact label={t('facts.facilitatorsNeeded')}>{rolesText(job.roles, locale)}</Fact>
      ) : null}
      {job.deliverables.length ? (
        <Fact label={t('facts.deliverables')}>
          {job.deliverables.map((d) => option(`deliverable.${d}`)).join(', ')}
        </Fact>
      ) : null}
      {job.methods.length ? (
        <Fact label={t('facts.methods')}>
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {job.methods.map((id) => (
              <li key={id}>
                <Link
                  to={methodPath(id)}
                  className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
                >
                  {methodName(id, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {job.budget ? (
        <Fact label={option(`budgetName.${job.budget.type}`)}>
          {budgetText(job.budget, locale, viewerLocale)}
        </Fact>
      ) : null}
      {job.budgetNote ? (
        <Fact label={t(job.budget ? 'facts.budgetNote' : 'card.budget')}>
          <span lang={job.contentLanguage}>{job.budgetNote}</span>
        </Fact>
      ) : null}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
