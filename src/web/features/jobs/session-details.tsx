import { formatDate } from '../../../shared/dates';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BUDGET_NAMES,
  DELIVERABLE_LABELS,
  DELIVERY_LABELS,
  formatBudget,
  GROUP_SIZE_LABELS,
  SESSION_FORMAT_LABELS,
} from '../../../shared/facilitation-options';
import type { JobDetail } from '../../../shared/jobs';
import { methodName, methodPath } from '../../../shared/methods';
import { timeZoneLabel } from '../../lib/time-zones';
import { durationText, languagesText, rolesText, workDaysText } from './session-text';
import { useViewerLocale } from '../../lib/hydration';

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
  const locale = useViewerLocale();
  const workDays = workDaysText(job.designDays, job.deliveryDays);
  return (
    <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
      {job.sessionFormat ? <Fact label="Format">{SESSION_FORMAT_LABELS[job.sessionFormat]}</Fact> : null}
      <Fact label="Delivery">{DELIVERY_LABELS[job.remote]}</Fact>
      {job.sessionDates.length || job.sessionDatesFlexible ? (
        <Fact label={job.sessionDates.length === 1 ? 'Session date' : 'Session dates'}>
          {job.sessionDates.length ? (
            <>
              <ul className="space-y-0.5">
                {job.sessionDates.map((date) => (
                  <li key={date}>
                    <time dateTime={date}>{formatDate(date)}</time>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-slate-600">
                {job.sessionTimeZone ? `Time zone: ${timeZoneLabel(job.sessionTimeZone)}` : null}
                {job.sessionDatesFlexible
                  ? `${job.sessionTimeZone ? ' · ' : ''}the dates are flexible`
                  : null}
              </p>
            </>
          ) : (
            'Flexible dates'
          )}
        </Fact>
      ) : null}
      {job.durationValue !== null && job.durationUnit ? (
        <Fact label="Duration">{durationText(job.durationValue, job.durationUnit)}</Fact>
      ) : null}
      {workDays ? <Fact label="Design and delivery">{workDays}</Fact> : null}
      {job.groupSize ? <Fact label="Group size">{GROUP_SIZE_LABELS[job.groupSize]}</Fact> : null}
      {job.sessionLanguages.length ? (
        <Fact label={job.sessionLanguages.length === 1 ? 'Language' : 'Languages'}>
          {languagesText(job.sessionLanguages)}
        </Fact>
      ) : null}
      {job.roles.length ? <Fact label="Facilitators needed">{rolesText(job.roles)}</Fact> : null}
      {job.deliverables.length ? (
        <Fact label="Deliverables">{job.deliverables.map((d) => DELIVERABLE_LABELS[d]).join(', ')}</Fact>
      ) : null}
      {job.methods.length ? (
        <Fact label="Methods">
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {job.methods.map((id) => (
              <li key={id}>
                <Link
                  to={methodPath(id)}
                  className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
                >
                  {methodName(id)}
                </Link>
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {job.budget ? (
        <Fact label={BUDGET_NAMES[job.budget.type]}>{formatBudget(job.budget, locale)}</Fact>
      ) : null}
      {job.budgetNote ? <Fact label={job.budget ? 'Budget note' : 'Budget'}>{job.budgetNote}</Fact> : null}
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
