import { useId, type Ref } from 'react';
import { FOCUS_AREAS, type FocusAreaId } from '../../../shared/focus-areas';
import { CheckboxFieldset } from '../../components/checkbox-group';
import { Checkbox } from '../../components/ui/checkbox';
import { cn } from '../../lib/cn';

interface FocusAreaPickerProps {
  legend: string;
  hint?: string;
  error?: string;
  value: readonly string[];
  onChange: (value: FocusAreaId[]) => void;
  onBlur?: () => void;
  /** Receives the first checkbox, so that the form can focus the group on an error. */
  firstRef?: Ref<HTMLButtonElement>;
}

/** The twelve focus areas as a checkbox multi-select, in the spec's order. */
export function FocusAreaPicker({
  legend,
  hint,
  error,
  value,
  onChange,
  onBlur,
  firstRef,
}: FocusAreaPickerProps) {
  const id = useId();
  const toggle = (areaId: FocusAreaId, checked: boolean) => {
    const next = new Set(value as FocusAreaId[]);
    if (checked) next.add(areaId);
    else next.delete(areaId);
    onChange(FOCUS_AREAS.map((area) => area.id).filter((candidate) => next.has(candidate)));
  };
  return (
    <CheckboxFieldset id={id} legend={legend} hint={hint} error={error}>
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {FOCUS_AREAS.map((area, index) => {
          const checkboxId = `${id}-${area.id}`;
          const checked = value.includes(area.id);
          return (
            <div
              key={area.id}
              className={cn(
                'flex items-center gap-3 rounded-lg border bg-white px-3 py-2.5 transition-colors',
                checked ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 hover:border-slate-400',
                error && !value.length ? 'border-red-300' : null,
              )}
            >
              <Checkbox
                id={checkboxId}
                // React 19 passes ref as a prop; the ui Checkbox spreads it onto the Radix button.
                {...(index === 0 && firstRef ? { ref: firstRef } : {})}
                checked={checked}
                onCheckedChange={(state) => toggle(area.id, state === true)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={checkboxId} className="flex-1 cursor-pointer text-sm text-slate-800">
                {area.label}
              </label>
            </div>
          );
        })}
      </div>
    </CheckboxFieldset>
  );
}
