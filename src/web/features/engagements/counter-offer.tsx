import { lazy, useState } from 'react';
import { Repeat } from 'lucide-react';
import type { Engagement } from '../../../shared/engagements';
import { FormDialog } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useCounterOffer } from './offer-api';
import { offerFormMessages } from './offer-form-messages';

// The form and its schema load when the dialog opens.
const OfferForm = lazy(() => import('./offer-form').then((module) => ({ default: module.OfferForm })));

/**
 * Counter-offer: for the party whose turn it is (`actions` holds 'counter'). The dialog starts from the
 * current version's terms and names that version, so a counter to terms that changed meanwhile is refused
 * (409): the writer is told, and the page reloads the offer.
 */
export function CounterOfferButton({
  engagement,
  onCountered,
}: {
  engagement: Engagement;
  onCountered(engagement: Engagement): void;
}) {
  const t = useT(offerFormMessages);
  const [open, setOpen] = useState(false);
  if (!engagement.actions.includes('counter')) return null;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      wide
      trigger={
        <Button variant="secondary">
          <Repeat aria-hidden className="h-4 w-4" /> {t('counter.button')}
        </Button>
      }
      title={t('counter.title')}
      description={t('counter.description')}
    >
      <CounterOfferForm
        engagement={engagement}
        onDone={(next) => {
          setOpen(false);
          if (next) onCountered(next);
        }}
      />
    </FormDialog>
  );
}

/** The form over the current version; `onDone` gets the countered engagement, or nothing when it was stale. */
function CounterOfferForm({
  engagement,
  onDone,
}: {
  engagement: Engagement;
  onDone(engagement: Engagement | null): void;
}) {
  const counter = useCounterOffer(engagement.id);
  const t = useT(offerFormMessages);
  const { current } = engagement;
  return (
    <OfferForm
      initial={{ terms: current.terms }}
      conflicts={engagement.conflicts}
      submitLabel={t('counter.submit')}
      refusedTitle={t('counter.refused')}
      onSubmit={async (offer) => {
        try {
          const next = await counter.mutateAsync({ version: current.version, ...offer });
          toastSuccess(t('counter.sent'));
          onDone(next);
        } catch (error) {
          // Answered, withdrawn, expired or countered meanwhile: the mutation reloads the offer for the page.
          if (!(error instanceof ApiError) || error.status !== 409) throw error;
          toastError(t('counter.changed'), t('counter.changedDetail'));
          onDone(null);
        }
      }}
    />
  );
}
