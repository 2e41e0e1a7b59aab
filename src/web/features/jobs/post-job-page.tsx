import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { POST_JOB_REDIRECT_MS } from '../../../shared/constants';
import { PostJobSchema, type PostJobInput } from '../../../shared/jobs';
import { PublicPage } from '../../components/page-shell';
import { useAuth } from '../../lib/auth';
import { pageLocale } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from '../profiles/api';
import { usePostJob } from './api';
import { JobForm } from './job-form';
import { emptyJobForm } from './job-form-values';
import { JobFormWithTips } from './posting-tips';
import { inReviewToast } from './use-job-lifecycle';

function PostJobForm() {
  const { user } = useAuth();
  const profile = useOwnProfile();
  const navigate = useNavigate();
  const postJob = usePostJob();
  const companyName =
    (profile.data?.userType === 'company' ? profile.data.company.name : undefined) ?? user?.name ?? '';
  const [redirecting, setRedirecting] = useState(false);
  const [defaultValues] = useState(emptyJobForm);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (values: PostJobInput) => {
    const job = await postJob.mutateAsync(values);
    setRedirecting(true);
    if (job.status === 'draft') {
      toastSuccess('Draft saved', 'Your job has been saved as a draft. Publish it from My Job Postings.');
      timer.current = setTimeout(() => navigate('/company/jobs'), POST_JOB_REDIRECT_MS);
    } else if (job.status === 'pending_review') {
      // Under moderation the job is not listed yet: its own page says so.
      toastSuccess(...inReviewToast(pageLocale()));
      timer.current = setTimeout(() => navigate(`/jobs/${job.id}`), POST_JOB_REDIRECT_MS);
    } else {
      toastSuccess('Success!', 'Your job has been posted successfully.');
      timer.current = setTimeout(() => navigate('/jobs'), POST_JOB_REDIRECT_MS);
    }
  };

  return (
    <JobForm
      mode="create"
      schema={PostJobSchema}
      companyName={companyName}
      defaultValues={defaultValues}
      busy={postJob.isPending || redirecting}
      onSubmit={onSubmit}
    />
  );
}

export function Component() {
  return (
    <PublicPage
      path="/post-job"
      title="Post a Facilitation Job"
      description="Tell facilitators about your event, what you expect and when. Fields marked optional can stay empty."
    >
      <JobFormWithTips>
        <PostJobForm />
      </JobFormWithTips>
    </PublicPage>
  );
}
