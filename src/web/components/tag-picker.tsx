import { useId } from 'react';
import { X } from 'lucide-react';
import { Select } from './ui/input';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { Label } from './ui/label';
import { LocalizedMessage } from '../lib/i18n';

export interface TagOption {
  value: string;
  label: string;
  /** A longer description, shown as the chosen tag's tooltip. */
  description?: string;
}

/**
 * A list of chosen options as removable tags, and a select that adds one more: lighter than a wall of
 * checkboxes for long lists (languages, methods). Works by keyboard and names every button.
 */
export function TagPicker({
  legend,
  addLabel,
  options,
  value,
  onChange,
  max,
  hint,
  error,
  disabled,
}: {
  legend: string;
  /** The select's name and first option: "Add a language". */
  addLabel: string;
  options: readonly TagOption[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useT(componentMessages);
  const chosen = value.map((v) => options.find((option) => option.value === v) ?? { value: v, label: v });
  const remaining = options.filter((option) => !value.includes(option.value));
  const full = value.length >= max;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-600">{t('field.optional')}</span>
      </legend>
      {chosen.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tags.chosen', { legend })}>
          {chosen.map((option) => (
            <li
              key={option.value}
              title={option.description}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-sm text-indigo-900 ring-1 ring-indigo-200 ring-inset"
            >
              {option.label}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((v) => v !== option.value))}
                className="inline-flex h-6 w-6 cursor-pointer items-center justify-center rounded-full text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
                <span className="sr-only">{t('tags.remove', { label: option.label })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Label htmlFor={id} className="sr-only">
        {addLabel}
      </Label>
      <Select
        id={id}
        value=""
        disabled={disabled || full || remaining.length === 0}
        aria-invalid={error ? true : undefined}
        onChange={(event) => event.target.value && onChange([...value, event.target.value])}
        className="sm:max-w-xs"
      >
        <option value="">{full ? t('tags.atMost', { max }) : `${addLabel}…`}</option>
        {remaining.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
    </fieldset>
  );
}
