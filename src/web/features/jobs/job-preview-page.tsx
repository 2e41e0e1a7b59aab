import { Link, useParams } from 'react-router';
import { Eye, Pencil, Send } from 'lucide-react';
import type { JobDetail } from '../../../shared/jobs';
import { BackLink } from '../../components/back-link';
import { PageMeta } from '../../components/page-meta';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useJob } from './api';
import { ApplicationDetails } from './application-details';
import { DetailSkeleton } from './job-detail-skeleton';
import { jobFormMessages } from './job-form-messages';
import { JobHeader } from './job-header';
import { JobNotFound } from './job-not-found';
import { JobSections } from './job-sections';
import { jobMessages } from './messages';

/**
 * The owner's job as visitors would see it once it is published: the job page's own parts, drawn for a
 * visitor (no owner controls, an Apply button that does nothing here), under a notice that says it is a
 * preview. Someone else's job is "not found" here, as the server treats it.
 */
export function Component() {
  const t = useT(jobFormMessages);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const jobQuery = useJob(id, user?.id ?? null);

  if (jobQuery.isPending) return <DetailSkeleton />;
  if (jobQuery.isError) {
    if (isNotFound(jobQuery.error)) return <JobNotFound />;
    return (
      <PageShell>
        <PageMeta title={t('preview.title')} canonicalPath={null} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('preview.title')}</h1>
        <QueryError className="mt-6" error={jobQuery.error} onRetry={jobQuery.refetch} />
      </PageShell>
    );
  }
  if (!jobQuery.data.isOwner) return <JobNotFound />;
  return <Preview job={jobQuery.data} />;
}

/** The job as a visitor sees a published job that accepts applications. */
const asPublished = (job: JobDetail): JobDetail => ({
  ...job,
  isOwner: false,
  status: 'published',
  isClosed: false,
  hiddenByAdmin: false,
  acceptingApplications: true,
  postedAt: job.postedAt ?? new Date().toISOString(),
});

function Preview({ job }: { job: JobDetail }) {
  const t = useT(jobFormMessages);
  const jobT = useT(jobMessages);
  const shown = asPublished(job);
  const apply = (where: 'top' | 'card') => (
    <Button size="lg" disabled className={where === 'card' ? 'w-full' : 'w-full sm:w-auto'}>
      <Send aria-hidden className="h-4 w-4" /> {jobT('apply.now')}
    </Button>
  );
  return (
    <PageShell>
      <PageMeta title={t('preview.pageTitle', { title: job.title })} canonicalPath={null} />
      <BackLink to={`/jobs/${job.id}/edit`} variant="quiet">
        {t('preview.back')}
      </BackLink>
      <div
        role="status"
        className="mt-4 flex flex-col gap-3 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-3">
          <Eye aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
          <div>
            <p className="font-semibold text-amber-950">{t('preview.notice')}</p>
            <p className="text-sm text-amber-900">{t('preview.notice.text')}</p>
          </div>
        </div>
        <Button asChild variant="secondary" className="shrink-0">
          <Link to={`/jobs/${job.id}/edit`}>
            <Pencil aria-hidden className="h-4 w-4" /> {jobT('owner.edit')}
          </Link>
        </Button>
      </div>

      <JobHeader job={shown} action={apply('top')} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <JobSections job={shown} />
        <ApplicationDetails job={shown} closed={false} action={apply('card')} />
      </div>
    </PageShell>
  );
}
