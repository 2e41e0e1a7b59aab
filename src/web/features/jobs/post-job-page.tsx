import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { POST_JOB_REDIRECT_MS } from '../../../shared/constants';
import { PostJobSchema, type PostJobInput } from '../../../shared/jobs';
import { PublicPage } from '../../components/page-shell';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useOwnProfile } from '../profiles/api';
import { usePostJob } from './api';
import { JobForm } from './job-form';
import { jobFormMessages } from './job-form-messages';
import { emptyJobForm } from './job-form-values';
import { JobFormWithTips } from './posting-tips';

function PostJobForm() {
  const t = useT(jobFormMessages);
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
      toastSuccess(t('post.draftSaved'), t('post.draftSaved.text'));
      timer.current = setTimeout(() => navigate('/company/jobs'), POST_JOB_REDIRECT_MS);
    } else if (job.status === 'pending_review') {
      // Under moderation the job is not listed yet: its own page says so.
      toastSuccess(t('lifecycle.inReview'), t('lifecycle.inReview.text'));
      timer.current = setTimeout(() => navigate(`/jobs/${job.id}`), POST_JOB_REDIRECT_MS);
    } else {
      toastSuccess(t('post.posted'), t('post.posted.text'));
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
  const t = useT(jobFormMessages);
  // The heading is the page's title (pages.json), "Post a Facilitation Job".
  return (
    <PublicPage path="/post-job" description={t('post.description')}>
      <JobFormWithTips>
        <PostJobForm />
      </JobFormWithTips>
    </PublicPage>
  );
}
