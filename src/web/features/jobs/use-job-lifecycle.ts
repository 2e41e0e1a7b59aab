import type { JobDetail, JobLifecycleAction } from '../../../shared/jobs';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useJobAction } from './api';

/** What a job waiting for an admin's review tells its owner. */
export const IN_REVIEW_TITLE = 'Job submitted for review';
export const IN_REVIEW_TEXT =
  'An admin reviews it before it is listed. We will let you know when it is published.';

const SUCCESS: Record<JobLifecycleAction, [string, string]> = {
  publish: ['Job published', 'Your job is now listed and open for applications.'],
  close: ['Job closed', 'The job no longer accepts applications and is hidden from the job list.'],
  reopen: ['Job reopened', 'The job is listed again and accepts applications.'],
  resubmit: ['Job resubmitted', IN_REVIEW_TEXT],
};

/** The toast of an action that ended with `job`: under moderation, a publication may wait for review. */
const successToast = (action: JobLifecycleAction, job: JobDetail): [string, string] =>
  job.status === 'pending_review'
    ? [action === 'resubmit' ? SUCCESS.resubmit[0] : IN_REVIEW_TITLE, IN_REVIEW_TEXT]
    : action === 'resubmit'
      ? ['Job published', 'Your job is now listed and open for applications.']
      : SUCCESS[action];

/** Publish / close / reopen / resubmit with the toasts; `pendingId` tells which job is being changed. */
export function useJobLifecycle() {
  const mutation = useJobAction();
  const run = (id: string, action: JobLifecycleAction) =>
    mutation.mutate(
      { id, action },
      {
        onSuccess: (job) => toastSuccess(...successToast(action, job)),
        onError: (error) =>
          toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred'),
      },
    );
  return { run, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
