import { useId, type ReactNode } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../lib/cn';

/**
 * A fieldset of checkboxes over a fixed list; the value keeps the list's order. The legend names the group,
 * and the hint and the error are tied to it for screen readers.
 */
export function CheckboxGroup<T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  className,
}: {
  legend: ReactNode;
  hint?: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** The grid of the boxes. */
  className?: string;
}) {
  const id = useId();
  const selected = new Set(value);
  const toggle = (item: T, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(item);
    else next.delete(item);
    onChange(options.map((option) => option.value).filter((v) => next.has(v)));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-labelledby={`${id}-legend`} aria-describedby={describedBy || undefined}>
      <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">
        {legend}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={cn('mt-3 grid gap-x-4 gap-y-2.5', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800"
          >
            <Checkbox
              value={option.value}
              checked={selected.has(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
