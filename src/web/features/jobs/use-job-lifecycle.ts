import { JOB_EXTEND_DAYS } from '../../../shared/job-options';
import type { JobDetail, JobLifecycleAction } from '../../../shared/jobs';
import { useErrorToast } from '../../lib/use-error-toast';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useExtendJob, useJobAction } from './api';
import { jobFormMessages, type JobFormKey, type JobFormTranslate } from './job-form-messages';

/** A toast's title and text, by key. */
type ToastKeys = readonly [JobFormKey, JobFormKey];

/** What a job waiting for an admin's review tells its owner. */
const IN_REVIEW: ToastKeys = ['lifecycle.inReview', 'lifecycle.inReview.text'];
const PUBLISHED: ToastKeys = ['lifecycle.published', 'lifecycle.published.text'];

const SUCCESS: Record<JobLifecycleAction, ToastKeys> = {
  publish: PUBLISHED,
  close: ['lifecycle.closed', 'lifecycle.closed.text'],
  reopen: ['lifecycle.reopened', 'lifecycle.reopened.text'],
  resubmit: ['lifecycle.resubmitted', 'lifecycle.inReview.text'],
  relist: ['lifecycle.relisted', 'lifecycle.relisted.text'],
};

/** The toast of an action that ended with `job`: under moderation, a publication may wait for review. */
const successToast = (action: JobLifecycleAction, job: JobDetail): ToastKeys =>
  job.status === 'pending_review'
    ? action === 'resubmit'
      ? SUCCESS.resubmit
      : IN_REVIEW
    : action === 'resubmit'
      ? PUBLISHED
      : SUCCESS[action];

/** The toast of a job extended by the owner, from its page or from the reminder mail's link. */
export const toastExtended = (t: JobFormTranslate) =>
  toastSuccess(t('lifecycle.extended'), t('lifecycle.extended.text', { days: JOB_EXTEND_DAYS }));

/**
 * Publish / close / reopen / resubmit / relist, and extend a job that expires soon, with the toasts;
 * `pendingId` tells which job is being changed.
 */
export function useJobLifecycle() {
  const t = useT(jobFormMessages);
  const onError = useErrorToast();
  const mutation = useJobAction();
  const extension = useExtendJob();
  const run = (id: string, action: JobLifecycleAction) =>
    mutation.mutate(
      { id, action },
      {
        onSuccess: (job) => {
          const [title, text] = successToast(action, job);
          toastSuccess(t(title), t(text));
        },
        onError,
      },
    );
  const extend = (id: string) => extension.mutate(id, { onSuccess: () => toastExtended(t), onError });
  const pendingId = mutation.isPending
    ? mutation.variables?.id
    : extension.isPending
      ? extension.variables
      : undefined;
  return { run, extend, pendingId };
}
