import {
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type FormEventHandler,
  type ReactNode,
  type RefObject,
} from 'react';
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { Button, buttonClasses } from './ui/button';
import { Card } from './ui/card';
import { IconInput, Select } from './ui/input';
import { Label } from './ui/label';
import { cn } from '../lib/cn';
import { useFieldFollows } from '../lib/form-edits';
import { localizedPath } from '../../shared/i18n/locales';
import { useLocale, useT } from '../lib/i18n';
import { componentMessages } from './messages';

/**
 * A public page's search as a plain GET form: before the page runs, or without scripts, the browser
 * sends it to `action` (in the page's language: /de/jobs on a German page); the page's script reads it
 * the same way without leaving.
 */
export function GetSearchForm({
  ref,
  'aria-label': label,
  action,
  onSubmit,
  className,
  children,
}: Pick<ComponentProps<'form'>, 'ref' | 'aria-label' | 'onSubmit' | 'className' | 'children'> & {
  action: string;
}) {
  const locale = useLocale();
  return (
    <form
      ref={ref}
      role="search"
      aria-label={label}
      method="get"
      action={localizedPath(locale, action)}
      onSubmit={onSubmit}
      className={className}
    >
      {children}
    </form>
  );
}

/** A directory's search form in its card, sent through the directory's search (its form and submit). */
export function DirectorySearchCard({
  search,
  ...props
}: Omit<ComponentProps<typeof GetSearchForm>, 'ref' | 'onSubmit'> & {
  search: { formRef: RefObject<HTMLFormElement | null>; onSubmit: FormEventHandler<HTMLFormElement> };
}) {
  return (
    <Card className="mt-8 p-4 sm:p-6">
      <GetSearchForm ref={search.formRef} onSubmit={search.onSubmit} {...props} />
    </Card>
  );
}

/** One search box with its button; submits the trimmed text, or undefined when it is empty. */
export function KeywordSearchForm({
  name,
  id,
  label,
  placeholder,
  maxLength,
  initial,
  onSearch,
  className,
}: {
  /** The accessible name of the search landmark. */
  name: string;
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  initial: string;
  onSearch: (q?: string) => void;
  className: string;
}) {
  const t = useT(componentMessages);
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit} className={className}>
      <LabelledIconInput
        className="flex-1"
        label={label}
        icon={Search}
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
      />
      <Button type="submit">
        <Search aria-hidden className="h-4 w-4" /> {t('search.submit')}
      </Button>
    </form>
  );
}

/** A labelled select whose first option, with an empty value, stands for no filter. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  /** The field's name in a GET form: the address's parameter. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  /** `lang`: the language of an option that is a user's own words (WCAG 3.1.2). */
  options: readonly { value: string; label: string; lang?: string }[];
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A search field with its label above it and its icon inside. */
export function LabelledIconInput({
  id,
  label,
  className,
  ...input
}: ComponentProps<typeof IconInput> & { id: string; label: string }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <IconInput id={id} {...input} />
    </div>
  );
}

/**
 * A GET form's field that follows the address: the browser's own field (text typed before the page runs
 * stays), showing the address's `value` whenever that changes.
 */
export function AddressField({
  value,
  ...field
}: Omit<ComponentProps<typeof LabelledIconInput>, 'ref' | 'value' | 'defaultValue'> & { value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useFieldFollows(ref, value);
  return <LabelledIconInput ref={ref} defaultValue={value} {...field} />;
}

/** The longest words a directory searches for (its `q` parameter, shared/profiles.ts). */
const DIRECTORY_WORDS_MAX = 200;

/** A directory's words box: the `q` of its search form. */
export function DirectoryWordsField(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  className?: string;
}) {
  return <AddressField icon={Search} name="q" type="search" maxLength={DIRECTORY_WORDS_MAX} {...props} />;
}

/**
 * The submit button of a page's filters, for a browser without scripts (a filter there changes nothing
 * until the form is sent); with scripts each filter applies as it changes, so the button is not drawn.
 */
export function ApplyFiltersButton() {
  const t = useT(componentMessages);
  return (
    <noscript>
      <div className="mt-5 flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          <SlidersHorizontal aria-hidden className="h-4 w-4" /> {t('search.applyFilters')}
        </Button>
      </div>
    </noscript>
  );
}

/**
 * A search page's filters. Below the lg breakpoint they fold behind a Filters button that counts the ones
 * in force, so that a phone shows the results first; from lg they are always open and the button is gone
 * (`.filter-disclosure` in styles.css). A native disclosure: it opens by keyboard and without scripts, and
 * the server's closed state is the one the browser hydrates.
 */
export function FilterDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const t = useT(componentMessages);
  return (
    <details className="filter-disclosure group">
      <summary
        className={buttonClasses(
          'secondary',
          'md',
          'mt-3 w-full list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        <SlidersHorizontal aria-hidden className="h-4 w-4" />
        <span>
          {t('search.filters')}
          {active ? (
            <>
              {' '}
              ({active}
              <span className="sr-only"> {t('search.active')}</span>)
            </>
          ) : null}
        </span>
        <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
