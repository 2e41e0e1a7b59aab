import type { JobLifecycleAction } from '../../../shared/jobs';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useJobAction } from './api';

const SUCCESS: Record<JobLifecycleAction, [string, string]> = {
  publish: ['Job published', 'Your job is now listed and open for applications.'],
  close: ['Job closed', 'The job no longer accepts applications and is hidden from the job list.'],
  reopen: ['Job reopened', 'The job is listed again and accepts applications.'],
  relist: ['Job relisted', 'The job is listed again with a new posting date and accepts applications.'],
};

/** Publish / close / reopen / relist with the toasts; `pendingId` tells which job is being changed. */
export function useJobLifecycle() {
  const mutation = useJobAction();
  const run = (id: string, action: JobLifecycleAction) =>
    mutation.mutate(
      { id, action },
      {
        onSuccess: () => toastSuccess(...SUCCESS[action]),
        onError: (error) =>
          toastError('Error', error instanceof ApiError ? error.message : 'An unexpected error occurred'),
      },
    );
  return { run, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
