// Long on purpose: an offer's terms are one form (days, place, fee lines with live totals, VAT, payment and
// cancellation terms, outcomes, message), section after section in the order the form shows them, all bound
// to one react-hook-form; the parsing of typed amounts is in offer-form-values.ts.
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import {
  CANCELLATION_TIERS_MAX,
  ENGAGEMENT_DELIVERY,
  FEE_LINE_KINDS,
  FEE_LINES_MAX,
  minorUnitExponent,
  offerTotals,
  OUTCOMES_MAX,
  OUTCOMES_MIN,
  SESSIONS_MAX,
  VAT_MODES,
  type CancellationTier,
  type FeeLine,
  type OfferTerms,
} from '../../../shared/engagements';
import { CURRENCIES, SESSION_FORMATS } from '../../../shared/facilitation-options';
import { optionMessages } from '../../../shared/i18n/options';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { formatDate } from '../../../shared/dates';
import { localTodayIso } from '../../../shared/job-options';
import { SendDialogForm, type FormRefusal } from '../../components/form-dialog';
import { TimeZoneSelect } from '../../components/time-zone-select';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input, OptionSelect, Textarea, WholeNumberInput } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { commonMessages } from '../../lib/common-messages';
import { LocalizedMessage, useLocale, useT } from '../../lib/i18n';
import { toastError } from '../../lib/toast';
import { offerFormMessages } from './offer-form-messages';
import {
  emptyLine,
  offerFormValues,
  OfferFormSchema,
  parseDecimal,
  quantityOf,
  tierValues,
  toOfferInput,
  unitPriceMinor,
  type OfferFormOutput,
  type OfferFormValues,
} from './offer-form-values';

type OfferControl = Control<OfferFormValues, unknown, OfferFormOutput>;

/**
 * The earliest session day and expiry the date pickers offer: tomorrow, in the user's own time zone. An offer
 * is answered before its first session day begins, so the server refuses today for either.
 */
function localTomorrowIso(): string {
  const now = new Date();
  return localTodayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

interface SectionProps {
  register: UseFormRegister<OfferFormValues>;
  control: OfferControl;
  errors: FieldErrors<OfferFormValues>;
  disabled: boolean;
}

export interface OfferFormProps {
  /** The terms the form starts from: a draft's, or the version being answered. */
  initial: { terms: OfferTerms; message?: string; expiresOn?: string };
  /** The facilitator's own cancellation tiers (or the platform's), for "Use the facilitator's default terms". */
  defaultTiers?: readonly CancellationTier[];
  /** Days the facilitator has blocked or booked ('YYYY-MM-DD'): a session on one of them shows a warning. */
  conflicts?: readonly string[];
  submitLabel: string;
  /** The title of a refusal the form shows above its fields (a 4xx without field errors). */
  refusedTitle: string;
  /** Resolves once sent; an ApiError it throws is shown on the form. */
  onSubmit(offer: OfferFormOutput): Promise<void>;
}

/**
 * The terms of an offer or a counter-offer, inside the dialog that sends them: every number typed as the
 * page's language writes it, the amounts turned into integer minor units before validation, the totals
 * computed as the server computes them (`offerTotals`).
 */
export function OfferForm({
  initial,
  defaultTiers,
  conflicts = [],
  submitLabel,
  refusedTitle,
  onSubmit,
}: OfferFormProps) {
  const t = useT(offerFormMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const [refusal, setRefusal] = useState<FormRefusal | undefined>();
  // Read once: the form then holds what the writer types.
  const [defaultValues] = useState(() => offerFormValues(initial.terms, locale, initial));
  // The form holds numbers as typed; they become the offer's before the shared schema checks them.
  const resolver = useMemo<Resolver<OfferFormValues, unknown, OfferFormOutput>>(() => {
    const validate = zodResolver(OfferFormSchema);
    return (values, context, options) =>
      validate(toOfferInput(values, locale), context, options as unknown as Parameters<typeof validate>[2]);
  }, [locale]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues, unknown, OfferFormOutput>({ resolver, defaultValues });
  const disabled = isSubmitting;
  const sections = { register, control, errors, disabled };

  const submit = handleSubmit(async (offer) => {
    setRefusal(undefined);
    try {
      await onSubmit(offer);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const [key, messages] of Object.entries(apiError?.fieldErrors ?? {}))
        setError(key as FieldPath<OfferFormValues>, { type: 'server', message: messages[0] });
      if (apiError && apiError.status >= 400 && apiError.status < 500 && !apiError.fieldErrors)
        setRefusal({ title: refusedTitle, message: apiError.message });
      toastError(common('error'), apiError?.message ?? common('unexpectedError'));
    }
  });

  return (
    <SendDialogForm onSubmit={submit} pending={isSubmitting} submitLabel={submitLabel} refusal={refusal}>
      <div className="space-y-6">
        <Sessions {...sections} conflicts={conflicts} />
        <Place {...sections} />
        <Fees {...sections} />
        <Terms {...sections} defaultTiers={defaultTiers} />
        <Outcomes {...sections} />
        <Section title={t('section.message')}>
          <FormField label={t('message')} optional error={errors.message?.message}>
            <Textarea rows={4} {...register('message')} />
          </FormField>
          <FormField
            label={t('expiresOn')}
            optional
            hint={t('expiresOn.hint')}
            error={errors.expiresOn?.message}
          >
            <Input type="date" min={localTomorrowIso()} className="sm:w-48" {...register('expiresOn')} />
          </FormField>
        </Section>
      </div>
    </SendDialogForm>
  );
}

/** A group of the form under its own heading. */
function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5">
      <legend className="float-left w-full text-base font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">
        {description ? <p className="text-sm text-slate-700">{description}</p> : null}
        {children}
      </div>
    </fieldset>
  );
}

