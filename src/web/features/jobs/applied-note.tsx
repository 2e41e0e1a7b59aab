import type { Ref } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { ApplicationStatus } from '../../../shared/application-options';
import type { MyApplication } from '../../../shared/applications';
import { useViewerTime } from '../../lib/hydration';
import { useLocale, useT } from '../../lib/i18n';
import { jobMessages, localDate, type JobKey } from './messages';

/** The status names the note gives (the applications pages have theirs; this page does not load them). */
const STATUS_KEYS: Record<ApplicationStatus, JobKey> = {
  submitted: 'applied.status.submitted',
  in_review: 'applied.status.in_review',
  shortlisted: 'applied.status.shortlisted',
  hired: 'applied.status.hired',
  rejected: 'applied.status.rejected',
  withdrawn: 'applied.status.withdrawn',
};

/** On a job the facilitator applied to, instead of the Apply button: when, and the application's status. */
export function AppliedNote({
  application,
  focusRef,
}: {
  application: MyApplication;
  focusRef?: Ref<HTMLParagraphElement>;
}) {
  const { timeZone } = useViewerTime();
  const t = useT(jobMessages);
  const locale = useLocale();
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <p ref={focusRef} tabIndex={-1} className="flex items-start gap-2 font-medium focus:outline-none">
        <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {t('applied.note', {
            date: localDate(application.createdAt, locale, { timeZone }),
            status: t(STATUS_KEYS[application.status]),
          })}
        </span>
      </p>
      <Link
        to="/facilitator/applications"
        className="mt-2 inline-block font-medium text-emerald-900 underline underline-offset-2"
      >
        {t('applied.view')}
      </Link>
    </div>
  );
}
