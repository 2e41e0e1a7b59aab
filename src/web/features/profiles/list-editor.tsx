import { useEffect, useId, useRef } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { LIST_ITEM_MAX, LIST_ITEMS_MAX } from '../../../shared/profiles';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { LocalizedMessage, useT } from '../../lib/i18n';
import { profileFormMessages } from './profile-form-messages';

interface ListEditorProps {
  legend: string;
  /** Singular noun for the buttons and row labels, in the page's language, e.g. "certification". */
  itemLabel: string;
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Errors by row index, and one for the list as a whole. */
  itemErrors?: (string | undefined)[];
  error?: string;
}

/** A list of short text entries with add/remove rows (education, certifications, past clients). */
export function ListEditor({
  legend,
  itemLabel,
  placeholder,
  value,
  onChange,
  itemErrors = [],
  error,
}: ListEditorProps) {
  const id = useId();
  const t = useT(profileFormMessages);
  const focusNew = useRef(false);

  useEffect(() => {
    if (focusNew.current) {
      focusNew.current = false;
      document.getElementById(`${id}-${value.length - 1}`)?.focus();
    }
  }, [id, value.length]);

  const update = (index: number, text: string) =>
    onChange(value.map((item, i) => (i === index ? text : item)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const add = () => {
    focusNew.current = true;
    onChange([...value, '']);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {value.length === 0 ? <p className="text-sm text-slate-600">{t('list.empty')}</p> : null}
      <ul className="space-y-2">
        {value.map((item, index) => {
          const inputId = `${id}-${index}`;
          const itemError = itemErrors[index];
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <label htmlFor={inputId} className="sr-only">
                  {`${itemLabel[0]!.toUpperCase()}${itemLabel.slice(1)} ${index + 1}`}
                </label>
                <Input
                  id={inputId}
                  value={item}
                  placeholder={placeholder}
                  maxLength={LIST_ITEM_MAX}
                  onChange={(event) => update(index, event.target.value)}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${inputId}-error` : undefined}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(index)}
                  aria-label={t('list.remove', { item: itemLabel, number: index + 1 })}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </Button>
              </div>
              {itemError ? (
                <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                  <LocalizedMessage message={itemError} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={add} disabled={value.length >= LIST_ITEMS_MAX}>
        <Plus aria-hidden className="h-4 w-4" /> {t('list.add', { item: itemLabel })}
      </Button>
    </fieldset>
  );
}
