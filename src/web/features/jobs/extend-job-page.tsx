import { CalendarPlus } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { JOB_EXTEND_DAYS } from '../../../shared/jobs';
import { BackLink } from '../../components/back-link';
import { PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError, isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { pageLocale } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useExtendJobByLink, useJob } from './api';
import { formatDate } from '../../../shared/dates';
import { JobNotFound } from './job-not-found';
import { extendedToast } from './use-job-lifecycle';

const TITLE = `Extend your job by ${JOB_EXTEND_DAYS} days`;

/**
 * Where the reminder mail's Extend link leads: the owner, signed in, confirms with one button. The link
 * itself changes nothing, so a mail scanner that opens it cannot use it up.
 */
function ExtendJob({ id, token }: { id: string; token: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const jobQuery = useJob(id, user?.id ?? null);
  const extension = useExtendJobByLink();
  const job = jobQuery.data;

  if (jobQuery.isPending) return <LoadingState />;
  if (jobQuery.isError) {
    if (isNotFound(jobQuery.error)) return <JobNotFound />;
    return (
      <PageShell>
        <PageMeta title={TITLE} />
        <QueryError className="mt-6" error={jobQuery.error} onRetry={jobQuery.refetch} />
      </PageShell>
    );
  }
  if (!job) return <JobNotFound />;

  const extend = () =>
    extension.mutate(
      { token },
      {
        onSuccess: () => {
          toastSuccess(...extendedToast(pageLocale()));
          navigate(`/jobs/${id}`);
        },
      },
    );
  const problem = !token
    ? 'This link is missing its token. Open the link from the email again, or extend the job from its page.'
    : !job.isOwner
      ? 'Only the company that posted this job can extend it. Sign in with that account to use this link.'
      : !job.canExtend
        ? job.status === 'published'
          ? 'This job cannot be extended now: it was already extended once, or it does not expire soon.'
          : 'This job is no longer published, so it cannot be extended.'
        : null;
  const failure =
    extension.error instanceof ApiError
      ? extension.error.message
      : extension.error
        ? 'An unexpected error occurred'
        : null;

  return (
    <PageShell>
      <PageMeta title={TITLE} />
      <BackLink to={`/jobs/${id}`} variant="quiet">
        Back to the job
      </BackLink>
      <Card className="mt-6 max-w-2xl p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{TITLE}</h1>
        <p className="mt-3 text-slate-700">
          <Link to={`/jobs/${id}`} className="font-medium text-indigo-700 hover:underline">
            {job.title}
          </Link>{' '}
          {job.expiresAt ? (
            <>
              is listed until <time dateTime={job.expiresAt}>{formatDate(job.expiresAt)}</time>.
            </>
          ) : (
            'is not listed on the job board.'
          )}
        </p>
        <p className="mt-2 text-slate-700">
          Extending keeps it listed and open for applications for {JOB_EXTEND_DAYS} more days. A job can be
          extended once; after that, relist it when it has expired.
        </p>
        {problem || failure ? (
          <Alert tone="info" className="mt-6">
            {failure ?? problem}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-2">
          <Button onClick={extend} disabled={!!problem || extension.isPending || extension.isSuccess}>
            <CalendarPlus aria-hidden className="h-4 w-4" /> Extend {JOB_EXTEND_DAYS} days
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/jobs/${id}`}>Not now</Link>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <ExtendJob id={id} token={searchParams.get('token') ?? ''} />;
}
