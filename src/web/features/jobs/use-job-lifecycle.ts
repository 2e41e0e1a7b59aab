import { JOB_EXTEND_DAYS } from '../../../shared/job-options';
import { translate } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import type { JobDetail, JobLifecycleAction } from '../../../shared/jobs';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useLocale } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useExtendJob, useJobAction } from './api';
import { myJobText, type MyJobKey } from './my-jobs-messages';

type Toast = [string, string];

/** What a job waiting for an admin's review tells its owner. */
export const inReviewToast = (locale: Locale): Toast => {
  const t = myJobText(locale);
  return [t('toast.inReview'), t('toast.inReviewText')];
};

/** What an owner is told once a job's listing is extended. */
export const extendedToast = (locale: Locale): Toast => {
  const t = myJobText(locale);
  return [t('toast.extended'), t('toast.extendedText', { days: JOB_EXTEND_DAYS })];
};

const SUCCESS: Record<JobLifecycleAction, [MyJobKey, MyJobKey]> = {
  publish: ['toast.published', 'toast.publishedText'],
  close: ['toast.closed', 'toast.closedText'],
  reopen: ['toast.reopened', 'toast.reopenedText'],
  resubmit: ['toast.resubmitted', 'toast.inReviewText'],
  relist: ['toast.relisted', 'toast.relistedText'],
};

/** The toast of an action that ended with `job`: under moderation, a publication may wait for review. */
function successToast(action: JobLifecycleAction, job: JobDetail, locale: Locale): Toast {
  const t = myJobText(locale);
  if (job.status === 'pending_review')
    return [action === 'resubmit' ? t('toast.resubmitted') : t('toast.inReview'), t('toast.inReviewText')];
  const [title, text] = SUCCESS[action === 'resubmit' ? 'publish' : action];
  return [t(title), t(text)];
}

/**
 * Publish / close / reopen / resubmit / relist, and extend a job that expires soon, with the toasts in the
 * page's language; `pendingId` tells which job is being changed.
 */
export function useJobLifecycle() {
  const locale = useLocale();
  const mutation = useJobAction();
  const extension = useExtendJob();
  const onError = (error: Error) =>
    toastError(
      translate(locale, commonMessages, 'error'),
      error instanceof ApiError ? error.message : translate(locale, commonMessages, 'unexpectedError'),
    );
  const run = (id: string, action: JobLifecycleAction) =>
    mutation.mutate(
      { id, action },
      { onSuccess: (job) => toastSuccess(...successToast(action, job, locale)), onError },
    );
  const extend = (id: string) =>
    extension.mutate(id, { onSuccess: () => toastSuccess(...extendedToast(locale)), onError });
  const pendingId = mutation.isPending
    ? mutation.variables?.id
    : extension.isPending
      ? extension.variables
      : undefined;
  return { run, extend, pendingId };
}
