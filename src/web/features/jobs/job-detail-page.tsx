import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Banknote, Building2, CalendarClock, Clock, MapPin, Send } from 'lucide-react';
import { buildJobPostingJsonLd, serializeJsonLd } from '../../../shared/job-posting-jsonld';
import { DELIVERY_LABELS, formatBudget } from '../../../shared/facilitation-options';
import { EMPLOYMENT_TYPE_LABELS, EXPERIENCE_LEVEL_LABELS, jobPageTitle } from '../../../shared/job-options';
import type { JobDetail } from '../../../shared/jobs';
import { excerpt } from '../../../shared/text';
import { PageMeta } from '../../components/page-meta';
import { BackLink } from '../../components/back-link';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError, isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useHydrated, useViewerLocale } from '../../lib/hydration';
import { useMyApplication } from '../applications/api';
import { useJob } from './api';
import { AboutCompany } from './about-company';
import { AppliedNote } from './applied-note';
import { deadlineText } from './format';
import { PostedAgo, PostedDate } from './posted-time';
import { DeliveryBadge, FocusAreaBadges, JobStatusBadge } from './job-badges';
import { DetailSkeleton } from './job-detail-skeleton';
import { JobGone, JobNotFound } from './job-not-found';
import { OwnerControls, OwnerNote } from './owner-controls';
import { ReviewNotice } from './review-notice';
import { RichText } from './rich-text';
import { MetaItem } from '../../components/meta-item';
import { ReportButton } from '../../components/report-button';
import { SaveSignInLink, SaveToggle } from '../../components/save-toggle';
import { ButtonLink } from '../../components/ui/button-link';
import { signInHref } from '../../lib/require-auth';
import { useSavedJobToggle } from '../saved/api';
import { SAVE_JOB_LABELS } from './job-card';
import { hasSessionDetails, SessionDetails } from './session-details';

/**
 * The Apply dialog (Radix Dialog, react-hook-form, the application schema) is code only someone
 * applying needs: it loads when the Apply button is pointed at or focused, not with the page.
 */
