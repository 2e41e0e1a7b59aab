import { Controller, type UseFormReturn } from 'react-hook-form';
import { PROFILE_METHODS_MAX } from '../../../shared/facilitation';
import {
  CURRENCIES,
  GROUP_SIZES,
  MONEY_MAX,
  SESSION_FORMATS,
  TRAVEL_OPTIONS,
  TRAVEL_RADIUS_MAX_KM,
  VIRTUAL_TOOLS,
} from '../../../shared/facilitation-options';
import type {
  FacilitatorProfileUpdateFormValues,
  FacilitatorProfileUpdateInput,
} from '../../../shared/profiles';
import { CheckboxGroup, type CheckboxOption } from '../../components/checkbox-group';
import { MethodPicker } from '../../components/method-picker';
import { FormField } from '../../components/ui/form-field';
import { OptionSelect, Select, WholeNumberInput } from '../../components/ui/input';
import { useLocale, useT } from '../../lib/i18n';
import { languageOptions } from '../../../shared/i18n/language-names';
import { optionChoices } from '../../../shared/i18n/options';
import { profileFormMessages } from './profile-form-messages';

type Form = UseFormReturn<FacilitatorProfileUpdateFormValues, unknown, FacilitatorProfileUpdateInput>;

/** An empty number field is null (not stated); anything else goes to the schema as a number. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** An empty select is null. */
const optionalChoice = (value: unknown) => (value === '' ? null : value);

// Tools are product names, the same in every language.
const TOOL_OPTIONS = VIRTUAL_TOOLS.map((tool) => ({ value: tool, label: tool }));

/** The facilitation details of the profile form: rates, languages, methods, formats, sizes, tools, travel. */
export function FacilitationFields({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const t = useT(profileFormMessages);
  const locale = useLocale();

  const amount = (name: 'dayRateMin' | 'dayRateMax' | 'hourlyRateMin' | 'hourlyRateMax', label: string) => (
    <FormField label={label} optional error={errors[name]?.message}>
      <WholeNumberInput {...register(name, { setValueAs: optionalNumber })} max={MONEY_MAX} />
    </FormField>
  );

  const group = <K extends 'languages' | 'sessionFormats' | 'groupSizes' | 'virtualTools'>(
    name: K,
    legend: string,
    choices: readonly CheckboxOption<string>[],
    columns?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          options={choices}
          value={(field.value ?? []) as string[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
          columns={columns}
        />
      )}
    />
  );

  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-800">{t('rates.legend')}</legend>
        <p className="-mt-2 text-xs text-slate-600">{t('rates.hint')}</p>
        <FormField label={t('rates.currency')} error={errors.rateCurrency?.message}>
          <Select {...register('rateCurrency', { setValueAs: optionalChoice })} className="sm:w-40">
            <option value="">{t('rates.choose')}</option>
            <CurrencyOptions />
          </Select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {amount('dayRateMin', t('rates.dayRateMin'))}
          {amount('dayRateMax', t('rates.dayRateMax'))}
          {amount('hourlyRateMin', t('rates.hourlyRateMin'))}
          {amount('hourlyRateMax', t('rates.hourlyRateMax'))}
        </div>
      </fieldset>
      {group(
        'languages',
        t('fields.languages'),
        languageOptions(locale),
        'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
      )}
      <Controller
        control={control}
        name="methods"
        render={({ field, fieldState }) => (
          <MethodPicker
            hint={t('fields.methodsHint', { max: PROFILE_METHODS_MAX })}
            value={field.value ?? []}
            onChange={field.onChange}
            max={PROFILE_METHODS_MAX}
            error={fieldState.error?.message}
          />
        )}
      />
      {group(
        'sessionFormats',
        t('fields.sessionFormats'),
        optionChoices(locale, SESSION_FORMATS, (value) => `format.${value}`),
      )}
      {group(
        'groupSizes',
        t('fields.groupSizes'),
        optionChoices(locale, GROUP_SIZES, (value) => `groupSize.${value}`),
      )}
      {group('virtualTools', t('fields.virtualTools'), TOOL_OPTIONS, 'grid-cols-2 sm:grid-cols-3')}
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-800">{t('travel.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('travel.willing')} optional error={errors.travel?.message}>
            <OptionSelect
              {...register('travel', { setValueAs: optionalChoice })}
              options={TRAVEL_OPTIONS}
              labels={(option) => t(`travel.${option}`)}
              none={t('travel.notStated')}
            />
          </FormField>
          <FormField label={t('travel.radius')} optional error={errors.travelRadiusKm?.message}>
            <WholeNumberInput
              {...register('travelRadiusKm', { setValueAs: optionalNumber })}
              max={TRAVEL_RADIUS_MAX_KM}
            />
          </FormField>
        </div>
      </fieldset>
    </>
  );
}

/** The currencies, as a select's options. */
export function CurrencyOptions() {
  return CURRENCIES.map((code) => (
    <option key={code} value={code}>
      {code}
    </option>
  ));
}
