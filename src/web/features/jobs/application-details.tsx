import type { ReactNode } from 'react';
import { CalendarClock } from 'lucide-react';
import { useLocale, useT } from '../../lib/i18n';
import { jobMessages } from './messages';
import type { JobDetail } from '../../../shared/jobs';
import { Card } from '../../components/ui/card';
import { deadlineText } from './format';
import { PostedDate } from './posted-time';
import { optionMessages } from '../../../shared/i18n/options';

/** The side card: deadline, terms and posting date, then `action` (or a note that applications are closed). */
export function ApplicationDetails({
  job,
  closed,
  action,
}: {
  job: JobDetail;
  closed: boolean;
  action: ReactNode;
}) {
  const t = useT(jobMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  return (
    <aside aria-labelledby="application-details" className="lg:sticky lg:top-24 lg:self-start">
      <Card className="p-6">
        <h2 id="application-details" className="text-lg font-semibold text-slate-900">
          {t('details.title')}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <Detail icon={<CalendarClock aria-hidden className="h-4 w-4" />} label={t('details.deadline')}>
            {deadlineText(job.applicationDeadline, locale)}
          </Detail>
          <Detail label={t('details.employmentType')}>
            {option(`employmentType.${job.employmentType}`)}
          </Detail>
          <Detail label={t('details.experience')}>{option(`experience.${job.experience}`)}</Detail>
          <Detail label={t('details.delivery')}>{option(`delivery.${job.remote}`)}</Detail>
          {job.postedAt ? (
            <Detail label={t('details.postedOn')}>
              <PostedDate postedAt={job.postedAt} />
            </Detail>
          ) : null}
        </dl>
        <div className="mt-6">
          {closed ? <p className="text-sm font-medium text-slate-700">{t('details.closed')}</p> : action}
        </div>
      </Card>
    </aside>
  );
}

function Detail({ label, children, icon }: { label: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 pb-3 last:border-b-0 last:pb-0">
      <dt className="flex items-center gap-1.5 text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
