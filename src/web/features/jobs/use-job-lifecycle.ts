import { JOB_EXTEND_DAYS } from '../../../shared/job-options';
import type { JobDetail, JobLifecycleAction } from '../../../shared/jobs';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useExtendJob, useJobAction } from './api';

/** What a job waiting for an admin's review tells its owner. */
export const IN_REVIEW_TITLE = 'Job submitted for review';
export const IN_REVIEW_TEXT =
  'An admin reviews it before it is listed. We will let you know when it is published.';

const SUCCESS: Record<JobLifecycleAction, [string, string]> = {
  publish: ['Job published', 'Your job is now listed and open for applications.'],
  close: ['Job closed', 'The job no longer accepts applications and is hidden from the job list.'],
  reopen: ['Job reopened', 'The job is listed again and accepts applications.'],
  resubmit: ['Job resubmitted', IN_REVIEW_TEXT],
  relist: ['Job relisted', 'The job is listed again with a new posting date and accepts applications.'],
};

/** The toast of an action that ended with `job`: under moderation, a publication may wait for review. */
const successToast = (action: JobLifecycleAction, job: JobDetail): [string, string] =>
  job.status === 'pending_review'
    ? [action === 'resubmit' ? SUCCESS.resubmit[0] : IN_REVIEW_TITLE, IN_REVIEW_TEXT]
    : action === 'resubmit'
      ? ['Job published', 'Your job is now listed and open for applications.']
      : SUCCESS[action];

export const EXTENDED_TOAST: [string, string] = [
  'Job extended',
  `The job stays listed for ${JOB_EXTEND_DAYS} more days.`,
];

const onError = (error: Error) =>
  toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred');

/**
 * Publish / close / reopen / resubmit / relist, and extend a job that expires soon, with the toasts;
 * `pendingId` tells which job is being changed.
 */
export function useJobLifecycle() {
  const mutation = useJobAction();
  const extension = useExtendJob();
  const run = (id: string, action: JobLifecycleAction) =>
    mutation.mutate(
      { id, action },
      { onSuccess: (job) => toastSuccess(...successToast(action, job)), onError },
    );
  const extend = (id: string) =>
    extension.mutate(id, { onSuccess: () => toastSuccess(...EXTENDED_TOAST), onError });
  const pendingId = mutation.isPending
    ? mutation.variables?.id
    : extension.isPending
      ? extension.variables
      : undefined;
  return { run, extend, pendingId };
}
