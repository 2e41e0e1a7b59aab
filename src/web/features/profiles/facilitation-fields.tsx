import { Controller, type UseFormReturn } from 'react-hook-form';
import { PROFILE_METHODS_MAX } from '../../../shared/facilitation';
import {
  CURRENCIES,
  GROUP_SIZE_OPTIONS,
  LANGUAGE_OPTIONS,
  MONEY_MAX,
  SESSION_FORMAT_OPTIONS,
  TRAVEL_OPTION_LABELS,
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
import { Select, WholeNumberInput } from '../../components/ui/input';

type Form = UseFormReturn<FacilitatorProfileUpdateFormValues, unknown, FacilitatorProfileUpdateInput>;

/** An empty number field is null (not stated); anything else goes to the schema as a number. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** An empty select is null. */
const optionalChoice = (value: unknown) => (value === '' ? null : value);

const TOOL_OPTIONS = VIRTUAL_TOOLS.map((tool) => ({ value: tool, label: tool }));

/** The facilitation details of the profile form: rates, languages, methods, formats, sizes, tools, travel. */
export function FacilitationFields({ form }: { form: Form }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

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
        <legend className="text-sm font-medium text-slate-800">Rates</legend>
        <p className="-mt-2 text-xs text-slate-600">
          A range, or one figure in both fields. Leave out what you do not charge by.
        </p>
        <FormField label="Currency" error={errors.rateCurrency?.message}>
          <Select {...register('rateCurrency', { setValueAs: optionalChoice })} className="sm:w-40">
            <option value="">Choose…</option>
            <CurrencyOptions />
          </Select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {amount('dayRateMin', 'Day rate from')}
          {amount('dayRateMax', 'Day rate up to')}
          {amount('hourlyRateMin', 'Hourly rate from')}
          {amount('hourlyRateMax', 'Hourly rate up to')}
        </div>
      </fieldset>
      {group(
        'languages',
        'Languages you facilitate in',
        LANGUAGE_OPTIONS,
        'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
      )}
      <Controller
        control={control}
        name="methods"
        render={({ field, fieldState }) => (
          <MethodPicker
            hint={`The named methods you practise, up to ${PROFILE_METHODS_MAX}. Buyers filter the directory by them.`}
            value={field.value ?? []}
            onChange={field.onChange}
            max={PROFILE_METHODS_MAX}
            error={fieldState.error?.message}
          />
        )}
      />
      {group('sessionFormats', 'Session formats you run', SESSION_FORMAT_OPTIONS)}
      {group('groupSizes', 'Group sizes you work with', GROUP_SIZE_OPTIONS)}
      {group('virtualTools', 'Virtual tools you are fluent in', TOOL_OPTIONS, 'grid-cols-2 sm:grid-cols-3')}
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium text-slate-800">Travel</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Willing to travel" optional error={errors.travel?.message}>
            <Select {...register('travel', { setValueAs: optionalChoice })}>
              <option value="">Not stated</option>
              {TRAVEL_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {TRAVEL_OPTION_LABELS[option]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Travel radius (km)" optional error={errors.travelRadiusKm?.message}>
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
