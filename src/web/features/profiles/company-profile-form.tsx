import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_DESCRIPTION_MAX,
  CompanyProfileSchema,
  type CompanyProfileFormValues,
  type CompanyProfileInput,
  type OwnCompanyProfile,
} from '../../../shared/profiles';
import { COMPANY_SIZES, DEFAULT_COMPANY_SIZE } from '../../../shared/constants';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Textarea } from '../../components/ui/input';
import { useSaveCompanyProfile } from './api';
import { SubmitRow, useProfileSubmit } from './profile-form';
import { useT } from '../../lib/i18n';
import { companySizeText } from './format';
import { profileMessages } from './messages';
import { profileFormMessages } from './profile-form-messages';
import {
  ContentLanguageField,
  contentLanguageValue,
  startingContentLanguage,
} from './content-language-field';

const FIELDS = ['name', 'website', 'industry', 'size', 'description', 'contentLanguage'] as const;

export function companyFormDefaults(profile: OwnCompanyProfile | undefined): CompanyProfileFormValues {
  return {
    name: profile?.name ?? '',
    website: profile?.website ?? '',
    industry: profile?.industry ?? '',
    size: profile?.size ?? DEFAULT_COMPANY_SIZE,
    description: profile?.description ?? '',
    contentLanguage: startingContentLanguage(
      profile?.contentLanguage,
      profile?.industry,
      profile?.description,
    ),
  };
}

interface CompanyProfileFormProps {
  defaultValues: CompanyProfileFormValues;
  /** The button's text; "Save changes" (in the page's language) unless given. */
  submitLabel?: string;
  onSaved: (profile: OwnCompanyProfile) => void | Promise<void>;
}

/** The company profile form, used by onboarding and by /company/profile. */
export function CompanyProfileForm({ defaultValues, submitLabel, onSaved }: CompanyProfileFormProps) {
  const t = useT(profileFormMessages);
  const tProfile = useT(profileMessages);
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
      <FormField label={t('company.name')} error={errors.name?.message}>
        <Input {...register('name')} autoComplete="organization" />
      </FormField>
      <FormField label={t('company.website')} optional error={errors.website?.message}>
        <Input
          {...register('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t('company.websitePlaceholder')}
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t('company.industry')} error={errors.industry?.message}>
          <Input {...register('industry')} placeholder={t('company.industryPlaceholder')} />
        </FormField>
        <FormField label={t('company.size')} error={errors.size?.message}>
          <OptionSelect
            {...register('size')}
            options={COMPANY_SIZES}
            labels={(size) => companySizeText(tProfile, size)}
          />
        </FormField>
      </div>
      <FormField
        label={t('company.description')}
        hint={t('company.descriptionHint', { count: description.length, max: COMPANY_DESCRIPTION_MAX })}
        error={errors.description?.message}
      >
        <Textarea {...register('description')} rows={6} maxLength={COMPANY_DESCRIPTION_MAX} />
      </FormField>
      <ContentLanguageField
        registration={register('contentLanguage', { setValueAs: contentLanguageValue })}
        hint={t('contentLanguage.companyHint')}
        error={errors.contentLanguage?.message}
      />
      <SubmitRow busy={busy} label={submitLabel} />
    </form>
  );
}