/** A message of a list as a whole ("Give each session day once, in date order"), under the list. */
function ListError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      <LocalizedMessage message={message} />
    </p>
  ) : null;
}

/** A small button that adds a row, off at the list's limit. */
function AddButton({
  onClick,
  disabled,
  children,
}: {
  onClick(): void;
  disabled: boolean;
  children: string;
}) {
  return (
    <Button variant="secondary" size="sm" disabled={disabled} onClick={onClick}>
      <Plus aria-hidden className="h-4 w-4" /> {children}
    </Button>
  );
}

/** A trash-can button named for the row it removes ("Remove fee line 2"). */
function RemoveButton({ label, onClick, disabled }: { label: string; onClick(): void; disabled: boolean }) {
  return (
    <Button variant="ghost" size="icon" disabled={disabled} onClick={onClick} aria-label={label}>
      <Trash2 aria-hidden className="h-4 w-4" />
    </Button>
  );
}

/** The session days with their hours, the time zone, and a warning for days the facilitator is not free. */
function Sessions({
  register,
  control,
  errors,
  disabled,
  conflicts,
}: SectionProps & { conflicts: readonly string[] }) {
  const t = useT(offerFormMessages);
  const locale = useLocale();
  const { fields, append, remove } = useFieldArray({ control, name: 'terms.sessions' });
  const [sessions, zone] = useWatch({ control, name: ['terms.sessions', 'terms.timeZone'] });
  const clashes = [...new Set(sessions.map((session) => session.date))].filter((date) =>
    conflicts.includes(date),
  );
  const sessionErrors = errors.terms?.sessions;
  const tomorrow = localTomorrowIso();
  return (
    <Section title={t('section.sessions')} description={t('section.sessions.description')}>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[1fr_8rem_8rem_auto]">
              <legend className="sr-only">{t('session.legend', { number: index + 1 })}</legend>
              <div className="col-span-3 sm:col-span-1">
                <FormField label={t('session.date')} error={sessionErrors?.[index]?.date?.message}>
                  <Input type="date" min={tomorrow} {...register(`terms.sessions.${index}.date`)} />
                </FormField>
              </div>
              <FormField label={t('session.start')} error={sessionErrors?.[index]?.start?.message}>
                <Input type="time" {...register(`terms.sessions.${index}.start`)} />
              </FormField>
              <FormField label={t('session.end')} error={sessionErrors?.[index]?.end?.message}>
                <Input type="time" {...register(`terms.sessions.${index}.end`)} />
              </FormField>
              <RemoveButton
                label={t('session.remove', { number: index + 1 })}
                disabled={disabled || fields.length === 1}
                onClick={() => remove(index)}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <ListError message={sessionErrors?.message ?? sessionErrors?.root?.message} />
      <AddButton
        disabled={disabled || fields.length >= SESSIONS_MAX}
        onClick={() => {
          const last = sessions.at(-1);
          append({ date: '', start: last?.start ?? '09:00', end: last?.end ?? '17:00' });
        }}
      >
        {t('session.add')}
      </AddButton>
      {clashes.length ? (
        <Alert tone="warning" title={t('conflicts.title')}>
          {t('conflicts.body', {
            count: clashes.length,
            dates: clashes.map((day) => formatDate(day, { locale })).join(', '),
          })}
        </Alert>
      ) : null}
      <FormField label={t('session.timeZone')} error={errors.terms?.timeZone?.message}>
        <TimeZoneSelect current={zone} className="sm:w-72" {...register('terms.timeZone')} />
      </FormField>
    </Section>
  );
}

