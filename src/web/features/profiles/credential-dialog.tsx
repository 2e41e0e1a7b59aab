import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CREDENTIAL_DETAIL_LABELS,
  CREDENTIAL_DETAIL_MAX,
  CREDENTIAL_DETAIL_REQUIRED,
  CREDENTIAL_KIND_LABELS,
  CREDENTIAL_KINDS,
  CredentialInputSchema,
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_SIZE_MESSAGE,
  type CredentialFormValues,
  type CredentialInput,
  type OwnCredential,
} from '../../../shared/facilitation';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, WholeNumberInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toast';
import { useSaveCredential, useUploadEvidence } from './api';
import { LocalizedMessage } from '../../lib/i18n';

const FIELDS = ['kind', 'detail', 'year', 'expiresOn', 'evidenceUrl'] as const;

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
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={credential ? 'Edit credential' : 'Add a credential'}
      description={
        credential?.verification
          ? 'Changing what it says or its evidence sends it back to be verified again.'
          : 'An administrator checks the evidence and marks it verified; until then it shows as claimed.'
      }
    >
      <CredentialForm credential={credential} onDone={onClose} />
    </FormDialog>
  );
}

function CredentialForm({ credential, onDone }: { credential: OwnCredential | null; onDone: () => void }) {
  const id = useId();
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
  const detailLabel = CREDENTIAL_DETAIL_LABELS[kind];

  const onSubmit = form.handleSubmit(async (input) => {
    let saved: OwnCredential;
    try {
      saved = await save.mutateAsync({ id: savedId, input });
      setSavedId(saved.id);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const [key, messages] of Object.entries(apiError?.fieldErrors ?? {}))
        if ((FIELDS as readonly string[]).includes(key) && messages[0])
          setError(key as (typeof FIELDS)[number], { message: messages[0] });
      toastError('Error', apiError?.message ?? 'An unexpected error occurred');
      return;
    }
    if (file) {
      try {
        await upload.mutateAsync({ id: saved.id, file });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'The file could not be uploaded.';
        setFileError(message);
        toastError('The credential was saved, but not its file', message);
        return;
      }
    }
    toastSuccess(savedId ? 'Credential updated' : 'Credential added');
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
    <DialogForm onSubmit={onSubmit} pending={busy} submitLabel="Save credential" pendingLabel="Saving...">
      <FormField label="Issuer" error={errors.kind?.message}>
        <OptionSelect {...register('kind')} options={CREDENTIAL_KINDS} labels={CREDENTIAL_KIND_LABELS} />
      </FormField>
      {detailLabel ? (
        <FormField
          label={detailLabel}
          optional={!CREDENTIAL_DETAIL_REQUIRED.includes(kind)}
          error={errors.detail?.message}
        >
          <Input {...register('detail')} maxLength={CREDENTIAL_DETAIL_MAX} />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Year earned" error={errors.year?.message}>
          <WholeNumberInput
            {...register('year', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })}
            min={1970}
          />
        </FormField>
        <FormField label="Expires on" optional error={errors.expiresOn?.message}>
          <Input {...register('expiresOn', { setValueAs: (value) => value || null })} type="date" />
        </FormField>
      </div>
      <FormField
        label="Evidence link"
        optional
        hint="A page where the issuer lists you, or your certificate online"
        error={errors.evidenceUrl?.message}
      >
        <Input {...register('evidenceUrl')} type="url" inputMode="url" placeholder="https://" />
      </FormField>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-file`}>
          Evidence file <span className="font-normal text-slate-600">(optional)</span>
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
          PDF, PNG, JPEG or WebP, up to 5 MB. Only you and the administrators can open it.
          {credential?.evidenceFileName
            ? ` Now: ${credential.evidenceFileName}; a new file replaces it.`
            : ''}
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
