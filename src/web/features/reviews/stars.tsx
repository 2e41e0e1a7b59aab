import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { RATING_MAX, RATING_MIN } from '../../../shared/review-options';
import { cn } from '../../lib/cn';
import { LocalizedMessage, useT } from '../../lib/i18n';
import { reviewMessages } from './messages';

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** A rating as stars (seen) and as text ("4 of 5 stars", read). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT(reviewMessages);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span aria-hidden className="inline-flex">
        {SCALE.map((value) => (
          <Star
            key={value}
            className={cn(
              'h-4 w-4',
              value <= Math.round(rating) ? 'fill-amber-400 text-amber-500' : 'text-slate-300',
            )}
          />
        ))}
      </span>
      <span className="text-sm text-slate-700">{t('rating.stars', { rating })}</span>
    </span>
  );
}

/** One choice's box: the native radio inside is hidden, the box shows it checked and focused. */
const CHOICE_BOX =
  'inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-slate-300 bg-white text-sm text-slate-800 hover:bg-slate-50 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600';

/**
 * A few choices as a radio group: a fieldset named by its legend, one native radio per choice (arrow keys
 * move between them), each labelled by its `label`, and the field's error below, which the fieldset names
 * as its description. Registered with react-hook-form by `inputProps`.
 */
function RadioChoices<V extends string>({
  legend,
  name,
  choices,
  error,
  inputProps,
  boxClassName,
}: {
  legend: string;
  name: string;
  choices: readonly { value: V; label: ReactNode }[];
  error?: string;
  inputProps: (value: V) => Record<string, unknown>;
  boxClassName: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className={cn(CHOICE_BOX, boxClassName)}>
            <input type="radio" value={choice.value} className="sr-only" {...inputProps(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" role="alert">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
    </fieldset>
  );
}

/** A 1–5 rating as a radio group (`RadioChoices`), each choice a star labelled "3 stars". */
export function RatingInput({
  legend,
  name,
  error,
  inputProps,
}: {
  legend: string;
  name: string;
  error?: string;
  inputProps: (value: number) => Record<string, unknown>;
}) {
  const t = useT(reviewMessages);
  const choices = SCALE.map((value) => ({
    value: String(value),
    label: (
      <>
        <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-500" />
        {t('form.stars', { count: value })}
      </>
    ),
  }));
  return (
    <RadioChoices
      legend={legend}
      name={name}
      choices={choices}
      error={error}
      inputProps={(value) => inputProps(Number(value))}
      boxClassName="gap-1.5 px-3"
    />
  );
}

/** A few named choices (yes / partly / no) as a radio group, like `RatingInput`. */
export function ChoiceInput<V extends string>(props: {
  legend: string;
  name: string;
  choices: readonly { value: V; label: string }[];
  error?: string;
  inputProps: (value: V) => Record<string, unknown>;
}) {
  return <RadioChoices {...props} boxClassName="px-4" />;
}
