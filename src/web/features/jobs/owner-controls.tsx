import { Link } from 'react-router';
import { Pencil, RotateCcw, Send, Upload, Users, XCircle } from 'lucide-react';
import type { JobDetail } from '../../../shared/jobs';
import { Button } from '../../components/ui/button';
import { useJobLifecycle } from './use-job-lifecycle';

/** The job's owner sees these at the top of the job page instead of Apply: edit, publish, close, reopen, resubmit. */
export function OwnerControls({ job }: { job: JobDetail }) {
  const { run, pendingId } = useJobLifecycle();
  const busy = pendingId === job.id;
  return (
    <div className="flex flex-wrap gap-2 lg:justify-end">
      <Button asChild variant="secondary">
        <Link to={`/jobs/${job.id}/edit`}>
          <Pencil aria-hidden className="h-4 w-4" /> Edit job
        </Link>
      </Button>
      {job.status === 'draft' ? (
        <Button onClick={() => run(job.id, 'publish')} disabled={busy}>
          <Upload aria-hidden className="h-4 w-4" /> Publish
        </Button>
      ) : null}
      {job.status === 'published' ? (
        <Button variant="secondary" onClick={() => run(job.id, 'close')} disabled={busy}>
          <XCircle aria-hidden className="h-4 w-4" /> Close job
        </Button>
      ) : null}
      {job.status === 'closed' ? (
        <Button onClick={() => run(job.id, 'reopen')} disabled={busy}>
          <RotateCcw aria-hidden className="h-4 w-4" /> Reopen
        </Button>
      ) : null}
      {job.status === 'rejected' ? (
        <Button onClick={() => run(job.id, 'resubmit')} disabled={busy}>
          <Send aria-hidden className="h-4 w-4" /> Resubmit
        </Button>
      ) : null}
    </div>
  );
}

/** ...and this in the side card: the way to the applicants. */
export function OwnerNote({ job }: { job: JobDetail }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">You posted this job.</p>
      {job.postedAt ? (
        <Button asChild variant="secondary" className="w-full">
          <Link to={`/company/jobs/${job.id}/applicants`}>
            <Users aria-hidden className="h-4 w-4" /> View applicants
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
