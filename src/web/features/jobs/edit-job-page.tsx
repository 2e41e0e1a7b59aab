import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Eye } from 'lucide-react';
import { isOwnerOnly } from '../../../shared/job-options';
import { localTodayIso, makePostJobSchema, type PostJobInput } from '../../../shared/jobs';
import { BackLink } from '../../components/back-link';
import { PageHeader, PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toastSuccess } from '../../lib/toast';
import { useJob, useUpdateJob } from './api';
import { JobForm } from './job-form';
import { jobFormValues } from './job-form-values';
import { JobNotFound } from './job-not-found';
import { JobFormWithTips } from './posting-tips';

function EditJob({ id }: { id: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const jobQuery = useJob(id, user?.id ?? null);
  const update = useUpdateJob(id);
  const job = jobQuery.data;
  // An edit may keep a deadline or session dates that have passed since; new ones must be today or later.
  const schema = useMemo(
    () =>
      makePostJobSchema({
        today: () => localTodayIso(),
        keepDeadline: job?.applicationDeadline,
        keepSessionDates: job?.sessionDates,
      }),
    [job?.applicationDeadline, job?.sessionDates],
  );

  if (jobQuery.isPending) return <LoadingState />;
  if (jobQuery.isError) {
    if (isNotFound(jobQuery.error)) return <JobNotFound />;
    return (
      <PageShell>
        <PageMeta title="Edit Job" />
        <PageHeader title="Edit Job" />
        <QueryError className="mt-6" error={jobQuery.error} onRetry={jobQuery.refetch} />
      </PageShell>
    );
  }
  // Someone else's job is "not found" here, as the server treats it.
  if (!job || !job.isOwner) return <JobNotFound />;

  const onSubmit = async ({ status: _status, ...values }: PostJobInput) => {
    const saved = await update.mutateAsync(values);
    // Under moderation a changed text of a listed job waits for review again; its page says so too.
    if (saved.status === 'pending_review' && job.status !== 'pending_review')
      toastSuccess('Changes saved', 'The job is back in review and listed again once an admin approves it.');
    else toastSuccess('Changes saved', 'Your job posting has been updated.');
    navigate(`/jobs/${id}`);
  };

  return (
    <PageShell>
      <PageMeta title={`Edit: ${job.title}`} />
      <BackLink to={`/jobs/${id}`} variant="quiet">
        Back to the job
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Edit Job</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Changes show on the job page as soon as you save them.</p>
      {isOwnerOnly(job) ? (
        <p className="mt-3">
          <Button asChild variant="secondary" size="sm">
            <Link to={`/jobs/${id}/preview`}>
              <Eye aria-hidden className="h-4 w-4" /> Preview
            </Link>
          </Button>
          <span className="ml-3 text-sm text-slate-600">Shows the job as last saved.</span>
        </p>
      ) : null}
      <JobFormWithTips>
        <JobForm
          key={job.id}
          mode="edit"
          schema={schema}
          companyName={job.companyName}
          defaultValues={jobFormValues(job)}
          busy={update.isPending}
          onSubmit={onSubmit}
          cancel={
            <Button asChild variant="secondary">
              <Link to={`/jobs/${id}`}>Cancel</Link>
            </Button>
          }
        />
      </JobFormWithTips>
    </PageShell>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <EditJob id={id} />;
}