const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(() => loadApplyDialog().then((module) => ({ default: module.ApplyDialog })));

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
  const locale = useViewerLocale();
  const { user, isLoading: authLoading } = useAuth();
  const isFacilitator = user?.userType === 'facilitator';
  const myApplication = useMyApplication(job.id, user?.id ?? null, isFacilitator && !job.isOwner);
  const application = myApplication.data?.application ?? null;

  const [applyOpen, setApplyOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const openApply = (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setApplyOpen(true);
  };
  const onOpenChange = (open: boolean) => {
    setApplyOpen(open);
    // Two buttons open the same dialog: give focus back to the one that was used.
    if (!open) setTimeout(() => opener.current?.focus(), 0);
  };
  const onApplied = () => {
    setApplyOpen(false);
    setTimeout(() => appliedRef.current?.focus(), 50);
  };

  const canApply = !job.isOwner && job.acceptingApplications && !application;

  // `?apply=1` (from an accepted invitation: `&invitation=ID`) opens the dialog once the facilitator is known
  // to be able to apply; the parameters then leave the URL, so that a reload does not open it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const [coverLetter, setCoverLetter] = useState('');
  const applyRequested =
    searchParams.get('apply') === '1' && isFacilitator && myApplication.isSuccess && canApply;
  const invited = searchParams.has('invitation');
  useEffect(() => {
    if (!applyRequested) return;
    setCoverLetter(invited ? `Thank you for inviting me to apply for ${job.title}. ` : '');
    setApplyOpen(true);
    setSearchParams(
      (params) => {
        params.delete('apply');
        params.delete('invitation');
        return params;
      },
      { replace: true },
    );
  }, [applyRequested, invited, job.title, setSearchParams]);
  const deadlinePassed = job.status === 'published' && !job.acceptingApplications;

  const applyAction = (where: 'top' | 'card') => {
    if (job.isOwner) return where === 'top' ? <OwnerControls job={job} /> : <OwnerNote job={job} />;
    if (application)
      return <AppliedNote application={application} focusRef={where === 'top' ? appliedRef : undefined} />;
    if (!canApply) return null;
    // A visitor signs in first (a link, which works before the page runs) and comes back to apply.
    if (!user && !authLoading)
      return (
        <ButtonLink
          to={signInHref(`/jobs/${job.id}?apply=1`)}
          icon={Send}
          size="lg"
          className={where === 'card' ? 'w-full' : 'w-full sm:w-auto'}
        >
          Apply Now
        </ButtonLink>
      );
    return (
      <Button
        size="lg"
        onClick={openApply}
        onPointerEnter={() => void loadApplyDialog()}
        onFocus={() => void loadApplyDialog()}
        className={where === 'card' ? 'w-full' : 'w-full sm:w-auto'}
      >
        <Send aria-hidden className="h-4 w-4" /> Apply Now
      </Button>
    );
  };

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

      <Card className="mt-6 p-6 sm:p-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            {job.status !== 'published' ? <JobStatusBadge status={job.status} /> : null}
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
              {job.title}
            </h1>
            <p className="mt-2 flex items-center gap-2 text-base text-slate-800">
              <Building2 aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
              {job.companyId ? (
                <Link
                  to={`/companies/${job.companyId}`}
                  className="font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
                >
                  {job.companyName}
                </Link>
              ) : (
                <span className="font-medium">{job.companyName}</span>
              )}
            </p>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              <MetaItem label="Location" icon={MapPin}>
                {job.location}
              </MetaItem>
              {job.budget || job.salary ? (
                <MetaItem label="Budget" icon={Banknote}>
                  {job.budget ? formatBudget(job.budget, locale) : job.salary}
                </MetaItem>
              ) : null}
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">Posted</dt>
                <Clock aria-hidden className="h-4 w-4 text-slate-500" />
                <dd>
                  <PostedAgo postedAt={job.postedAt} titled />
                </dd>
              </div>
            </dl>
            <div className="mt-4 flex flex-wrap gap-1.5">
              <DeliveryBadge remote={job.remote} />
              <Badge color="gray">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Badge>
              <Badge color="gray">{EXPERIENCE_LEVEL_LABELS[job.experience]}</Badge>
            </div>
            <FocusAreaBadges ids={job.focusAreas} className="mt-2 flex flex-wrap gap-1.5" />
          </div>
          <div className="shrink-0 lg:max-w-xs">{applyAction('top')}</div>
        </div>
      </Card>

      {job.hiddenByAdmin ? (
        <Alert tone="info" className="mt-6">
          An admin took this job off the site after reports. It stays closed and cannot be reopened.
        </Alert>
      ) : job.isClosed ? (
        <Alert tone="info" className="mt-6">
          This job is no longer accepting applications.
        </Alert>
      ) : deadlinePassed ? (
        <Alert tone="info" className="mt-6">
          The application deadline has passed. This job is no longer accepting applications.
        </Alert>
      ) : job.status === 'expired' ? (
        <Alert tone="info" className="mt-6">
          This job has expired and no longer accepts applications.
          {job.isOwner ? ' Relist it to post it again with a new posting date.' : ''}
        </Alert>
      ) : job.status === 'draft' ? (
        <Alert tone="info" className="mt-6">
          This is a draft. Only you can see it; publish it to list it on the job board.
        </Alert>
      ) : (
        <ReviewNotice job={job} className="mt-6" />
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <Card className="divide-y divide-slate-200 lg:col-span-2">
          <Section title="About the Role">
            <RichText text={job.description} />
          </Section>
          {hasSessionDetails(job) ? (
            <Section title="Session details">
              <SessionDetails job={job} />
            </Section>
          ) : null}
          <Section title="Requirements">
            <RichText text={job.requirements} />
          </Section>
          {job.responsibilities.trim() ? (
            <Section title="Responsibilities">
              <RichText text={job.responsibilities} />
            </Section>
          ) : null}
          <Section title="About the company">
            <AboutCompany job={job} />
          </Section>
        </Card>

        <aside aria-labelledby="application-details" className="lg:sticky lg:top-24 lg:self-start">
          <Card className="p-6">
            <h2 id="application-details" className="text-lg font-semibold text-slate-900">
              Application Details
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <Detail icon={<CalendarClock aria-hidden className="h-4 w-4" />} label="Application deadline">
                {deadlineText(job.applicationDeadline)}
              </Detail>
              <Detail label="Employment type">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Detail>
              <Detail label="Experience level">{EXPERIENCE_LEVEL_LABELS[job.experience]}</Detail>
              <Detail label="Delivery">{DELIVERY_LABELS[job.remote]}</Detail>
              {job.salary ? <Detail label="Salary">{job.salary}</Detail> : null}
              {job.postedAt ? (
                <Detail label="Posted on">
                  <PostedDate postedAt={job.postedAt} />
                </Detail>
              ) : null}
            </dl>
            <div className="mt-6">
              {!job.isOwner && !application && !canApply ? (
                <p className="text-sm font-medium text-slate-700">Applications for this job are closed.</p>
              ) : (
                applyAction('card')
              )}
            </div>
          </Card>
        </aside>
      </div>

      {applyOpen ? (
        <Suspense fallback={null}>
          <ApplyDialog
            job={job}
            coverLetter={coverLetter}
            onOpenChange={onOpenChange}
            onApplied={onApplied}
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

/** A named region of the posting (a landmark screen readers list: "Session details", "Requirements"…). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="p-6 sm:p-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Detail({ label, children, icon }: { label: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 pb-3 last:border-b-0 last:pb-0">
      <dt className="flex items-center gap-1.5 text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
