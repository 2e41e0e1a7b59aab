import type { Ref } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { MyApplication } from '../../../shared/applications';
import { useViewerTime } from '../../lib/hydration';
import { useLocale, useT } from '../../lib/i18n';
import { jobMessages } from './messages';
import { optionMessages } from '../../../shared/i18n/options';
import { formatDate } from '../../../shared/dates';

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
  const option = useT(optionMessages);
  const locale = useLocale();
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      <p ref={focusRef} tabIndex={-1} className="flex items-start gap-2 font-medium focus:outline-none">
        <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {t('applied.note', {
            date: formatDate(application.createdAt, { timeZone, locale }),
            status: option(`applicationStatus.${application.status}`),
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
