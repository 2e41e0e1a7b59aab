import { Suspense } from 'react';
import { useParams } from 'react-router';
import { buildJobPostingJsonLd } from '../../../shared/job-posting-jsonld';
import { isOwnerOnly, isPubliclyVisible } from '../../../shared/job-options';
import { useT } from '../../lib/i18n';
import { jobMessages } from './messages';
import type { JobDetail } from '../../../shared/jobs';
import { excerpt } from '../../../shared/text';
import { PageMeta } from '../../components/page-meta';
import { BackLink } from '../../components/back-link';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { ApiError, isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useMyApplication } from '../applications/api';
import { useCountView } from '../insights/api';
import { useJob } from './api';
import { ApplicationDetails } from './application-details';
import { ApplyAction, ApplyDialog, useApplyFlow } from './apply-panel';
import { DetailSkeleton } from './job-detail-skeleton';
import { JobHeader } from './job-header';
import { JobGone, JobNotFound } from './job-not-found';
import { JobNotice } from './job-notice';
import { JobSections } from './job-sections';
import { ReportButton } from '../../components/report-button';
import { SaveSignInLink, SaveToggle } from '../../components/save-toggle';
import { useSavedJobToggle } from '../saved/api';
import { useSaveJobLabels } from './job-card';

export function Component() {
  const { id = '' } = useParams();
  const { user, isLoading: authLoading } = useAuth();
  const viewerId = user?.id ?? null;
  const jobQuery = useJob(id, viewerId, !authLoading);
  useCountView('job', id);
  const t = useT(jobMessages);

  if (authLoading || jobQuery.isPending) return <DetailSkeleton />;
  if (jobQuery.isError) {
    if (isNotFound(jobQuery.error)) return <JobNotFound />;
    if (jobQuery.error instanceof ApiError && jobQuery.error.status === 410)
      return <JobGone code={jobQuery.error.code} />;
    return (
      <PageShell>
        <PageMeta title={t('detail.job')} />
        <BackToJobs />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t('detail.job')}</h1>
        <QueryError
          className="mt-6"
          error={jobQuery.error}
          onRetry={jobQuery.refetch}
          retrying={jobQuery.isFetching}
        />
      </PageShell>
    );
  }
  return <JobView job={jobQuery.data} />;
}

function BackToJobs() {
  const t = useT(jobMessages);
  return (
    <BackLink to="/jobs" variant="quiet">
      {t('detail.back')}
    </BackLink>
  );
}

function JobView({ job }: { job: JobDetail }) {
  const { user } = useAuth();
  const isFacilitator = user?.userType === 'facilitator';
  const myApplication = useMyApplication(job.id, user?.id ?? null, isFacilitator && !job.isOwner);
  const application = myApplication.data?.application ?? null;
  const canApply = !job.isOwner && job.acceptingApplications && !application;
  const flow = useApplyFlow(job, canApply, isFacilitator && myApplication.isSuccess);
  const action = (where: 'top' | 'card') => (
    <ApplyAction
      job={job}
      application={application}
      canApply={canApply}
      where={where}
      onApply={flow.openApply}
      appliedRef={flow.appliedRef}
    />
  );

  return (
    <PageShell>
      <JobPageMeta job={job} />
      <div className="flex items-center justify-between gap-4">
        <BackToJobs />
        <div className="flex items-center gap-2">
          <SaveJobButton job={job} />
          <ReportButton targetType="job" targetId={job.id} isOwner={job.isOwner} />
        </div>
      </div>

      <JobHeader job={job} action={action('top')} />
      <JobNotice job={job} />

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <JobSections job={job} />
        <ApplicationDetails
          job={job}
          closed={!job.isOwner && !application && !canApply}
          action={action('card')}
        />
      </div>

      {flow.applyOpen ? (
        <Suspense fallback={null}>
          <ApplyDialog
            job={job}
            coverLetter={flow.coverLetter}
            onOpenChange={flow.onOpenChange}
            onApplied={flow.onApplied}
          />
        </Suspense>
      ) : null}
    </PageShell>
  );
}

/**
 * The job's head. A draft or a job in review (seen by its owner or an admin) is nobody else's page: no
 * canonical. A job that left the board (closed, expired, hidden, its company suspended) still shows what
 * it was, and a direct load of it answers 410 Gone, as the sitemap no longer lists it; its owner's view
 * of it answers 200. Structured data is for a job on the board only (buildJobPostingJsonLd).
 */
function JobPageMeta({ job }: { job: JobDetail }) {
  const ownerOnly = isOwnerOnly(job);
  const leftTheBoard = !ownerOnly && !isPubliclyVisible(job) && !job.isOwner;
  const t = useT(jobMessages);
  return (
    <PageMeta
      title={t('detail.pageTitle', { title: job.title, company: job.companyName })}
      description={excerpt(job.description)}
      canonicalPath={ownerOnly ? null : `/jobs/${job.id}`}
      jsonLd={(origin) => buildJobPostingJsonLd(job, { origin })}
      status={leftTheBoard ? 410 : undefined}
    />
  );
}

/**
 * Save job, for signed-in facilitators (a visitor's leads to sign-in): on a job on the board, or on one saved before (to forget it once
 * it has closed); the server saves only jobs that are public.
 */
function SaveJobButton({ job }: { job: JobDetail }) {
  const { user, isLoading } = useAuth();
  const { visible, saved, pending, toggle } = useSavedJobToggle(job.id);
  const labels = useSaveJobLabels();
  const saveable = job.status === 'published' && !job.hiddenByAdmin;
  // A visitor may be a facilitator not signed in yet: Save leads to sign-in and back.
  if (!user && !isLoading && saveable) return <SaveSignInLink label={labels.save} />;
  if (!visible || job.isOwner || (!saveable && !saved)) return null;
  return <SaveToggle saved={saved} pending={pending} onToggle={toggle} labels={labels} />;
}
