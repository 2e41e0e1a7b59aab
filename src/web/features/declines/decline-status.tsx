import type { ApplicationDecline } from '../../../shared/declines';
import { declineMessages } from '../../../shared/decline-messages';
import { formatDateTime } from '../../../shared/dates';
import { Button } from '../../components/ui/button';
import { commonMessages } from '../../lib/common-messages';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useCancelDeclineMessage } from './api';

/**
 * On a declined applicant's card (the organisation's eyes only): why, and what became of the message; a
 * message that still waits can be cancelled ("Cancel message") by a member who moves applicants.
 */
export function DeclineStatus({
  jobId,
  applicationId,
  decline,
  mayCancel,
}: {
  jobId: string;
  applicationId: string;
  decline: ApplicationDecline;
  mayCancel: boolean;
}) {
  const t = useT(declineMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const cancel = useCancelDeclineMessage(jobId);
  return (
    <div className="mt-3 space-y-1 text-xs text-slate-700">
      <p>{t('card.reason', { reason: t(`reason.${decline.reason}`) })}</p>
      {decline.pending && decline.sendAt ? (
        <p>{t('card.pending', { date: formatDateTime(decline.sendAt, undefined, locale) })}</p>
      ) : decline.sentAt ? (
        <p>{t('card.sent', { date: formatDateTime(decline.sentAt, undefined, locale) })}</p>
      ) : decline.cancelledAt ? (
        <p>{t('card.cancelled')}</p>
      ) : null}
      {decline.pending && mayCancel ? (
        <Button
          variant="secondary"
          size="sm"
          className="w-full"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(applicationId, {
              onSuccess: () => toastSuccess(t('card.messageCancelled')),
              onError: (error) => toastError(common('error'), error.message),
            })
          }
        >
          {t('card.cancelMessage')}
        </Button>
      ) : null}
    </div>
  );
}
