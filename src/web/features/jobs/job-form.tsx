import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FOCUS_AREAS, type FocusAreaId } from '../../../shared/focus-areas';
import { jobLinkCount, NEW_COMPANY_LINKS_MESSAGE, NEW_COMPANY_MAX_LINKS } from '../../../shared/job-links';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  localTodayIso,
  REMOTE_OPTION_LABELS,
  REMOTE_OPTIONS,
  type makePostJobSchema,
  type PostJobFormValues,
  type PostJobInput,
} from '../../../shared/jobs';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Textarea } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/toast';

type JobSchema = ReturnType<typeof makePostJobSchema>;

export const EMPTY_JOB_FORM: PostJobFormValues = {
  title: '',
  location: '',
  salary: '',
  remote: 'no',
  experience: 'intermediate',
  employmentType: 'contract',
  description: '',
  requirements: '',
  responsibilities: '',
  applicationDeadline: '',
  focusAreas: [],
  status: 'published',
};

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_JOB_FORM));

interface JobFormProps {
  schema: JobSchema;
  /** The company profile's name: every job shows it, so the form shows it rather than asking for it. */
  companyName: string;
  defaultValues: PostJobFormValues;
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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostJobFormValues, unknown, PostJobInput>({ resolver: zodResolver(schema), defaultValues });
  const disabled = busy || isSubmitting;
  const focusLegendId = useId();
  const focusErrorId = useId();

  const submitAs = (status: PostJobInput['status']) =>
    handleSubmit(async (values) => {
      try {
        await onSubmit({ ...values, status });
      } catch (error) {
        const message = error instanceof ApiError ? error.message : 'An unexpected error occurred';
        if (error instanceof ApiError && error.fieldErrors) {
          for (const [key, messages] of Object.entries(error.fieldErrors)) {
            const field = key.split('.')[0]!;
            if (FIELD_NAMES.has(field))
              setError(field as FieldPath<PostJobFormValues>, { type: 'server', message: messages[0] });
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
          label="Salary"
          optional
          hint="A range with currency and period is clearest, e.g. €650–€900 per day."
          error={errors.salary?.message}
        >
          <Input {...register('salary')} placeholder="e.g. €650–€900 per day" />
        </FormField>
        <FormField
          label="Application deadline"
          optional
          hint="Leave empty to show “Open until filled”."
          error={errors.applicationDeadline?.message}
        >
          <Input
            type="date"
            min={mode === 'create' ? localTodayIso() : undefined}
            {...register('applicationDeadline')}
          />
        </FormField>
      </div>

      <div className="grid gap-6 sm:grid-cols-3">
        <FormField label="Remote work" error={errors.remote?.message}>
          <OptionSelect {...register('remote')} options={REMOTE_OPTIONS} labels={REMOTE_OPTION_LABELS} />
        </FormField>
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
        render={({ field }) => {
          const selected = new Set<FocusAreaId>(field.value ?? []);
          const toggle = (id: FocusAreaId, on: boolean) => {
            const next = new Set(selected);
            if (on) next.add(id);
            else next.delete(id);
            field.onChange(FOCUS_AREAS.map((area) => area.id).filter((areaId) => next.has(areaId)));
          };
          return (
            <fieldset
              aria-labelledby={focusLegendId}
              aria-describedby={errors.focusAreas ? focusErrorId : undefined}
            >
              <legend id={focusLegendId} className="text-sm font-medium text-slate-800">
                Focus areas
              </legend>
              <p className="mt-1 text-xs text-slate-600">Select every area this job involves.</p>
              <div className="mt-3 grid gap-x-4 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
                {FOCUS_AREAS.map((area) => (
                  <label
                    key={area.id}
                    className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800"
                  >
                    <Checkbox
                      value={area.id}
                      checked={selected.has(area.id)}
                      onCheckedChange={(checked) => toggle(area.id, checked === true)}
                      onBlur={field.onBlur}
                      aria-invalid={errors.focusAreas ? true : undefined}
                      disabled={disabled}
                    />
                    {area.label}
                  </label>
                ))}
              </div>
              {errors.focusAreas ? (
                <p id={focusErrorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {errors.focusAreas.message ?? errors.focusAreas.root?.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />

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
function LinkCount({ control }: { control: Control<PostJobFormValues, unknown, PostJobInput> }) {
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
