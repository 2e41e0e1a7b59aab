import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { FOCUS_AREAS, focusAreaName, type FocusAreaId } from '../../shared/focus-areas';
import { Checkbox } from './ui/checkbox';
import { cn } from '../lib/cn';
import { LocalizedMessage, useLocale } from '../lib/i18n';

export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
  /** A line under the label, tied to the box with aria-describedby. */
  description?: string;
}

/**
 * A multi-select of fixed options as checkboxes in a fieldset: the legend names the group, the hint and
 * the error describe it. Values of options not shown (a filtered list) stay. Ticking appends to the value,
 * so that it keeps the order the user chose; with `inOptionOrder` the value follows the options' order
 * instead (a fixed list whose order means nothing to the user). With `max`, the unticked boxes are
 * disabled once that many are ticked.
 */
export interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  hint?: string;
  error?: string;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  max?: number;
  inOptionOrder?: boolean;
  /** The grid's column classes. */
  columns?: string;
  /** Between the hint and the boxes (e.g. a filter field). */
  before?: ReactNode;
  /** Receives the first checkbox, so that the form can focus the group on an error. */
  firstRef?: Ref<HTMLButtonElement>;
}

export function CheckboxGroup<T extends string>({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  max,
  inOptionOrder,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
  before,
  firstRef,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const full = max !== undefined && value.length >= max;
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option);
    if (!inOptionOrder) return onChange(next);
    const shown = options.map((o) => o.value);
    onChange([...next.filter((v) => !shown.includes(v)), ...shown.filter((v) => next.includes(v))]);
  };
  return (
    <CheckboxFieldset id={id} legend={legend} hint={hint} error={error}>
      {before}
      <div className={cn('mt-3 grid gap-2', columns)}>
        {options.map((option, index) => {
          const boxId = `${id}-${option.value}`;
          const checked = value.includes(option.value);
          return (
            <div
              key={option.value}
              className={cn(
                'flex items-start gap-3 rounded-lg border bg-white px-3 py-2.5 transition-colors',
                checked ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 hover:border-slate-400',
                error && !value.length ? 'border-red-300' : null,
              )}
            >
              <Checkbox
                id={boxId}
                // React 19 passes ref as a prop; the ui Checkbox spreads it onto the Radix button.
                {...(index === 0 && firstRef ? { ref: firstRef } : {})}
                value={option.value}
                checked={checked}
                disabled={disabled || (!checked && full)}
                onCheckedChange={(state) => toggle(option.value, state === true)}
                onBlur={onBlur}
                aria-describedby={option.description ? `${boxId}-description` : undefined}
                aria-invalid={error ? true : undefined}
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={boxId} className="block cursor-pointer text-sm text-slate-800">
                  {option.label}
                </label>
                {option.description ? (
                  <p id={`${boxId}-description`} className="mt-0.5 text-xs leading-5 text-slate-600">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </CheckboxFieldset>
  );
}

/** A group of checkboxes' frame: the legend names it, and the hint and the error (`${id}-hint`, `${id}-error`) describe it. */
export function CheckboxFieldset({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
    </fieldset>
  );
}

/** The twelve focus areas as a checkbox multi-select, named in the page's language; the value keeps the spec's order. */
export function FocusAreaPicker(props: Omit<CheckboxGroupProps<FocusAreaId>, 'options' | 'inOptionOrder'>) {
  const locale = useLocale();
  const options = useMemo(
    () => FOCUS_AREAS.map((area) => ({ value: area.id, label: focusAreaName(area.id, locale) })),
    [locale],
  );
  return <CheckboxGroup {...props} options={options} inOptionOrder />;
}
