import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { LocalizedMessage, useT } from '../../lib/i18n';
import { componentMessages } from '../messages';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** Hint shown under the label, tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** A field error: a key of a shared schema's message (shown in the page's language) or text. */
  error?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  optional?: boolean;
}

/** Label + control + hint + error, wired together for screen readers. */
export function FormField({ label, hint, error, children, optional }: FormFieldProps) {
  const id = useId();
  const t = useT(componentMessages);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-slate-600">{t('field.optional')}</span> : null}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
    </div>
  );
}
