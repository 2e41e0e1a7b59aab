import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '../../shared/reports';
import { useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';
import { signInHref } from '../lib/require-auth';
import { componentMessages } from './messages';
import { Button, buttonClasses } from './ui/button';
import { FormDialog } from './form-dialog';

// The form and its schema load when the dialog opens: the pages that show the button do not need zod.
const ReportForm = lazy(() => import('./report-form').then((module) => ({ default: module.ReportForm })));

const TITLES = {
  job: 'report.title.job',
  facilitator: 'report.title.profile',
  company: 'report.title.profile',
  message: 'report.title.message',
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
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const t = useT(componentMessages);
  const label = t(TITLES[targetType]);
  if (isOwner || isLoading) return null;
  if (!user)
    return (
      <Link
        to={signInHref(`${pathname}${search}`)}
        aria-label={label}
        className={buttonClasses('ghost', 'sm')}
      >
        <Flag aria-hidden className="h-4 w-4" /> {t('report.button')}
      </Link>
    );
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" aria-label={label}>
          <Flag aria-hidden className="h-4 w-4" /> {t('report.button')}
        </Button>
      }
      title={label}
      description={t('report.description')}
    >
      <ReportForm targetType={targetType} targetId={targetId} onSent={() => setOpen(false)} />
    </FormDialog>
  );
}
