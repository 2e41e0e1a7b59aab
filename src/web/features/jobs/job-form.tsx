import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobLinkCount, NEW_COMPANY_MAX_LINKS } from '../../../shared/job-links';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_POSITIONS_MAX,
  localTodayIso,
  type makePostJobSchema,
  type PostJobInput,
} from '../../../shared/jobs';
import { FocusAreaPicker } from '../../components/checkbox-group';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Textarea, WholeNumberInput } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { useT } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { FORM_FIELD_NAMES, toPostingValues, type JobFormValues } from './job-form-values';
import { jobFormMessages } from './job-form-messages';
import { BudgetFields, SessionFields } from './session-fields';
import { optionMessages } from '../../../shared/i18n/options';

type JobSchema = ReturnType<typeof makePostJobSchema>;

interface JobFormProps {
  schema: JobSchema;
  /** The company profile's name: every job shows it, so the form shows it rather than asking for it. */
  companyName: string;
  defaultValues: JobFormValues;
  mode: 'create' | 'edit';
  /** Keeps the buttons disabled after success too (e.g. while the page waits to redirect). */
  busy?: boolean;
  /** Resolves on success; an ApiError it throws is shown on the form. */
  onSubmit(values: PostJobInput): Promise<void>;
  cancel?: ReactNode;
}

/** The posting form, used by /post-job and /jobs/:id/edit. */
export function JobForm({
  schema,
  companyName,
  defaultValues,
  mode,
  busy = false,
  onSubmit,
  cancel,
}: JobFormProps) {
  const t = useT(jobFormMessages);
  const option = useT(optionMessages);
  const common = useT(commonMessages);
  // The form holds a few fields in the inputs' own terms; they become the posting's before validation.
  const resolver = useMemo<Resolver<JobFormValues, unknown, PostJobInput>>(() => {
    const validate = zodResolver(schema);
    return (values, context, options) =>
      validate(toPostingValues(values), context, options as unknown as Parameters<typeof validate>[2]);
  }, [schema]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobFormValues, unknown, PostJobInput>({ resolver, defaultValues });
  const disabled = busy || isSubmitting;
  const minDate = mode === 'create' ? localTodayIso() : undefined;

  const submitAs = (status: PostJobInput['status']) =>
    handleSubmit(async (values) => {
      try {
        await onSubmit({ ...values, status });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : common('unexpectedError');
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [key, messages] of Object.entries(error.fieldErrors)) {
            // A field of its own ('budget.max'), else the field it belongs to ('sessionDates.0').
            const field = FORM_FIELD_NAMES.has(key) ? key : key.split('.')[0]!;
            if (FORM_FIELD_NAMES.has(field))
              setError(field as FieldPath<JobFormValues>, { type: 'server', message: messages[0] });
          }
        }
        toastError(common('error'), message);
      }
    });

  return (
    <form noValidate onSubmit={submitAs('published')} className="space-y-6" aria-busy={disabled}>
      <FormField label={t('form.title')} error={errors.title?.message}>
        <Input {...register('title')} placeholder={t('form.title.placeholder')} autoComplete="off" />
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t('form.company')} hint={t('form.company.hint')}>
          <Input value={companyName} readOnly className="bg-slate-50 text-slate-700" />
        </FormField>
        <FormField label={t('form.location')} error={errors.location?.message}>
          <Input {...register('location')} placeholder={t('form.location.placeholder')} />
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label={t('form.deadline')}
          optional
          hint={t('form.deadline.hint')}
          error={errors.applicationDeadline?.message}
        >
          <Input type="date" min={minDate} {...register('applicationDeadline')} />
        </FormField>
        <FormField
          label={t('form.positions')}
          hint={t('form.positions.hint')}
          error={errors.positions?.message}
        >
          <WholeNumberInput
            min={1}
            max={JOB_POSITIONS_MAX}
            {...register('positions', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t('form.experience')} error={errors.experience?.message}>
          <OptionSelect
            {...register('experience')}
            options={EXPERIENCE_LEVELS}
            labels={(level) => option(`experience.${level}`)}
          />
        </FormField>
        <FormField label={t('form.employmentType')} error={errors.employmentType?.message}>
          <OptionSelect
            {...register('employmentType')}
            options={EMPLOYMENT_TYPES}
            labels={(type) => option(`employmentType.${type}`)}
          />
        </FormField>
      </div>

      <FormField
        label={t('form.description')}
        hint={t('form.description.hint')}
        error={errors.description?.message}
      >
        <Textarea rows={6} {...register('description')} />
      </FormField>

      <FormField
        label={t('form.requirements')}
        hint={t('form.requirements.hint')}
        error={errors.requirements?.message}
      >
        <Textarea rows={4} {...register('requirements')} placeholder={t('form.requirements.placeholder')} />
      </FormField>

      <FormField
        label={t('form.responsibilities')}
        optional
        hint={t('form.responsibilities.hint')}
        error={errors.responsibilities?.message}
      >
        <Textarea
          rows={4}
          {...register('responsibilities')}
          placeholder={t('form.responsibilities.placeholder')}
        />
      </FormField>
      <LinkCount control={control} />

      <Controller
        control={control}
        name="focusAreas"
        render={({ field }) => (
          <FocusAreaPicker
            legend={t('form.focusAreas')}
            hint={t('form.focusAreas.hint')}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.focusAreas?.message ?? errors.focusAreas?.root?.message}
            disabled={disabled}
          />
        )}
      />

      <SessionFields
        register={register}
        control={control}
        errors={errors}
        disabled={disabled}
        minDate={minDate}
      />
      <BudgetFields register={register} errors={errors} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        {mode === 'create' ? (
          <>
            <Button variant="secondary" disabled={disabled} onClick={submitAs('draft')}>
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" disabled={disabled}>
              {t('form.post')}
            </Button>
          </>
        ) : (
          <>
            {cancel}
            <Button type="submit" disabled={disabled}>
              {t('form.saveChanges')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

/**
 * Counts the links of the job's text as the user types: a company without an approved job may include
 * only a few (the server decides; this is only a heads-up).
 */
function LinkCount({ control }: { control: Control<JobFormValues, unknown, PostJobInput> }) {
  const [description, requirements, responsibilities] = useWatch({
    control,
    name: ['description', 'requirements', 'responsibilities'],
  });
  const t = useT(jobFormMessages);
  const links = jobLinkCount({ description, requirements, responsibilities });
  return (
    <p aria-live="polite" className="text-sm text-amber-800 empty:hidden">
      {links > NEW_COMPANY_MAX_LINKS ? t('form.tooManyLinks', { links, max: NEW_COMPANY_MAX_LINKS }) : ''}
    </p>
  );
}
