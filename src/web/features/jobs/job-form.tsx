import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobLinkCount, NEW_COMPANY_LINKS_MESSAGE, NEW_COMPANY_MAX_LINKS } from '../../../shared/job-links';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  localTodayIso,
  type makePostJobSchema,
  type PostJobInput,
} from '../../../shared/jobs';
import { FocusAreaPicker } from '../../components/checkbox-group';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/toast';
import { FORM_FIELD_NAMES, toPostingValues, type JobFormValues } from './job-form-values';
import { BudgetFields, SessionFields } from './session-fields';

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
        const message = error instanceof ApiError ? error.message : 'An unexpected error occurred';
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [key, messages] of Object.entries(error.fieldErrors)) {
            // A field of its own ('budget.max'), else the field it belongs to ('sessionDates.0').
            const field = FORM_FIELD_NAMES.has(key) ? key : key.split('.')[0]!;
            if (FORM_FIELD_NAMES.has(field))
              setError(field as FieldPath<JobFormValues>, { type: 'server', message: messages[0] });
          }
        }
        toastError('Error', message);
      }
    });

  return (
    <form noValidate onSubmit={submitAs('published')} className="space-y-6" aria-busy={disabled}>
      <FormField label="Job title" error={errors.title?.message}>
        <Input {...register('title')} placeholder="e.g. Leadership offsite facilitator" autoComplete="off" />
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Company" hint="The name on your company profile; change it there.">
          <Input value={companyName} readOnly className="bg-slate-50 text-slate-700" />
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          <Input {...register('location')} placeholder="City, Country" />
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label="Application deadline"
          optional
          hint="Leave empty to show “Open until filled”."
          error={errors.applicationDeadline?.message}
        >
          <Input type="date" min={minDate} {...register('applicationDeadline')} />
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Experience level" error={errors.experience?.message}>
          <OptionSelect
            {...register('experience')}
            options={EXPERIENCE_LEVELS}
            labels={EXPERIENCE_LEVEL_LABELS}
          />
        </FormField>
        <FormField label="Employment type" error={errors.employmentType?.message}>
          <OptionSelect
            {...register('employmentType')}
            options={EMPLOYMENT_TYPES}
            labels={EMPLOYMENT_TYPE_LABELS}
          />
        </FormField>
      </div>

      <FormField
        label="Job description"
        hint="Describe the event or programme, the audience, and the outcomes you expect."
        error={errors.description?.message}
      >
        <Textarea rows={6} {...register('description')} />
      </FormField>

      <FormField
        label="Requirements"
        hint="One per line; lines starting with “- ” become a bulleted list."
        error={errors.requirements?.message}
      >
        <Textarea
          rows={4}
          {...register('requirements')}
          placeholder={'- At least 5 years facilitating workshops\n- Fluent English'}
        />
      </FormField>

      <FormField
        label="Responsibilities"
        optional
        hint="What the facilitator will do, one per line."
        error={errors.responsibilities?.message}
      >
        <Textarea
          rows={4}
          {...register('responsibilities')}
          placeholder={'- Design the agenda with our team\n- Facilitate both days'}
        />
      </FormField>
      <LinkCount control={control} />

      <Controller
        control={control}
        name="focusAreas"
        render={({ field }) => (
          <FocusAreaPicker
            legend="Focus areas"
            hint="Select every area this job involves."
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
              Save as draft
            </Button>
            <Button type="submit" disabled={disabled}>
              Post Job
            </Button>
          </>
        ) : (
          <>
            {cancel}
            <Button type="submit" disabled={disabled}>
              Save changes
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
  const links = jobLinkCount({ description, requirements, responsibilities });
  return (
    <p aria-live="polite" className="text-sm text-amber-800 empty:hidden">
      {links > NEW_COMPANY_MAX_LINKS ? `This job has ${links} links. ${NEW_COMPANY_LINKS_MESSAGE}.` : ''}
    </p>
  );
}