/** Format, delivery and location. */
function Place({ register, errors }: SectionProps) {
  const t = useT(offerFormMessages);
  const option = useT(optionMessages);
  return (
    <Section title={t('section.place')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('format')} optional error={errors.terms?.format?.message}>
          <OptionSelect
            none={t('format.none')}
            {...register('terms.format')}
            options={SESSION_FORMATS}
            labels={(format) => option(`format.${format}`)}
          />
        </FormField>
        <FormField label={t('delivery')} error={errors.terms?.delivery?.message}>
          <OptionSelect
            {...register('terms.delivery')}
            options={ENGAGEMENT_DELIVERY}
            labels={(delivery) => t(`delivery.${delivery}`)}
          />
        </FormField>
      </div>
      <FormField label={t('location')} hint={t('location.hint')} error={errors.terms?.location?.message}>
        <Input {...register('terms.location')} autoComplete="off" />
      </FormField>
    </Section>
  );
}

/** The currency, the fee lines, VAT and the live totals. */
function Fees({ register, control, errors, disabled }: SectionProps) {
  const t = useT(offerFormMessages);
  const { fields, append, remove } = useFieldArray({ control, name: 'terms.lines' });
  const currency = useWatch({ control, name: 'terms.currency' });
  const lineErrors = errors.terms?.lines;
  return (
    <Section title={t('section.fees')} description={t('section.fees.description')}>
      <FormField label={t('currency')} error={errors.terms?.currency?.message}>
        <OptionSelect
          {...register('terms.currency')}
          options={CURRENCIES}
          labels={(code) => code}
          className="w-32"
        />
      </FormField>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="relative rounded-lg border border-slate-200 p-3">
              <legend className="float-left pt-2.5 text-sm font-medium text-slate-800">
                {t('line.legend', { number: index + 1 })}
              </legend>
              <div className="absolute top-2 right-2">
                <RemoveButton
                  label={t('line.remove', { number: index + 1 })}
                  disabled={disabled || fields.length === 1}
                  onClick={() => remove(index)}
                />
              </div>
              <div className="clear-both grid grid-cols-2 gap-3 pt-3 sm:grid-cols-[12rem_1fr]">
                <div className="col-span-2 sm:col-span-1">
                  <FormField label={t('line.kind')} error={lineErrors?.[index]?.kind?.message}>
                    <OptionSelect
                      {...register(`terms.lines.${index}.kind`)}
                      options={FEE_LINE_KINDS}
                      labels={(kind) => t(`line.kind.${kind}`)}
                    />
                  </FormField>
                </div>
                <div className="col-span-2 sm:col-span-1">
                  <FormField
                    label={t('line.description')}
                    optional
                    error={lineErrors?.[index]?.description?.message}
                  >
                    <Input {...register(`terms.lines.${index}.description`)} autoComplete="off" />
                  </FormField>
                </div>
                <FormField
                  label={t('line.quantity')}
                  hint={t('line.quantity.hint')}
                  error={lineErrors?.[index]?.quantity?.message}
                >
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    {...register(`terms.lines.${index}.quantity`)}
                  />
                </FormField>
                <FormField
                  label={t('line.unitPrice', { currency })}
                  error={lineErrors?.[index]?.unitPriceMinor?.message}
                >
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    {...register(`terms.lines.${index}.unitPriceMinor`)}
                  />
                </FormField>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <ListError message={lineErrors?.message ?? lineErrors?.root?.message} />
      <AddButton disabled={disabled || fields.length >= FEE_LINES_MAX} onClick={() => append(emptyLine())}>
        {t('line.add')}
      </AddButton>
      <Vat register={register} control={control} errors={errors} disabled={disabled} />
      <Totals control={control} />
    </Section>
  );
}

