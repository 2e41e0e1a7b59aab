// Long on purpose: the job form's session and budget fieldsets, field after field in the order the form shows
// them, all bound to the same form; the parts with logic of their own (dates, roles) are components below.
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  BUDGET_TYPES,
  CURRENCIES,
  DELIVERABLES,
  DURATION_UNITS,
  FACILITATOR_ROLES,
  GROUP_SIZES,
  SESSION_FORMATS,
  type FacilitatorRole,
} from '../../../shared/facilitation-options';
import { JOB_METHODS_MAX, SESSION_DATES_MAX } from '../../../shared/facilitation';
import { REMOTE_OPTIONS, type PostJobInput } from '../../../shared/jobs';
import { METHODS, methodText } from '../../../shared/methods';
import { CheckboxGroup } from '../../components/checkbox-group';
import { componentMessages } from '../../components/messages';
import { TagPicker } from '../../components/tag-picker';
import { TimeZoneSelect } from '../../components/time-zone-select';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, WholeNumberInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import type { JobFormValues } from './job-form-values';
import { jobFormMessages } from './job-form-messages';
import { optionMessages } from '../../../shared/i18n/options';
import { languageOptions } from '../../../shared/i18n/language-names';

interface SectionProps {
  register: UseFormRegister<JobFormValues>;
  control: Control<JobFormValues, unknown, PostJobInput>;
  errors: FieldErrors<JobFormValues>;
  disabled: boolean;
}

/** '' (the "not specified" option or an empty box) is null in the posting; so is the null of an untouched field. */
const orNull = (value: string | null) => (value === '' ? null : value);
const numberOrNull = (value: string | number | null) =>
  value === '' || value === null ? null : Number(value);

const DURATION_UNIT_KEYS = { hours: 'session.unit.hours', days: 'session.unit.days' } as const;

/** "(optional)" after a group's legend, as a form field shows it after its label. */
function OptionalMark() {
  const t = useT(componentMessages);
  return <span className="font-normal text-slate-600">{t('field.optional')}</span>;
}

