import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { Handshake } from 'lucide-react';
import { FormDialog } from '../../components/form-dialog';
import { QueryError } from '../../components/query-error';
import { Button, type ButtonProps } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useOrgPermission } from '../../lib/use-org-permission';
import { useOfferDraft, useSendOffer, type OfferSourceInput } from './offer-api';
import { offerFormMessages } from './offer-form-messages';

// The form and its schema load when the dialog opens: the applicants, threads and profiles do not need zod.
const OfferForm = lazy(() => import('./offer-form').then((module) => ({ default: module.OfferForm })));

/**
 * Send offer: for company members whose role may hire (nothing for anyone else; the server decides again).
 * The offer is long, but it is written beside what it answers (an application, a thread, a profile), so it
 * opens in a wide dialog rather than on a page of its own; the draft it starts from loads when it opens.
 */
export function SendOfferButton({
  source,
  variant = 'secondary',
  size = 'sm',
  className,
}: { source: OfferSourceInput } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { userType } = useAuth();
  const allows = useOrgPermission();
  const t = useT(offerFormMessages);
  const [open, setOpen] = useState(false);
  if (userType !== 'company' || !allows('hire')) return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      wide
      trigger={
        <Button variant={variant} size={size} className={className}>
          <Handshake aria-hidden className="h-4 w-4" /> {t('send.button')}
        </Button>
      }
      title={t('send.title')}
      description={t('send.description')}
    >
      <SendOfferContent source={source} />
    </FormDialog>
  );
}

/** The draft (the job's sessions, the facilitator's tiers and booked days), then the form; sent, the offer's page. */
function SendOfferContent({ source }: { source: OfferSourceInput }) {
  const draft = useOfferDraft(source);
  const send = useSendOffer();
  const navigate = useNavigate();
  const t = useT(offerFormMessages);
  if (draft.error)
    return <QueryError error={draft.error} onRetry={draft.refetch} retrying={draft.isRefetching} />;
  if (!draft.data) return <LoadingState />;
  const { facilitator, job, terms, expiresOn, conflicts } = draft.data;
  return (
    <div className="space-y-4">
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-900">{t('send.to', { name: facilitator.name })}</p>
        {job ? <p>{t('send.job', { job: job.title })}</p> : null}
      </div>
      <OfferForm
        initial={{ terms, expiresOn }}
        defaultTiers={terms.cancellationTiers}
        conflicts={conflicts}
        submitLabel={t('send.submit')}
        refusedTitle={t('send.refused')}
        onSubmit={async (offer) => {
          const engagement = await send.mutateAsync({ source, ...offer });
          toastSuccess(t('send.sent'), t('send.sentDetail', { name: facilitator.name }));
          navigate(`/engagements/${engagement.id}`);
        }}
      />
    </div>
  );
}
