import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { METHODS, methodName, methodText, type MethodId } from '../../shared/methods';
import { useLocale, useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { CheckboxGroup } from './checkbox-group';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * Methods as tags (a facilitator's, or the ones a job asks for): the chosen ones first, each removable,
 * then every method with its description as a checkbox, narrowed by a search field.
 */
export function MethodPicker({
  legend,
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
  const locale = useLocale();
  const t = useT(componentMessages);
  const options = useMemo(
    () =>
      METHODS.map((method) => {
        const text = methodText(method.id, locale) ?? method;
        return { value: method.id, label: text.name, description: text.description };
      }),
    [locale],
  );
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const shown = words
    ? options.filter((option) => `${option.label} ${option.description}`.toLowerCase().includes(words))
    : options;
  return (
    <CheckboxGroup
      legend={legend ?? t('methods.legend')}
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
            <ul aria-label={t('methods.chosen')} className="flex flex-wrap gap-2">
              {value.map((method) => (
                <li key={method}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('tags.remove', { label: methodName(method, locale) })}
                    onClick={() => onChange(value.filter((other) => other !== method))}
                  >
                    {methodName(method, locale)}
                    <X aria-hidden className="h-3.5 w-3.5" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-filter`}>{t('methods.find')}</Label>
            <Input
              id={`${id}-filter`}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={t('methods.findPlaceholder')}
            />
          </div>
          {shown.length === 0 ? (
            <p className="text-sm text-slate-600">{t('methods.noMatch', { filter })}</p>
          ) : null}
        </div>
      }
    />
  );
}
