import { Link } from 'react-router';
import { CalendarPlus, Eye, Pencil, RefreshCw, RotateCcw, Send, Upload, Users, XCircle } from 'lucide-react';
import { isOwnerOnly, JOB_EXTEND_DAYS } from '../../../shared/job-options';
import type { JobDetail } from '../../../shared/jobs';
import { Button } from '../../components/ui/button';
import { useViewerTime } from '../../lib/hydration';
import { useLocale, useT } from '../../lib/i18n';
import { jobMessages } from './messages';
import { DuplicateJobButton } from './duplicate-job-button';
import { useJobLifecycle } from './use-job-lifecycle';
import { formatDate } from '../../../shared/dates';

/**
 * The job's owner sees these at the top of the job page instead of Apply: edit, publish, close, reopen,
 * resubmit a rejected job, relist an expired one, extend one that expires soon.
 */
export function OwnerControls({ job }: { job: JobDetail }) {
  const { run, extend, pendingId } = useJobLifecycle();
  const busy = pendingId === job.id;
  const t = useT(jobMessages);
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <Button asChild variant="secondary">
        <Link to={`/jobs/${job.id}/edit`}>
          <Pencil aria-hidden className="h-4 w-4" /> {t('owner.edit')}
        </Link>
      </Button>
      {isOwnerOnly(job) ? (
        <Button asChild variant="secondary">
          <Link to={`/jobs/${job.id}/preview`}>
            <Eye aria-hidden className="h-4 w-4" /> {t('owner.preview')}
          </Link>
        </Button>
      ) : null}
      <DuplicateJobButton job={job} />
      {job.status === 'draft' ? (
        <Button onClick={() => run(job.id, 'publish')} disabled={busy}>
          <Upload aria-hidden className="h-4 w-4" /> {t('owner.publish')}
        </Button>
      ) : null}
      {job.canExtend ? (
        <Button onClick={() => extend(job.id)} disabled={busy}>
          <CalendarPlus aria-hidden className="h-4 w-4" /> {t('owner.extend', { days: JOB_EXTEND_DAYS })}
        </Button>
      ) : null}
      {job.status === 'published' ? (
        <Button variant="secondary" onClick={() => run(job.id, 'close')} disabled={busy}>
          <XCircle aria-hidden className="h-4 w-4" /> {t('owner.close')}
        </Button>
      ) : null}
      {job.status === 'closed' && !job.hiddenByAdmin ? (
        <Button onClick={() => run(job.id, 'reopen')} disabled={busy}>
          <RotateCcw aria-hidden className="h-4 w-4" /> {t('owner.reopen')}
        </Button>
      ) : null}
      {job.status === 'rejected' ? (
        <Button onClick={() => run(job.id, 'resubmit')} disabled={busy}>
          <Send aria-hidden className="h-4 w-4" /> {t('owner.resubmit')}
        </Button>
      ) : null}
      {job.status === 'expired' ? (
        <Button onClick={() => run(job.id, 'relist')} disabled={busy}>
          <RefreshCw aria-hidden className="h-4 w-4" /> {t('owner.relist')}
        </Button>
      ) : null}
    </div>
  );
}

/** ...and this in the side card: the way to the applicants. */
export function OwnerNote({ job }: { job: JobDetail }) {
  const { timeZone } = useViewerTime();
  const t = useT(jobMessages);
  const locale = useLocale();
  // The sentence around the date, which stays a <time>.
  const [listedBefore, listedAfter] = t('owner.listedUntil', { date: '\u0000' }).split('\u0000');
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('owner.youPosted')}</p>
      {job.expiresAt ? (
        <p className="text-sm text-slate-700">
          {listedBefore}
          <time dateTime={job.expiresAt}>{formatDate(job.expiresAt, { timeZone, locale })}</time>
          {listedAfter}
        </p>
      ) : null}
      {job.postedAt ? (
        <Button asChild variant="secondary" className="w-full">
          <Link to={`/company/jobs/${job.id}/applicants`}>
            <Users aria-hidden className="h-4 w-4" /> {t('owner.applicants')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
