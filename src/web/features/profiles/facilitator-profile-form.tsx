import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError, type FieldErrorsImpl, type Merge } from 'react-hook-form';
import type { CancellationTier } from '../../../shared/engagements';
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
import { CancellationTiersEditor } from './cancellation-tiers-editor';
import { useT } from '../../lib/i18n';
import { profileFormMessages } from './profile-form-messages';
import {
  ContentLanguageField,
  contentLanguageValue,
  startingContentLanguage,
} from './content-language-field';

const FIELDS = [
  'firstName',
  'lastName',
  'headline',
  'location',
  'bio',
  'focusAreas',
  'contentLanguage',
  'yearsExperience',
  'rateNote',
  'cancellationTiers',
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
    contentLanguage: startingContentLanguage(profile?.contentLanguage, profile?.headline, profile?.bio),
  };
  if (!extended) return base;
  return {
    ...base,
    yearsExperience: profile?.yearsExperience ?? null,
    rateNote: profile?.rateNote ?? '',
    cancellationTiers: profile?.cancellationTiers ?? null,
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

/** The first message of the tiers' errors: the list's own (or its root's), else its first row's. */
function tiersError(
  error: Merge<FieldError, (Merge<FieldError, FieldErrorsImpl<CancellationTier>> | undefined)[]> | undefined,
) {
  if (!error) return undefined;
  if (error.message) return error.message;
  if (error.root?.message) return error.root.message;
  if (!Array.isArray(error)) return undefined;
  for (const row of error as (FieldErrorsImpl<CancellationTier> | undefined)[])
    if (row?.minDaysBefore?.message ?? row?.percent?.message)
      return row.minDaysBefore?.message ?? row.percent?.message;
  return undefined;
}

interface FacilitatorProfileFormProps {
  defaultValues: FacilitatorProfileUpdateFormValues;
  /** Also edit the public details (rates, experience, education, past clients). */
  extended?: boolean;
  /** The button's text; "Save changes" (in the page's language) unless given. */
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
  submitLabel,
  onSaved,
}: FacilitatorProfileFormProps) {
  const t = useT(profileFormMessages);
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
        <FormField label={t('facilitator.firstName')} error={errors.firstName?.message}>
          <Input {...register('firstName')} autoComplete="given-name" />
        </FormField>
        <FormField label={t('facilitator.lastName')} error={errors.lastName?.message}>
          <Input {...register('lastName')} autoComplete="family-name" />
        </FormField>
      </div>
      <FormField
        label={t('facilitator.headline')}
        hint={t('facilitator.headlineHint')}
        error={errors.headline?.message}
      >
        <Input {...register('headline')} placeholder={t('facilitator.headlinePlaceholder')} />
      </FormField>
      <FormField label={t('facilitator.location')} error={errors.location?.message}>
        <Input
          {...register('location')}
          placeholder={t('facilitator.locationPlaceholder')}
          autoComplete="address-level2"
        />
      </FormField>
      <FormField
        label={t('facilitator.bio')}
        hint={t('facilitator.bioHint', { count: bio.length, max: BIO_MAX })}
        error={errors.bio?.message}
      >
        <Textarea {...register('bio')} rows={6} maxLength={BIO_MAX} />
      </FormField>
      <ContentLanguageField
        registration={register('contentLanguage', { setValueAs: contentLanguageValue })}
        hint={t('contentLanguage.facilitatorHint')}
        error={errors.contentLanguage?.message}
      />
      <Controller
        control={control}
        name="focusAreas"
        render={({ field, fieldState }) => (
          <FocusAreaPicker
            legend={t('facilitator.focusAreas')}
            hint={t('facilitator.focusAreasHint')}
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
          <Section title={t('section.basics')}>{basics}</Section>
          <Section title={t('section.work')} description={t('section.workLead')}>
            <FacilitationFields form={form} />
            <FormField
              label={t('facilitator.rateNote')}
              optional
              hint={t('facilitator.rateNoteHint')}
              error={errors.rateNote?.message}
            >
              <Input {...register('rateNote')} />
            </FormField>
            <Controller
              control={control}
              name="cancellationTiers"
              render={({ field }) => (
                <CancellationTiersEditor
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={tiersError(errors.cancellationTiers)}
                />
              )}
            />
          </Section>
          <Section title={t('section.experience')} description={t('section.experienceLead')}>
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField label={t('facilitator.years')} optional error={errors.yearsExperience?.message}>
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
              t('facilitator.education'),
              t('facilitator.educationItem'),
              t('facilitator.educationPlaceholder'),
            )}
            {listField(
              'pastClients',
              t('facilitator.pastClients'),
              t('facilitator.pastClientItem'),
              t('facilitator.pastClientPlaceholder'),
            )}
          </Section>
        </div>
      ) : (
        basics
      )}
      <SubmitRow busy={busy} label={submitLabel} />
    </form>
  );
}