/** VAT: a rate in percent, or the reverse-charge procedure. */
function Vat({ register, control, errors }: SectionProps) {
  const t = useT(offerFormMessages);
  const mode = useWatch({ control, name: 'terms.vat.mode' });
  const vatErrors = errors.terms?.vat;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('vat.mode')} error={vatErrors?.message ?? vatErrors?.mode?.message}>
        <OptionSelect
          {...register('terms.vat.mode')}
          options={VAT_MODES}
          labels={(m) => t(`vat.mode.${m}`)}
        />
      </FormField>
      {mode === 'rate' ? (
        <FormField label={t('vat.rate')} error={vatErrors?.rateBp?.message}>
          <Input inputMode="decimal" autoComplete="off" className="w-32" {...register('terms.vat.rateBp')} />
        </FormField>
      ) : null}
    </div>
  );
}

/** An amount in minor units as the page's language writes money: "€1,234.50", "1.234,50 €". Only display divides. */
export function moneyText(minor: number, currency: string, locale: Locale): string {
  const digits = minorUnitExponent(currency);
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/**
 * Net, VAT and gross as the lines stand, computed by `offerTotals` as the server will; a line not yet
 * readable counts as nothing until it is.
 */
function Totals({ control }: { control: OfferControl }) {
  const t = useT(offerFormMessages);
  const locale = useLocale();
  const [lines, vat, currency] = useWatch({ control, name: ['terms.lines', 'terms.vat', 'terms.currency'] });
  const readable = lines.flatMap((line): FeeLine[] => {
    const quantity = quantityOf(line.quantity, locale);
    const price = unitPriceMinor(line.unitPriceMinor, currency, locale);
    return Number.isFinite(quantity) && Number.isFinite(price)
      ? [{ ...line, quantity, unitPriceMinor: price }]
      : [];
  });
  const rateBp = vat.mode === 'rate' ? parseDecimal(vat.rateBp, 2, locale) : 0;
  const totals = offerTotals({
    lines: readable,
    vat:
      vat.mode === 'rate'
        ? { mode: 'rate', rateBp: Number.isFinite(rateBp) ? rateBp : 0 }
        : { mode: 'reverse_charge' },
  });
  const money = (minor: number) => moneyText(minor, currency, locale);
  return (
    <div className="rounded-lg bg-slate-50 p-4" aria-live="polite">
      <h3 className="text-sm font-semibold text-slate-900">{t('totals.title')}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t('totals.net')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{money(totals.net)}</dd>
        </div>
        {totals.vat !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('totals.vat', { rate: vat.rateBp || '0' })}</dt>
            <dd className="text-slate-900 tabular-nums">{money(totals.vat)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1">
          <dt className="font-semibold text-slate-900">{t('totals.gross')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(totals.gross)}</dd>
        </div>
      </dl>
      {totals.vat === null ? (
        <p className="mt-2 text-xs text-slate-700">{t('totals.reverseCharge')}</p>
      ) : null}
    </div>
  );
}

/** Payment terms and the cancellation tiers, with a way back to the facilitator's own tiers. */
function Terms({
  register,
  control,
  errors,
  disabled,
  defaultTiers,
}: SectionProps & { defaultTiers?: readonly CancellationTier[] }) {
  const t = useT(offerFormMessages);
  const hintId = useId();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'terms.cancellationTiers' });
  const tierErrors = errors.terms?.cancellationTiers;
  return (
    <Section title={t('section.terms')}>
      <FormField
        label={t('paymentTerms')}
        hint={t('paymentTerms.hint')}
        error={errors.terms?.paymentTermsDays?.message}
      >
        <WholeNumberInput className="w-32" {...register('terms.paymentTermsDays')} />
      </FormField>
      <fieldset aria-describedby={hintId} className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{t('tiers.legend')}</legend>
        <p id={hintId} className="text-xs text-slate-600">
          {t('tiers.hint')}
        </p>
        <ol className="space-y-2">
          {fields.map((field, index) => (
            <li key={field.id}>
              <fieldset className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:grid-cols-[12rem_8rem_auto]">
                <legend className="sr-only">{t('tiers.row', { number: index + 1 })}</legend>
                <FormField label={t('tiers.days')} error={tierErrors?.[index]?.minDaysBefore?.message}>
                  <WholeNumberInput
                    max={365}
                    {...register(`terms.cancellationTiers.${index}.minDaysBefore`)}
                  />
                </FormField>
                <FormField label={t('tiers.percent')} error={tierErrors?.[index]?.percent?.message}>
                  <WholeNumberInput max={100} {...register(`terms.cancellationTiers.${index}.percent`)} />
                </FormField>
                <RemoveButton
                  label={t('tiers.remove', { number: index + 1 })}
                  disabled={disabled || fields.length === 1}
                  onClick={() => remove(index)}
                />
              </fieldset>
            </li>
          ))}
        </ol>
        <ListError message={tierErrors?.message ?? tierErrors?.root?.message} />
        <div className="flex flex-wrap gap-2">
          <AddButton
            disabled={disabled || fields.length >= CANCELLATION_TIERS_MAX}
            onClick={() => append({ minDaysBefore: '0', percent: '100' })}
          >
            {t('tiers.add')}
          </AddButton>
          {defaultTiers ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => replace(tierValues(defaultTiers))}
            >
              <RotateCcw aria-hidden className="h-4 w-4" /> {t('tiers.reset')}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </Section>
  );
}

