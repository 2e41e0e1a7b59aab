import { useId, useState, type ReactNode } from 'react';
import {
  DECLINE_DELAYS,
  DECLINE_REASONS,
  DEFAULT_DECLINE_DELAY_DAYS,
  defaultTemplateId,
  type DeclineReason,
} from '../../../shared/declines';
import { declineMessages } from '../../../shared/decline-messages';
import { DialogForm, FormDialog, type FormRefusal } from '../../components/form-dialog';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/input';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useDecline, useDeclineTemplates } from './api';

const DELAY_KEYS = {
  0: 'dialog.delay0',
  1: 'dialog.delay1',
  2: 'dialog.delay2',
  7: 'dialog.delay7',
} as const;
const NO_MESSAGE = '';

/**
 * Decline one applicant, or the several selected: a reason (private to the organisation), a message from
 * the organisation's templates (the reason's own default preselected) and when it goes out (in 2 days by
 * default; it can be cancelled until then). A Radix dialog: focus stays inside, Escape closes.
 */
export function DeclineDialog({
  jobId,
  ids,
  name,
  onDeclined,
  children,
}: {
  jobId: string;
  ids: string[];
  /** The applicant's name when one is declined. */
  name?: string;
  onDeclined?: () => void;
  /** The trigger button. */
  children: ReactNode;
}) {
  const t = useT(declineMessages);
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={children}
      title={
        ids.length === 1 && name ? t('dialog.title', { name }) : t('dialog.titleMany', { count: ids.length })
      }
    >
      {open ? (
        <DeclineForm
          jobId={jobId}
          ids={ids}
          onDone={() => {
            setOpen(false);
            onDeclined?.();
          }}
        />
      ) : null}
    </FormDialog>
  );
}

export function DeclineForm({ jobId, ids, onDone }: { jobId: string; ids: string[]; onDone: () => void }) {
  const t = useT(declineMessages);
  const common = useT(commonMessages);
  const templates = useDeclineTemplates();
  const decline = useDecline(jobId);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  // Until the member picks a message, the reason's default goes with it.
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [delayDays, setDelayDays] = useState<number>(DEFAULT_DECLINE_DELAY_DAYS);
  const [refusal, setRefusal] = useState<FormRefusal>();
  const [missingReason, setMissingReason] = useState(false);
  const ids_ = { legend: useId(), template: useId(), delay: useId(), error: useId() };
  const list = templates.data?.templates ?? [];
  const reasonDefault = reason
    ? (list.find((template) => template.reason === reason)?.id ?? defaultTemplateId(reason))
    : NO_MESSAGE;
  const chosen = templateId ?? reasonDefault;

  return (
    <DialogForm
      pending={decline.isPending}
      submitLabel={t('dialog.submit')}
      pendingLabel={t('dialog.declining')}
      destructive
      refusal={refusal}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) {
          setMissingReason(true);
          return;
        }
        decline.mutate(
          { ids, reason, templateId: chosen || null, delayDays },
          {
            onSuccess: ({ declined }) => {
              toastSuccess(t('dialog.declined', { count: declined }));
              onDone();
            },
            onError: (error) => setRefusal({ title: common('error'), message: error.message }),
          },
        );
      }}
    >
      <fieldset aria-describedby={missingReason ? ids_.error : undefined}>
        <legend id={ids_.legend} className="text-sm font-medium text-slate-900">
          {t('dialog.reason')}
        </legend>
        <div role="radiogroup" aria-labelledby={ids_.legend} className="mt-2 space-y-1">
          {DECLINE_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-6 cursor-pointer items-center gap-2 text-sm text-slate-800"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
                className="h-4 w-4 accent-indigo-600"
              />
              {t(`reason.${value}`)}
            </label>
          ))}
        </div>
        {missingReason ? (
          <p id={ids_.error} role="alert" className="mt-1 text-sm text-red-700">
            {t('dialog.reasonMissing')}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={ids_.template}>{t('dialog.template')}</Label>
        <Select id={ids_.template} value={chosen} onChange={(event) => setTemplateId(event.target.value)}>
          <option value={NO_MESSAGE}>{t('dialog.noMessage')}</option>
          {list.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
        </Select>
      </div>
      {chosen ? (
        <div className="space-y-1">
          <Label htmlFor={ids_.delay}>{t('dialog.delay')}</Label>
          <Select
            id={ids_.delay}
            value={delayDays}
            onChange={(event) => setDelayDays(Number(event.target.value))}
          >
            {DECLINE_DELAYS.map((days) => (
              <option key={days} value={days}>
                {t(DELAY_KEYS[days])}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </DialogForm>
  );
}
