import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

import { useT } from '../../lib/i18n';
import { authMessages } from './messages';

/** A new password and its confirmation (`confirmPassword`), as sign-up, reset and account settings ask for them. */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  kind,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** A first password (sign-up) or one that replaces the current one. */
  kind: 'password' | 'new';
}) {
  const t = useT(authMessages);
  const confirmName = 'confirmPassword' as Path<T>;
  const errorOf = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <FormField
        label={t(kind === 'new' ? 'newPassword.label' : 'password')}
        hint={t('newPassword.hint')}
        error={errorOf(name)}
      >
        <Input type="password" autoComplete="new-password" {...form.register(name)} />
      </FormField>
      <FormField
        label={t(kind === 'new' ? 'newPassword.confirmNewPassword' : 'newPassword.confirmPassword')}
        error={errorOf(confirmName)}
      >
        <Input type="password" autoComplete="new-password" {...form.register(confirmName)} />
      </FormField>
    </>
  );
}
