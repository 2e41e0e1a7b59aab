import { lazy } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '../../shared/reports';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { MemberDialogButton } from './member-dialog-button';

// The form and its schema load when the dialog opens: the pages that show the button do not need zod.
const ReportForm = lazy(() => import('./report-form').then((module) => ({ default: module.ReportForm })));

const TITLES = {
  job: 'report.title.job',
  facilitator: 'report.title.profile',
  company: 'report.title.profile',
  message: 'report.title.message',
  review: 'report.title.review',
} as const satisfies Record<ReportTargetType, string>;

/**
 * Report this job / profile / message: for signed-in users who do not own it (the page passes `isOwner`). The
 * dialog asks for a reason and an optional note; the server decides everything again. A visitor gets a link
 * to sign in that comes back to this page (it works before the page's scripts run).
 */
export function ReportButton({
  targetType,
  targetId,
  isOwner,
}: {
  targetType: ReportTargetType;
  targetId: string;
  isOwner: boolean;
}) {
  const t = useT(componentMessages);
  if (isOwner) return null;
  const label = t(TITLES[targetType]);
  return (
    <MemberDialogButton
      icon={Flag}
      text={t('report.button')}
      label={label}
      variant="ghost"
      title={label}
      description={t('report.description')}
    >
      {(close) => <ReportForm targetType={targetType} targetId={targetId} onSent={close} />}
    </MemberDialogButton>
  );
}
