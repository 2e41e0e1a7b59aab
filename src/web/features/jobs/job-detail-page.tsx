import { Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { buildJobPostingJsonLd, serializeJsonLd } from '../../../shared/job-posting-jsonld';
import { jobPageTitle } from '../../../shared/job-options';
import type { JobDetail } from '../../../shared/jobs';
import { excerpt } from '../../../shared/text';
import { PageMeta } from '../../components/page-meta';
import { BackLink } from '../../components/back-link';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { ApiError, isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/hydration';
import { useMyApplication } from '../applications/api';
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
import { SAVE_JOB_LABELS } from './job-card';

export function Component() {
  const { id = '' } = useParams();
  const { user, isLoading: authLoading } = useAuth();
  const viewerId = user?.id ?? null;
  const jobQuery = useJob(id, viewerId, !authLoading);

  if (authLoading || jobQuery.isPending) return <DetailSkeleton />;
  if (jobQuery.isError) {
    if (isNotFound(jobQuery.error)) return <JobNotFound />;
    if (jobQuery.error instanceof ApiError && jobQuery.error.status === 410) return <JobGone />;
    return (
      <PageShell>
        <PageMeta title="Job" />
        <BackToJobs />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Job</h1>
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
  return (
    <BackLink to="/jobs" variant="quiet">
      Back to Jobs
    </BackLink>
  );
}

/**
 * The job's structured data. On a direct load the server's <head> carries it until hydration is
 * over; a component of its own, so that the render after hydration redraws this, not the whole job.
 */
function JobPostingJsonLd({ job }: { job: JobDetail }) {
  const hydrated = useHydrated();
  const jsonLd = useMemo(
    () => (hydrated ? buildJobPostingJsonLd(job, { origin: window.location.origin }) : null),
    [job, hydrated],
  );
  return jsonLd ? (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
  ) : null;
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
      <PageMeta title={jobPageTitle(job)} description={excerpt(job.description)} />
      <JobPostingJsonLd job={job} />
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
 * Save job, for signed-in facilitators (a visitor's leads to sign-in): on a job on the board, or on one saved before (to forget it once
 * it has closed); the server saves only jobs that are public.
 */
function SaveJobButton({ job }: { job: JobDetail }) {
  const { user, isLoading } = useAuth();
  const { visible, saved, pending, toggle } = useSavedJobToggle(job.id);
  const saveable = job.status === 'published' && !job.hiddenByAdmin;
  // A visitor may be a facilitator not signed in yet: Save leads to sign-in and back.
  if (!user && !isLoading && saveable) return <SaveSignInLink label={SAVE_JOB_LABELS.save} />;
  if (!visible || job.isOwner || (!saveable && !saved)) return null;
  return <SaveToggle saved={saved} pending={pending} onToggle={toggle} labels={SAVE_JOB_LABELS} />;
}
