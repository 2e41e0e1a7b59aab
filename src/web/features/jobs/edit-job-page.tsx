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
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useJob, useUpdateJob } from './api';
import { JobForm } from './job-form';
import { jobFormMessages } from './job-form-messages';
import { jobFormValues } from './job-form-values';
import { JobNotFound } from './job-not-found';
import { jobMessages } from './messages';
import { JobFormWithTips } from './posting-tips';

function EditJob({ id }: { id: string }) {
  const t = useT(jobFormMessages);
  const jobT = useT(jobMessages);
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
        <PageMeta title={t('edit.title')} />
        <PageHeader title={t('edit.title')} />
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
      toastSuccess(t('edit.saved'), t('edit.saved.inReview'));
    else toastSuccess(t('edit.saved'), t('edit.saved.text'));
    navigate(`/jobs/${id}`);
  };

  return (
    <PageShell>
      <PageMeta title={t('edit.pageTitle', { title: job.title })} />
      <BackLink to={`/jobs/${id}`} variant="quiet">
        {t('backToJob')}
      </BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('edit.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('edit.intro')}</p>
      {isOwnerOnly(job) ? (
        <p className="mt-3">
          <Button asChild variant="secondary" size="sm">
            <Link to={`/jobs/${id}/preview`}>
              <Eye aria-hidden className="h-4 w-4" /> {jobT('owner.preview')}
            </Link>
          </Button>
          <span className="ml-3 text-sm text-slate-600">{t('edit.previewHint')}</span>
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
              <Link to={`/jobs/${id}`}>{t('edit.cancel')}</Link>
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
