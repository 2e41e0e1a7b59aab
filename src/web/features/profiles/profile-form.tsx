import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { translate } from '../../../shared/i18n/catalogue';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { pageLocale, useT } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { profileFormMessages } from './profile-form-messages';

/**
 * A failed profile save: destructive toast 'Error' with the server's message (already in the page's
 * language); field errors go onto their fields.
 */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const apiError = error instanceof ApiError ? error : null;
  for (const [key, messages] of Object.entries(apiError?.fieldErrors ?? {})) {
    const root = key.split('.')[0];
    if (fields.includes(root) && messages[0]) setError(key as Path<T>, { message: messages[0] });
  }
  const locale = pageLocale();
  toastError(
    translate(locale, commonMessages, 'error'),
    apiError?.message ?? translate(locale, commonMessages, 'unexpectedError'),
  );
}

/**
 * Submitting a profile form: save, make what the server stored (e.g. a normalised website) the
 * form's new baseline, then `onSaved`; a failure goes to `reportSaveError`.
 */
export function useProfileSubmit<TValues extends FieldValues, TInput, TProfile>(
  form: UseFormReturn<TValues, unknown, TInput>,
  save: UseMutationResult<TProfile, Error, TInput>,
  {
    fields,
    baseline,
    onSaved,
  }: {
    fields: readonly string[];
    baseline: (profile: TProfile) => TValues;
    onSaved: (profile: TProfile) => void | Promise<void>;
  },
) {
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const profile = await save.mutateAsync(values);
      form.reset(baseline(profile));
      await onSaved(profile);
    } catch (error) {
      reportSaveError(error, form.setError, fields);
    }
  });
  return { onSubmit, busy: form.formState.isSubmitting || save.isPending };
}

/**
 * The form's submit button, at the end under a rule: "Save changes" unless `label` says otherwise, and
 * "Saving..." while the save is under way.
 */
export function SubmitRow({ busy, label }: { busy: boolean; label?: string }) {
  const t = useT(profileFormMessages);
  return (
    <div className="flex justify-end border-t border-slate-200 pt-6">
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? t('form.saving') : (label ?? t('form.save'))}
      </Button>
    </div>
  );
}