/** Two or three agreed outcomes, one text box each. */
function Outcomes({ control, errors, disabled }: SectionProps) {
  const t = useT(offerFormMessages);
  const outcomeErrors = errors.terms?.outcomes;
  return (
    <Section title={t('section.outcomes')} description={t('section.outcomes.description')}>
      <Controller
        control={control}
        name="terms.outcomes"
        render={({ field }) => {
          const outcomes = field.value;
          const set = (next: string[]) => field.onChange(next);
          return (
            <>
              <ol className="space-y-3">
                {outcomes.map((outcome, index) => (
                  // The position is the identity: the boxes hold no state of their own.
                  <li key={index} className="flex items-end gap-2">
                    <div className="min-w-0 flex-1">
                      <FormField
                        label={t('outcome', { number: index + 1 })}
                        error={outcomeErrors?.[index]?.message}
                      >
                        <Textarea
                          rows={2}
                          value={outcome}
                          disabled={disabled}
                          onChange={(event) =>
                            set(outcomes.map((o, i) => (i === index ? event.target.value : o)))
                          }
                          onBlur={field.onBlur}
                        />
                      </FormField>
                    </div>
                    {outcomes.length > OUTCOMES_MIN ? (
                      <RemoveButton
                        label={t('outcome.remove', { number: index + 1 })}
                        disabled={disabled}
                        onClick={() => set(outcomes.filter((_, i) => i !== index))}
                      />
                    ) : null}
                  </li>
                ))}
              </ol>
              <ListError message={outcomeErrors?.message ?? outcomeErrors?.root?.message} />
              <AddButton
                disabled={disabled || outcomes.length >= OUTCOMES_MAX}
                onClick={() => set([...outcomes, ''])}
              >
                {t('outcome.add')}
              </AddButton>
            </>
          );
        }}
      />
    </Section>
  );
}
