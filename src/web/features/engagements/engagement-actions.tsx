import { lazy, useState, type ReactNode } from 'react';
import type { Engagement } from '../../../shared/engagements';
import { DialogActions, FormDialog } from '../../components/form-dialog';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useLocale, useT } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import {
  useAcceptOffer,
  useConfirmCompletion,
  useMarkDelivered,
  useStepPending,
  useWithdrawOffer,
} from './api';
import { CounterOfferButton } from './counter-offer';
import { engagementMessages } from './messages';
import type { ReasonStep } from './reason-form';

// The reason form and its schema load when a dialog opens: the page itself does not need Zod.
const ReasonForm = lazy(() => import('./reason-form').then((module) => ({ default: module.ReasonForm })));

/**
 * The buttons of the steps the viewer may take now (`actions`, which the server decided; it decides again
 * on each). Every button is off while any step of this record is saving.
 */
export function EngagementActions({
  engagement,
  onCountered,
}: {
  engagement: Engagement;
  onCountered: () => void;
}) {
  const t = useT(engagementMessages);
  const { actions } = engagement;
  const can = (action: Engagement['actions'][number]) => actions.includes(action);
  if (actions.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('actions.label')}
      className="flex flex-wrap items-center gap-3 print:hidden"
    >
      {can('accept') ? <AcceptButton engagement={engagement} /> : null}
      {can('counter') ? <CounterOfferButton engagement={engagement} onCountered={onCountered} /> : null}
      {can('decline') ? <ReasonDialog engagement={engagement} step="decline" variant="secondary" /> : null}
      {can('withdraw') ? <WithdrawButton engagement={engagement} /> : null}
      {can('deliver') ? <DeliverButton engagement={engagement} /> : null}
      {can('complete') ? <CompleteButton engagement={engagement} /> : null}
      {can('cancel') ? <ReasonDialog engagement={engagement} step="cancel" variant="secondary" /> : null}
      {can('flag') ? <ReasonDialog engagement={engagement} step="flag" variant="ghost" /> : null}
    </div>
  );
}

/** The other party's name, as the viewer's dialogs speak of them. */
const counterpart = (engagement: Engagement) =>
  engagement.viewerSide === 'company' ? engagement.facilitator.name : engagement.company.name;

function AcceptButton({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const accept = useAcceptOffer(engagement.id);
  const busy = useStepPending(engagement.id);
  const showError = useErrorToast();
  const onAccept = () =>
    accept.mutate(
      // The version on screen: the server refuses it if the terms changed meanwhile (409).
      { version: engagement.current.version },
      {
        onSuccess: () => toastSuccess(t('actions.accepted'), t('actions.acceptedBody')),
        onError: showError,
      },
    );
  return (
    <Button onClick={onAccept} disabled={busy}>
      {accept.isPending ? t('actions.accepting') : t('actions.accept')}
    </Button>
  );
}

function DeliverButton({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const deliver = useMarkDelivered(engagement.id);
  const busy = useStepPending(engagement.id);
  const showError = useErrorToast();
  const onDeliver = () =>
    deliver.mutate(
      {},
      {
        onSuccess: () => toastSuccess(t('actions.delivered'), t('actions.deliveredBody')),
        onError: showError,
      },
    );
  return (
    <Button onClick={onDeliver} disabled={busy}>
      {deliver.isPending ? t('actions.delivering') : t('actions.deliver')}
    </Button>
  );
}

function CompleteButton({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const complete = useConfirmCompletion(engagement.id);
  const busy = useStepPending(engagement.id);
  const showError = useErrorToast();
  const onComplete = () =>
    complete.mutate({}, { onSuccess: () => toastSuccess(t('actions.completed')), onError: showError });
  return (
    <Button onClick={onComplete} disabled={busy}>
      {complete.isPending ? t('actions.completing') : t('actions.complete')}
    </Button>
  );
}

/** Withdraw offer, after a confirmation: the other side can no longer accept it. */
function WithdrawButton({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawOffer(engagement.id);
  const busy = useStepPending(engagement.id);
  const showError = useErrorToast();
  const confirm = () =>
    withdraw.mutate(
      {},
      {
        onSuccess: () => {
          toastSuccess(t('actions.withdrawn'));
          setOpen(false);
        },
        onError: showError,
      },
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !withdraw.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="secondary" disabled={busy}>
          {t('actions.withdraw')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('actions.withdrawTitle')}
        description={t('actions.withdrawDescription', { name: counterpart(engagement) })}
      >
        <DialogActions close={t('actions.withdrawKeep')} pending={withdraw.isPending}>
          <Button variant="destructive" onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? t('actions.withdrawing') : t('actions.withdraw')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}

const DIALOGS = {
  decline: {
    button: 'actions.decline',
    title: 'actions.declineTitle',
    description: 'actions.declineDescription',
  },
  cancel: {
    button: 'actions.cancel',
    title: 'actions.cancelTitle',
    description: 'actions.cancelDescription',
  },
  flag: { button: 'actions.flag', title: 'actions.flagTitle', description: 'actions.flagDescription' },
} as const;

/** Decline, Cancel engagement or Ask for help: a dialog that asks for a reason (optional to decline). */
function ReasonDialog({
  engagement,
  step,
  variant,
}: {
  engagement: Engagement;
  step: ReasonStep;
  variant: 'secondary' | 'ghost';
}) {
  const t = useT(engagementMessages);
  const [open, setOpen] = useState(false);
  const busy = useStepPending(engagement.id);
  const words = DIALOGS[step];
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={variant} disabled={busy}>
          {t(words.button)}
        </Button>
      }
      title={t(words.title)}
      description={t(words.description, { name: counterpart(engagement) })}
    >
      {step === 'cancel' ? <CancellationQuote engagement={engagement} /> : null}
      <ReasonForm step={step} engagementId={engagement.id} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}

/** What cancelling today costs under the agreed tiers (the server's quote, on the business clock). */
function CancellationQuote({ engagement }: { engagement: Engagement }): ReactNode {
  const t = useT(engagementMessages);
  const locale = useLocale();
  const quote = engagement.cancellationQuote;
  if (!quote) return null;
  return (
    <Alert tone="info" className="mb-4">
      {t('actions.cancelFee', {
        days: quote.daysBefore,
        percent: quote.percent,
        fee: formatMinor(quote.feeMinor, engagement.current.terms.currency, locale),
      })}
    </Alert>
  );
}
