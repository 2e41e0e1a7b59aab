import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { METHODS, methodName, type MethodId } from '../../shared/methods';
import { CheckboxGroup } from './checkbox-group';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

const OPTIONS = METHODS.map((method) => ({
  value: method.id,
  label: method.name,
  description: method.description,
}));

/**
 * Methods as tags (a facilitator's, or the ones a job asks for): the chosen ones first, each removable,
 * then every method with its description as a checkbox, narrowed by a search field.
 */
export function MethodPicker({
  legend = 'Methods',
  hint,
  value,
  onChange,
  max,
  error,
}: {
  legend?: string;
  hint?: string;
  value: readonly MethodId[];
  onChange: (value: MethodId[]) => void;
  max: number;
  error?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words
    ? OPTIONS.filter((option) => `${option.label} ${option.description}`.toLowerCase().includes(words))
    : OPTIONS;
  return (
    <CheckboxGroup
      legend={legend}
      hint={hint}
      error={error}
      options={shown}
      value={value}
      onChange={onChange}
      max={max}
      columns="sm:grid-cols-2 max-h-96 overflow-y-auto pr-1"
      before={
        <div className="mt-3 space-y-3">
          {value.length ? (
            <ul aria-label="Chosen methods" className="flex flex-wrap gap-2">
              {value.map((method) => (
                <li key={method}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove ${methodName(method)}`}
                    onClick={() => onChange(value.filter((other) => other !== method))}
                  >
                    {methodName(method)}
                    <X aria-hidden className="h-3.5 w-3.5" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-filter`}>Find a method</Label>
            <Input
              id={`${id}-filter`}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="e.g. World Café"
            />
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-slate-600">No method matches “{filter}”.</p>
          ) : null}
        </div>
      }
    />
  );
}
