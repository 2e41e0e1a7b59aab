import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/toast';

/** A failed profile save: destructive toast 'Error' with the server's message; field errors go onto their fields. */
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
  toastError('Error', apiError?.message ?? 'An unexpected error occurred');
}
