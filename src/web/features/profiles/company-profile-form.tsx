import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_DESCRIPTION_MAX,
  CompanyProfileSchema,
  type CompanyProfileFormValues,
  type CompanyProfileInput,
  type OwnCompanyProfile,
} from '../../../shared/profiles';
import { COMPANY_SIZES, companySizeLabel, DEFAULT_COMPANY_SIZE } from '../../../shared/constants';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Textarea } from '../../components/ui/input';
import { useSaveCompanyProfile } from './api';
import { SubmitRow, useProfileSubmit } from './profile-form';

const FIELDS = ['name', 'website', 'industry', 'size', 'description'] as const;

export function companyFormDefaults(profile: OwnCompanyProfile | undefined): CompanyProfileFormValues {
  return {
    name: profile?.name ?? '',
    website: profile?.website ?? '',
    industry: profile?.industry ?? '',
    size: profile?.size ?? DEFAULT_COMPANY_SIZE,
    description: profile?.description ?? '',
  };
}

interface CompanyProfileFormProps {
  defaultValues: CompanyProfileFormValues;
  /** The button's text; "Save changes" unless given. */
  submitLabel?: string;
  onSaved: (profile: OwnCompanyProfile) => void | Promise<void>;
}

/** The company profile form, used by onboarding and by /company/profile. */
export function CompanyProfileForm({
  defaultValues,
  submitLabel = 'Save changes',
  onSaved,
}: CompanyProfileFormProps) {
  const form = useForm<CompanyProfileFormValues, unknown, CompanyProfileInput>({
    resolver: zodResolver(CompanyProfileSchema),
    defaultValues,
  });
  const { onSubmit, busy } = useProfileSubmit(form, useSaveCompanyProfile(), {
    fields: FIELDS,
    baseline: companyFormDefaults,
    onSaved,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const description = form.watch('description') ?? '';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormField label="Company Name" error={errors.name?.message}>
        <Input {...register('name')} autoComplete="organization" />
      </FormField>
      <FormField label="Website" optional error={errors.website?.message}>
        <Input
          {...register('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Industry" error={errors.industry?.message}>
          <Input {...register('industry')} placeholder="e.g. Healthcare, Software, Education" />
        </FormField>
        <FormField label="Company Size" error={errors.size?.message}>
          <OptionSelect {...register('size')} options={COMPANY_SIZES} labels={companySizeLabel} />
        </FormField>
      </div>
      <FormField
        label="Company Description"
        hint={`What your organisation does and what kind of facilitation you hire for. ${description.length}/${COMPANY_DESCRIPTION_MAX}`}
        error={errors.description?.message}
      >
        <Textarea {...register('description')} rows={6} maxLength={COMPANY_DESCRIPTION_MAX} />
      </FormField>
      <SubmitRow busy={busy} label={submitLabel} pendingLabel="Saving..." />
    </form>
  );
}
