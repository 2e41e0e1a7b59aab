import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIO_MAX,
  FacilitatorProfileUpdateSchema,
  YEARS_EXPERIENCE_MAX,
  type FacilitatorProfileUpdateFormValues,
  type FacilitatorProfileUpdateInput,
  type OwnFacilitatorProfile,
} from '../../../shared/profiles';
import { FACILITATION_PROFILE_FIELDS } from '../../../shared/facilitation';
import { findMethod, type MethodId } from '../../../shared/methods';
import { FormField } from '../../components/ui/form-field';
import { Input, Textarea, WholeNumberInput } from '../../components/ui/input';
import { FacilitationFields } from './facilitation-fields';
import { useSaveFacilitatorProfile } from './api';
import { FocusAreaPicker } from '../../components/checkbox-group';
import { SubmitRow, useProfileSubmit } from './profile-form';
import { ListEditor } from './list-editor';

const FIELDS = [
  'firstName',
  'lastName',
  'headline',
  'location',
  'bio',
  'focusAreas',
  'yearsExperience',
  'rateNote',
  'education',
  'pastClients',
  ...FACILITATION_PROFILE_FIELDS,
] as const;

type ListField = 'education' | 'pastClients';

export function facilitatorFormDefaults(
  profile: OwnFacilitatorProfile | undefined,
  extended: boolean,
): FacilitatorProfileUpdateFormValues {
  const base = {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    headline: profile?.headline ?? '',
    location: profile?.location ?? '',
    bio: profile?.bio ?? '',
    focusAreas: profile?.focusAreas ?? [],
  };
  if (!extended) return base;
  return {
    ...base,
    yearsExperience: profile?.yearsExperience ?? null,
    rateNote: profile?.rateNote ?? '',
    education: profile?.education ?? [],
    pastClients: profile?.pastClients ?? [],
    rateCurrency: profile?.rateCurrency ?? null,
    dayRateMin: profile?.dayRateMin ?? null,
    dayRateMax: profile?.dayRateMax ?? null,
    hourlyRateMin: profile?.hourlyRateMin ?? null,
    hourlyRateMax: profile?.hourlyRateMax ?? null,
    languages: profile?.languages ?? [],
    // A method taken off the list since is dropped rather than refused on the next save.
    methods: (profile?.methods ?? []).filter((id): id is MethodId => findMethod(id) !== undefined),
    virtualTools: profile?.virtualTools ?? [],
    travel: profile?.travel ?? null,
    travelRadiusKm: profile?.travelRadiusKm ?? null,
    sessionFormats: profile?.sessionFormats ?? [],
    groupSizes: profile?.groupSizes ?? [],
  };
}

interface FacilitatorProfileFormProps {
  defaultValues: FacilitatorProfileUpdateFormValues;
  /** Also edit the public details (rates, experience, education, past clients). */
  extended?: boolean;
  /** The button's text; "Save changes" unless given. */
  submitLabel?: string;
  onSaved: (profile: OwnFacilitatorProfile) => void | Promise<void>;
}

function Section({
  title,
  children,
  description,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-6 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The facilitator profile form (onboarding), optionally with the public details (/facilitator/profile). */
export function FacilitatorProfileForm({
  defaultValues,
  extended = false,
  submitLabel = 'Save changes',
  onSaved,
}: FacilitatorProfileFormProps) {
  const form = useForm<FacilitatorProfileUpdateFormValues, unknown, FacilitatorProfileUpdateInput>({
    resolver: zodResolver(FacilitatorProfileUpdateSchema),
    defaultValues,
  });
  const { onSubmit, busy } = useProfileSubmit(form, useSaveFacilitatorProfile(), {
    fields: FIELDS,
    baseline: (profile) => facilitatorFormDefaults(profile, extended),
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const bio = form.watch('bio') ?? '';

  const listField = (name: ListField, legend: string, itemLabel: string, placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const itemErrors = errors[name];
        return (
          <ListEditor
            legend={legend}
            itemLabel={itemLabel}
            placeholder={placeholder}
            value={field.value ?? []}
            onChange={field.onChange}
            itemErrors={Array.isArray(itemErrors) ? itemErrors.map((e?: FieldError) => e?.message) : []}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );

  const basics = (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input {...register('firstName')} autoComplete="given-name" />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input {...register('lastName')} autoComplete="family-name" />
        </FormField>
      </div>
      <FormField
        label="Professional Headline"
        hint="This will appear in search results"
        error={errors.headline?.message}
      >
        <Input {...register('headline')} placeholder="e.g. Design sprint facilitator for product teams" />
      </FormField>
      <FormField label="Location" error={errors.location?.message}>
        <Input {...register('location')} placeholder="City, Country" autoComplete="address-level2" />
      </FormField>
      <FormField
        label="Professional Bio"
        hint={`Your experience, approach and the groups you work with. ${bio.length}/${BIO_MAX}`}
        error={errors.bio?.message}
      >
        <Textarea {...register('bio')} rows={6} maxLength={BIO_MAX} />
      </FormField>
      <Controller
        control={control}
        name="focusAreas"
        render={({ field, fieldState }) => (
          <FocusAreaPicker
            legend="Facilitation Focus Areas"
            hint="Select the areas you specialize in"
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {extended ? (
        <div className="space-y-8">
          <Section title="Basic information">{basics}</Section>
          <Section
            title="How you work"
            description="Your rates, languages, methods and the sessions you run. Buyers filter the directory by them."
          >
            <FacilitationFields form={form} />
            <FormField
              label="Rate note"
              optional
              hint="What your rates alone do not say, e.g. travel days at half rate. Shown with your rates."
              error={errors.rateNote?.message}
            >
              <Input {...register('rateNote')} />
            </FormField>
          </Section>
          <Section
            title="Experience and credentials"
            description="Shown on your public profile. Leave out anything you prefer not to share."
          >
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField label="Years of Experience" optional error={errors.yearsExperience?.message}>
                <WholeNumberInput
                  {...register('yearsExperience', {
                    setValueAs: (value) =>
                      value === '' || value === null || value === undefined ? null : Number(value),
                  })}
                  max={YEARS_EXPERIENCE_MAX}
                />
              </FormField>
            </div>
            {listField(
              'education',
              'Education',
              'education entry',
              'e.g. MA Organisational Psychology, University of Leeds',
            )}
            {listField('pastClients', 'Past Clients', 'past client', 'e.g. A European logistics company')}
          </Section>
        </div>
      ) : (
        basics
      )}
      <SubmitRow busy={busy} label={submitLabel} pendingLabel="Saving..." />
    </form>
  );
}
