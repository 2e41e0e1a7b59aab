import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/** A new password and its confirmation (`confirmPassword`), as sign-up, reset and account settings ask for them. */
export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: 'Password' | 'New password';
}) {
  const confirmName = 'confirmPassword' as Path<T>;
  const errorOf = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <FormField label={label} hint="At least 8 characters; avoid common passwords." error={errorOf(name)}>
        <Input type="password" autoComplete="new-password" {...form.register(name)} />
      </FormField>
      <FormField label={`Confirm ${label.toLowerCase()}`} error={errorOf(confirmName)}>
        <Input type="password" autoComplete="new-password" {...form.register(confirmName)} />
      </FormField>
    </>
  );
}
