import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREDENTIAL_DETAIL_MAX,
  CREDENTIAL_DETAIL_REQUIRED,
  CREDENTIAL_KINDS,
  CredentialInputSchema,
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_SIZE_MESSAGE,
  type CredentialFormValues,
  type CredentialInput,
  type CredentialKind,
  type OwnCredential,
} from '../../../shared/facilitation';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, WholeNumberInput } from '../../components/ui/input';
import { credentialKindLabel } from '../../components/credential';
import { componentMessages } from '../../components/messages';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useSaveCredential, useUploadEvidence } from './api';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import { reportSaveError } from './profile-form';
import { profileFormMessages, type ProfileFormKey } from './profile-form-messages';

const FIELDS = ['kind', 'detail', 'year', 'expiresOn', 'evidenceUrl'] as const;

/**
 * What the detail field asks for, per kind (it is required where the kind alone does not say what it is):
 * the training body of a LEGO Serious Play training, the certificate of Scrum and ICF, the name of "other".
 */
const DETAIL_KEYS: Partial<Record<CredentialKind, ProfileFormKey>> = {
  'lego-serious-play': 'detail.legoSeriousPlay',
  'scrum-org': 'detail.scrumOrg',
  'scrum-alliance': 'detail.scrumAlliance',
  icf: 'detail.icf',
  other: 'detail.other',
};

const defaults = (credential: OwnCredential | null): CredentialFormValues => ({
  kind: credential?.kind ?? 'iaf-cpf',
  detail: credential?.detail ?? '',
  year: credential?.year ?? new Date().getFullYear(),
  expiresOn: credential?.expiresOn ?? '',
  evidenceUrl: credential?.evidenceUrl ?? '',
});

/**
 * Adds a credential (`credential` null) or edits one: issuer, the detail its kind asks for, year, expiry,
 * and evidence as a link and/or a file (PDF or image), which is uploaded once the credential is saved.
 */
export function CredentialDialog({
  open,
  credential,
  onClose,
}: {
  open: boolean;
  credential: OwnCredential | null;
  onClose: () => void;
}) {
  const t = useT(profileFormMessages);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={credential ? t('credential.editTitle') : t('credential.addTitle')}
      description={credential?.verification ? t('credential.reverify') : t('credential.adminChecks')}
    >
      <CredentialForm credential={credential} onDone={onClose} />
    </FormDialog>
  );
}

function CredentialForm({ credential, onDone }: { credential: OwnCredential | null; onDone: () => void }) {
  const id = useId();
  const t = useT(profileFormMessages);
  const tComponents = useT(componentMessages);
  const locale = useLocale();
  const save = useSaveCredential();
  const upload = useUploadEvidence();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Once saved (a new credential whose upload then failed), the form goes on editing it.
  const [savedId, setSavedId] = useState(credential?.id);
  const form = useForm<CredentialFormValues, unknown, CredentialInput>({
    resolver: zodResolver(CredentialInputSchema),
    defaultValues: defaults(credential),
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const kind = form.watch('kind');
  const detailKey = DETAIL_KEYS[kind];

  const onSubmit = form.handleSubmit(async (input) => {
    let saved: OwnCredential;
    try {
      saved = await save.mutateAsync({ id: savedId, input });
      setSavedId(saved.id);
    } catch (error) {
      reportSaveError(error, setError, FIELDS);
      return;
    }
    if (file) {
      try {
        await upload.mutateAsync({ id: saved.id, file });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : t('credential.uploadFailed');
        setFileError(message);
        toastError(t('credential.savedWithoutFile'), message);
        return;
      }
    }
    toastSuccess(savedId ? t('credential.updated') : t('credential.added'));
    onDone();
  });

  const onFile = (chosen: File | undefined) => {
    setFileError(null);
    if (chosen && chosen.size > EVIDENCE_MAX_BYTES) {
      setFile(null);
      setFileError(EVIDENCE_SIZE_MESSAGE);
      return;
    }
    setFile(chosen ?? null);
  };

  const busy = isSubmitting || save.isPending || upload.isPending;
  return (
    <DialogForm
      onSubmit={onSubmit}
      pending={busy}
      submitLabel={t('credential.save')}
      pendingLabel={t('form.saving')}
    >
      <FormField label={t('credential.issuer')} error={errors.kind?.message}>
        <OptionSelect
          {...register('kind')}
          options={CREDENTIAL_KINDS}
          labels={(value) => credentialKindLabel(value, locale)}
        />
      </FormField>
      {detailKey ? (
        <FormField
          label={t(detailKey)}
          optional={!CREDENTIAL_DETAIL_REQUIRED.includes(kind)}
          error={errors.detail?.message}
        >
          <Input {...register('detail')} maxLength={CREDENTIAL_DETAIL_MAX} />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('credential.year')} error={errors.year?.message}>
          <WholeNumberInput
            {...register('year', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
            min={1970}
          />
        </FormField>
        <FormField label={t('credential.expiresOn')} optional error={errors.expiresOn?.message}>
          <Input {...register('expiresOn', { setValueAs: (value) => value || null })} type="date" />
        </FormField>
      </div>
      <FormField
        label={t('credential.evidenceLink')}
        optional
        hint={t('credential.evidenceLinkHint')}
        error={errors.evidenceUrl?.message}
      >
        <Input
          {...register('evidenceUrl')}
          type="url"
          inputMode="url"
          placeholder={t('credential.evidenceLinkPlaceholder')}
        />
      </FormField>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>
          {t('credential.evidenceFile')}{' '}
          <span className="font-normal text-slate-600">{tComponents('field.optional')}</span>
        </Label>
        <input
          id={`${id}-file`}
          type="file"
          accept={EVIDENCE_ACCEPT}
          onChange={(event) => onFile(event.target.files?.[0])}
          aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
          className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
        />
        <p id={`${id}-file-hint`} className="text-xs text-slate-600">
          {t('credential.fileHint')}
          {credential?.evidenceFileName ? t('credential.fileNow', { name: credential.evidenceFileName }) : ''}
        </p>
        {fileError ? (
          <p id={`${id}-file-error`} role="alert" className="text-sm font-medium text-red-700">
            <LocalizedMessage message={fileError} />
          </p>
        ) : null}
      </div>
    </DialogForm>
  );
}