/** A group of the form under its own heading (the legend, floated so that it lays out as a block). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-6">
      <legend className="float-left w-full text-lg font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-6">
        <p className="pt-1 text-sm text-slate-700">{description}</p>
        {children}
      </div>
    </fieldset>
  );
}

/** The session the facilitator will run: format, delivery, dates, length, people, languages, methods. */
export function SessionFields({
  register,
  control,
  errors,
  disabled,
  minDate,
}: SectionProps & { minDate?: string }) {
  const t = useT(jobFormMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const languages = useMemo(() => languageOptions(locale), [locale]);
  const methods = useMemo(
    () =>
      METHODS.map((method) => {
        const text = methodText(method.id, locale) ?? method;
        return { value: method.id, label: text.name, description: text.description };
      }),
    [locale],
  );
  return (
    <FormSection title={t('session.title')} description={t('session.description')}>
      <div className="grid gap-6 sm:grid-cols-3">
        <FormField label={t('session.format')} optional error={errors.sessionFormat?.message}>
          <OptionSelect
            none={t('session.notSpecified')}
            {...register('sessionFormat', { setValueAs: orNull })}
            options={SESSION_FORMATS}
            labels={(format) => option(`format.${format}`)}
          />
        </FormField>
        <FormField label={t('session.delivery')} error={errors.remote?.message}>
          <OptionSelect
            {...register('remote')}
            options={REMOTE_OPTIONS}
            labels={(remote) => option(`delivery.${remote}`)}
          />
        </FormField>
        <FormField label={t('session.groupSize')} optional error={errors.groupSize?.message}>
          <OptionSelect
            none={t('session.notSpecified')}
            {...register('groupSize', { setValueAs: orNull })}
            options={GROUP_SIZES}
            labels={(size) => option(`groupSize.${size}`)}
          />
        </FormField>
      </div>

      <SessionDates
        register={register}
        control={control}
        errors={errors}
        disabled={disabled}
        minDate={minDate}
      />

      <div className="grid grid-cols-2 gap-6 sm:grid-cols-4">
        <FormField label={t('session.duration')} optional error={errors.durationValue?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...register('durationValue', { setValueAs: numberOrNull })}
          />
        </FormField>
        <FormField label={t('session.durationUnit')} error={errors.durationUnit?.message}>
          <OptionSelect
            none={t('session.notSpecified')}
            {...register('durationUnit', { setValueAs: orNull })}
            options={DURATION_UNITS}
            labels={(unit) => t(DURATION_UNIT_KEYS[unit])}
          />
        </FormField>
        <FormField
          label={t('session.designDays')}
          optional
          hint={t('session.designDays.hint')}
          error={errors.designDays?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.5}
            {...register('designDays', { setValueAs: numberOrNull })}
          />
        </FormField>
        <FormField
          label={t('session.deliveryDays')}
          optional
          hint={t('session.deliveryDays.hint')}
          error={errors.deliveryDays?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.5}
            {...register('deliveryDays', { setValueAs: numberOrNull })}
          />
        </FormField>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Controller
          control={control}
          name="sessionLanguages"
          render={({ field }) => (
            <TagPicker
              legend={t('session.languages')}
              addLabel={t('session.addLanguage')}
              options={languages}
              value={field.value ?? []}
              onChange={field.onChange}
              max={10}
              error={errors.sessionLanguages?.message}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="methods"
          render={({ field }) => (
            <TagPicker
              legend={t('session.methods')}
              addLabel={t('session.addMethod')}
              options={methods}
              value={field.value ?? []}
              onChange={field.onChange}
              max={JOB_METHODS_MAX}
              hint={t('session.methods.hint')}
              error={errors.methods?.message}
              disabled={disabled}
            />
          )}
        />
      </div>

      <Controller
        control={control}
        name="deliverables"
        render={({ field }) => (
          <CheckboxGroup
            legend={
              <>
                {t('session.deliverables')} <OptionalMark />
              </>
            }
            options={DELIVERABLES.map((value) => ({ value, label: option(`deliverable.${value}`) }))}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.deliverables?.message}
            disabled={disabled}
            inOptionOrder
            columns="sm:grid-cols-3"
          />
        )}
      />

      <Roles control={control} errors={errors} disabled={disabled} />
    </FormSection>
  );
}

/** One date input per session day, with Add and Remove, the dates' time zone, and "Dates are flexible". */
function SessionDates({ register, control, errors, disabled, minDate }: SectionProps & { minDate?: string }) {
  const t = useT(jobFormMessages);
  const id = useId();
  const zone = useWatch({ control, name: 'sessionTimeZone' });
  const error = errors.sessionDates?.message ?? errors.sessionDates?.root?.message;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">
        {t('dates.legend')} <OptionalMark />
      </legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-600">
        {t('dates.hint')}
      </p>
      <Controller
        control={control}
        name="sessionDates"
        render={({ field }) => {
          const dates = field.value ?? [];
          const set = (next: string[]) => field.onChange(next);
          return (
            <>
              {dates.length ? (
                <ol className="space-y-2">
                  {dates.map((date, index) => (
                    // The position is the identity: the inputs hold no state of their own.
                    <li key={index} className="flex items-center gap-2">
                      <Label htmlFor={`${id}-date-${index}`} className="sr-only">
                        {t('dates.date', { number: index + 1 })}
                      </Label>
                      <Input
                        id={`${id}-date-${index}`}
                        type="date"
                        min={minDate}
                        value={date}
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        onChange={(event) => set(dates.map((d, i) => (i === index ? event.target.value : d)))}
                        onBlur={field.onBlur}
                        className="max-w-[12rem]"
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={disabled}
                        onClick={() => set(dates.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden className="h-4 w-4" />
                        <span className="sr-only">{t('dates.remove', { number: index + 1 })}</span>
                      </Button>
                    </li>
                  ))}
                </ol>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled || dates.length >= SESSION_DATES_MAX}
                onClick={() => set([...dates, ''])}
              >
                <Plus aria-hidden className="h-4 w-4" /> {t('dates.add')}
              </Button>
            </>
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          <LocalizedMessage message={error} />
        </p>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <FormField label={t('dates.timeZone')} error={errors.sessionTimeZone?.message}>
          <TimeZoneSelect current={zone} {...register('sessionTimeZone')} className="sm:w-72" />
        </FormField>
        <Controller
          control={control}
          name="sessionDatesFlexible"
          render={({ field }) => (
            <label className="flex cursor-pointer items-center gap-2.5 pb-2.5 text-sm text-slate-800">
              <Checkbox
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={disabled}
              />
              {t('dates.flexible')}
            </label>
          )}
        />
      </div>
    </fieldset>
  );
}

/** Which facilitators the session needs, each role with how many. */
function Roles({ control, errors, disabled }: Omit<SectionProps, 'register'>) {
  const t = useT(jobFormMessages);
  const option = useT(optionMessages);
  return (
    <Controller
      control={control}
      name="roles"
      render={({ field }) => {
        const roles = field.value ?? [];
        const toggle = (role: FacilitatorRole, on: boolean) =>
          field.onChange(
            FACILITATOR_ROLES.flatMap((r) => {
              if (r === role) return on ? [{ role, count: 1 }] : [];
              const kept = roles.find((entry) => entry.role === r);
              return kept ? [kept] : [];
            }),
          );
        const setCount = (role: FacilitatorRole, count: number) =>
          field.onChange(roles.map((entry) => (entry.role === role ? { ...entry, count } : entry)));
        const groupError = errors.roles?.message ?? errors.roles?.root?.message;
        return (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {t('session.roles')} <OptionalMark />
            </legend>
            <ul className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {FACILITATOR_ROLES.map((role) => {
                const index = roles.findIndex((entry) => entry.role === role);
                const entry = roles[index];
                const countError = index >= 0 ? errors.roles?.[index]?.count?.message : undefined;
                const label = option(`role.${role}`);
                return (
                  <li key={role}>
                    <div className="flex items-center justify-between gap-3">
                      <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-800">
                        <Checkbox
                          checked={!!entry}
                          onCheckedChange={(checked) => toggle(role, checked === true)}
                          disabled={disabled}
                        />
                        {label}
                      </label>
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={20}
                        aria-label={t('session.roleCount', { role: label })}
                        aria-invalid={countError ? true : undefined}
                        disabled={disabled || !entry}
                        value={entry && !Number.isNaN(entry.count) ? entry.count : ''}
                        onChange={(event) =>
                          setCount(role, event.target.value === '' ? Number.NaN : Number(event.target.value))
                        }
                        className="w-20"
                      />
                    </div>
                    {countError ? (
                      <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                        <LocalizedMessage message={countError} />
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {groupError ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                <LocalizedMessage message={groupError} />
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** The structured budget: what facilitators filter by and what search engines are told. */
export function BudgetFields({ register, errors }: Omit<SectionProps, 'control' | 'disabled'>) {
  const t = useT(jobFormMessages);
  const option = useT(optionMessages);
  const budgetErrors = errors.budget;
  return (
    <FormSection title={t('budget.title')} description={t('budget.description')}>
      <div className="grid grid-cols-2 gap-6 sm:grid-cols-4">
        <FormField label={t('budget.type')} error={budgetErrors?.type?.message}>
          <OptionSelect
            {...register('budget.type')}
            none={t('budget.none')}
            options={BUDGET_TYPES}
            labels={(type) => option(`budgetType.${type}`)}
          />
        </FormField>
        <FormField label={t('budget.currency')} error={budgetErrors?.currency?.message}>
          <OptionSelect {...register('budget.currency')} options={CURRENCIES} labels={(code) => code} />
        </FormField>
        <FormField label={t('budget.min')} error={budgetErrors?.min?.message}>
          <WholeNumberInput {...register('budget.min')} />
        </FormField>
        <FormField label={t('budget.max')} hint={t('budget.max.hint')} error={budgetErrors?.max?.message}>
          <WholeNumberInput {...register('budget.max')} />
        </FormField>
      </div>
      <FormField
        label={t('budget.note')}
        optional
        hint={t('budget.note.hint')}
        error={errors.budgetNote?.message}
      >
        <Input {...register('budgetNote')} placeholder={t('budget.note.placeholder')} />
      </FormField>
    </FormSection>
  );
}
