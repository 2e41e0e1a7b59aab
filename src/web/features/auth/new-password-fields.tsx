import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/** A new password and its confirmation, as sign-up, reset and account settings ask for them. */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirm,
  passwordError,
  confirmError,
}: {
  label: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
}) {
  return (
    <>
      <FormField label={label} hint="At least 8 characters; avoid common passwords." error={passwordError}>
        <Input type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField label={confirmLabel} error={confirmError}>
        <Input type="password" autoComplete="new-password" {...confirm} />
      </FormField>
    </>
  );
}
