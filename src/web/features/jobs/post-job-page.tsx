import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { POST_JOB_REDIRECT_MS } from '../../../shared/constants';
import { PostJobSchema, type PostJobInput } from '../../../shared/jobs';
import { PublicPage } from '../../components/page-shell';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { RequireAuth } from '../../lib/require-auth';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from '../profiles/api';
import { usePostJob } from './api';
import { EMPTY_JOB_FORM, JobForm } from './job-form';
import { PostingTips } from './posting-tips';

function PostJobForm() {
  const { user } = useAuth();
  const profile = useOwnProfile();
  const navigate = useNavigate();
  const postJob = usePostJob();
  const companyName =
    (profile.data?.userType === 'company' ? profile.data.company.name : undefined) ?? user?.name ?? '';
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSubmit = async (values: PostJobInput) => {
    const job = await postJob.mutateAsync(values);
    setRedirecting(true);
    if (job.status === 'draft') {
      toastSuccess('Draft saved', 'Your job has been saved as a draft. Publish it from My Job Postings.');
      timer.current = setTimeout(() => navigate('/company/jobs'), POST_JOB_REDIRECT_MS);
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
      defaultValues={EMPTY_JOB_FORM}
      busy={postJob.isPending || redirecting}
      onSubmit={onSubmit}
    />
  );
}

export function Component() {
  return (
    <RequireAuth allow="company">
      <PublicPage
        path="/post-job"
        title="Post a Facilitation Job"
        description="Tell facilitators about your event, what you expect and when. Fields marked optional can stay empty."
      >
        <div className="mt-8 grid gap-8 lg:grid-cols-3">
          <Card className="p-6 sm:p-8 lg:col-span-2">
            <PostJobForm />
          </Card>
          <aside aria-label="Posting tips" className="lg:sticky lg:top-24 lg:self-start">
            <PostingTips />
          </aside>
        </div>
      </PublicPage>
    </RequireAuth>
  );
}
