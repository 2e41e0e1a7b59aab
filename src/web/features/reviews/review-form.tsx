import { useMemo } from 'react';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import {
  FACILITATOR_CRITERIA,
  ORGANISATION_CRITERIA,
  OUTCOME_MET_ANSWERS,
  PRIVATE_NOTE_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ReviewInputSchema,
  type ReviewInput,
  type ReviewState,
  type ReviewSubject,
} from '../../../shared/reviews';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useSubmitReview } from './api';
import { reviewMessages } from './messages';
import { ChoiceInput, RatingInput } from './stars';

/** What the form holds: the radios' values as the browser gives them (strings, null before a choice). */
export interface ReviewFormValues {
  rating: string | null;
  criteria: Record<string, string | null>;
  outcomes: (string | null)[];
  wouldHireAgain: 'yes' | 'no' | null;
  text: string;
  privateNote: string;
}

const CRITERIA: Record<ReviewSubject, readonly string[]> = {
  facilitator: FACILITATOR_CRITERIA,
  organisation: ORGANISATION_CRITERIA,
};

const stars = (value: string | null | undefined) => (value ? Number(value) : undefined);

/** The form's values as the route takes them; the shared schema then checks them. */
export function toReviewInput(subject: ReviewSubject, values: ReviewFormValues): unknown {
  const criteria = Object.fromEntries(
    CRITERIA[subject].map((name) => [name, stars(values.criteria?.[name])]),
  );
  const common = {
    rating: stars(values.rating),
    criteria,
    text: values.text,
    privateNote: values.privateNote,
  };
  if (subject === 'organisation') return { subject, ...common };
  return {
    subject,
    ...common,
    outcomes: values.outcomes.map((answer) => answer ?? undefined),
    wouldHireAgain: values.wouldHireAgain === null ? undefined : values.wouldHireAgain === 'yes',
  };
}

/**
 * The caller's review of the other party: overall stars, each criterion, (of a facilitator) each agreed
 * outcome and whether they would hire again, the public text and the private note. A plain <form> of native
 * radios and text areas: usable as soon as it is drawn, checked with the route's own schema.
 */
export function ReviewForm({ state }: { state: ReviewState }) {
  const t = useT(reviewMessages);
  const showError = useErrorToast();
  const submit = useSubmitReview(state.engagementId);
  const { subject } = state;
  const resolver = useMemo<Resolver<ReviewFormValues, unknown, ReviewInput>>(() => {
    const validate = zodResolver(ReviewInputSchema);
    return (values, context, options) =>
      validate(
        toReviewInput(subject, values) as ReviewInput,
        context,
        options as unknown as Parameters<typeof validate>[2],
      ) as never;
  }, [subject]);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver,
    defaultValues: {
      rating: null,
      criteria: {},
      outcomes: state.outcomes.map(() => null),
      wouldHireAgain: null,
      text: '',
      privateNote: '',
    },
  });
  const text = watch('text') ?? '';
  const saving = isSubmitting || submit.isPending;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await submit.mutateAsync(input);
      toastSuccess(t('form.saved'), t('form.savedBody'));
    } catch (error) {
      if (error instanceof ApiError)
        for (const [key, messages] of Object.entries(error.fieldErrors ?? {}))
          setError(key as FieldPath<ReviewFormValues>, { type: 'server', message: messages[0] });
      showError(error);
    }
  });

  const criterionError = (name: string) =>
    (errors.criteria as Record<string, { message?: string }> | undefined)?.[name]?.message ??
    errors.criteria?.root?.message;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-8" aria-busy={saving}>
      <p className="text-sm text-slate-700">
        {richText(t('page.guidelines'), {
          link: (label) => (
            <Link to="/review-guidelines" className="font-medium text-indigo-700 underline">
              {label}
            </Link>
          ),
        })}
      </p>

      <RatingInput
        legend={t('form.overall')}
        name="rating"
        error={errors.rating?.message}
        inputProps={() => register('rating')}
      />

      <fieldset className="space-y-5">
        <legend className="text-base font-semibold text-slate-900">{t('form.criteria')}</legend>
        {CRITERIA[subject].map((name) => (
          <RatingInput
            key={name}
            legend={t(`form.criterion.${name as 'preparation'}`)}
            name={`criteria.${name}`}
            error={criterionError(name)}
            inputProps={() => register(`criteria.${name}`)}
          />
        ))}
      </fieldset>

      {subject === 'facilitator' ? (
        <>
          {state.outcomes.length ? (
            <fieldset className="space-y-5">
              <legend className="text-base font-semibold text-slate-900">{t('form.outcomes')}</legend>
              {state.outcomes.map((outcome, index) => (
                <ChoiceInput
                  key={index}
                  legend={outcome}
                  name={`outcomes.${index}`}
                  choices={OUTCOME_MET_ANSWERS.map((value) => ({ value, label: t(`form.outcome.${value}`) }))}
                  error={errors.outcomes?.[index]?.message ?? errors.outcomes?.message}
                  inputProps={() => register(`outcomes.${index}`)}
                />
              ))}
            </fieldset>
          ) : null}
          <ChoiceInput
            legend={t('form.hireAgain')}
            name="wouldHireAgain"
            choices={[
              { value: 'yes', label: t('form.yes') },
              { value: 'no', label: t('form.no') },
            ]}
            error={errors.wouldHireAgain?.message}
            inputProps={() => register('wouldHireAgain')}
          />
        </>
      ) : null}

      <FormField
        label={t('form.text')}
        hint={t('form.textHint', { count: text.trim().length, min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        error={errors.text?.message}
      >
        <Textarea {...register('text')} rows={6} maxLength={REVIEW_TEXT_MAX} />
      </FormField>

      <FormField
        label={t('form.privateNote')}
        optional
        hint={t('form.privateNoteHint')}
        error={errors.privateNote?.message}
      >
        <Textarea {...register('privateNote')} rows={3} maxLength={PRIVATE_NOTE_MAX} />
      </FormField>

      <Button type="submit" disabled={saving}>
        {saving ? t('form.saving') : t('form.submit')}
      </Button>
    </form>
  );
}
