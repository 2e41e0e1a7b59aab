import type { z } from 'zod';
import {
  minorUnitExponent,
  quantityHundredths,
  SendOfferSchema,
  type CancellationTier,
  type EngagementDelivery,
  type FeeLineKind,
  type OfferTerms,
  type VatMode,
} from '../../../shared/engagements';
import type { Currency, SessionFormat } from '../../../shared/facilitation-options';
import type { Locale } from '../../../shared/i18n/locales';

/** What the offer form checks: the terms, the message and the expiry (the source or the version come apart). */
export const OfferFormSchema = SendOfferSchema.omit({ source: true });
export type OfferFormOutput = z.output<typeof OfferFormSchema>;

/**
 * The terms as the form's inputs hold them: every number as typed ("1.234,50", "0,5", "19"), nothing chosen
 * as ''. `toOfferInput` turns them into the terms before validation; the paths stay the same, so that a
 * schema's message (`terms.lines.0.unitPriceMinor`) lands under the input it is about.
 */
export interface OfferFormValues {
  terms: {
    sessions: { date: string; start: string; end: string }[];
    timeZone: string;
    format: SessionFormat | '';
    delivery: EngagementDelivery;
    location: string;
    currency: Currency;
    lines: { kind: FeeLineKind; description: string; quantity: string; unitPriceMinor: string }[];
    vat: { mode: VatMode; rateBp: string };
    paymentTermsDays: string;
    cancellationTiers: { minDaysBefore: string; percent: string }[];
    outcomes: string[];
  };
  message: string;
  expiresOn: string;
}

export type OfferLineValues = OfferFormValues['terms']['lines'][number];
export type OfferTierValues = OfferFormValues['terms']['cancellationTiers'][number];

/** How each language writes a decimal number: "1,234.50" and "1.234,50". */
const SEPARATORS: Record<Locale, { decimal: string; group: string }> = {
  en: { decimal: '.', group: ',' },
  de: { decimal: ',', group: '.' },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A typed decimal as an integer of units of 10^-`digits` ("1.234,50" in German or "1,234.50" in English with
 * 2 digits is 123450), by string arithmetic: no float ever holds the amount. Spaces may group the digits
 * too, and the other language's decimal sign is read as one when it cannot be a group ("0.5" on a German
 * page). Anything else (a sign, letters, more decimals than `digits`) is NaN, for the schema to refuse.
 */
export function parseDecimal(text: string, digits: number, locale: Locale): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const { decimal, group } = SEPARATORS[locale];
  const other = SEPARATORS[locale === 'en' ? 'de' : 'en'].decimal;
  let whole = compact;
  let fraction = '';
  const at = compact.lastIndexOf(decimal);
  if (at >= 0) {
    whole = compact.slice(0, at);
    fraction = compact.slice(at + 1);
  } else if (new RegExp(`^\\d+${escape(other)}\\d{1,2}$`).test(compact)) {
    [whole = '', fraction = ''] = compact.split(other);
  }
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`);
  if (grouped.test(whole)) whole = whole.replaceAll(group, '');
  if (whole === '' && fraction !== '') whole = '0';
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > digits) return Number.NaN;
  const units = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(units) ? units : Number.NaN;
}

/**
 * An integer of units of 10^-`digits` as an input shows it, without groups: 123450 with 2 digits is
 * "1234.50" in English, "1234,50" in German; `trim` drops a fraction's trailing zeros ("0,5", "19").
 */
export function formatDecimal(units: number, digits: number, locale: Locale, trim = false): string {
  const text = String(units).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = trim ? text.slice(whole.length).replace(/0+$/, '') : text.slice(whole.length);
  return fraction ? `${whole}${SEPARATORS[locale].decimal}${fraction}` : whole;
}

/** A whole number as typed; NaN unless it is one (the schema names the field). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** A fee line's amount as an input typed it, in minor units of `currency`. */
export const unitPriceMinor = (text: string, currency: string, locale: Locale) =>
  parseDecimal(text, minorUnitExponent(currency), locale);

/** A quantity as typed ("0,5"): hundredths, then the number the schema takes (0.5). */
export const quantityOf = (text: string, locale: Locale) => parseDecimal(text, 2, locale) / 100;

/** The offer the form's values make, for the schema (and the server). */
export function toOfferInput(values: OfferFormValues, locale: Locale) {
  const { terms } = values;
  return {
    terms: {
      ...terms,
      format: terms.format === '' ? null : terms.format,
      lines: terms.lines.map((line) => ({
        ...line,
        quantity: quantityOf(line.quantity, locale),
        unitPriceMinor: unitPriceMinor(line.unitPriceMinor, terms.currency, locale),
      })),
      vat:
        terms.vat.mode === 'rate'
          ? { mode: 'rate' as const, rateBp: parseDecimal(terms.vat.rateBp, 2, locale) }
          : { mode: 'reverse_charge' as const },
      paymentTermsDays: wholeNumber(terms.paymentTermsDays),
      cancellationTiers: terms.cancellationTiers.map((tier) => ({
        minDaysBefore: wholeNumber(tier.minDaysBefore),
        percent: wholeNumber(tier.percent),
      })),
    },
    message: values.message,
    expiresOn: values.expiresOn === '' ? undefined : values.expiresOn,
  };
}

/** Tiers as their inputs hold them. */
export const tierValues = (tiers: readonly CancellationTier[]): OfferTierValues[] =>
  tiers.map((tier) => ({ minDaysBefore: String(tier.minDaysBefore), percent: String(tier.percent) }));

/** A new fee line: one facilitation day, its price still to type. */
export const emptyLine = (): OfferLineValues => ({
  kind: 'facilitation_day',
  description: '',
  quantity: '1',
  unitPriceMinor: '',
});

/**
 * Terms (a draft's, or the version being answered) in the form. A draft may come with fewer outcomes than
 * the form asks for: the form shows the two boxes anyway.
 */
export function offerFormValues(
  terms: OfferTerms,
  locale: Locale,
  { message = '', expiresOn = '' }: { message?: string; expiresOn?: string } = {},
): OfferFormValues {
  const exponent = minorUnitExponent(terms.currency);
  const outcomes = [...terms.outcomes];
  while (outcomes.length < 2) outcomes.push('');
  return {
    terms: {
      sessions: terms.sessions.map((session) => ({ ...session })),
      timeZone: terms.timeZone,
      format: terms.format ?? '',
      delivery: terms.delivery,
      location: terms.location,
      currency: terms.currency,
      lines: terms.lines.length
        ? terms.lines.map((line) => ({
            kind: line.kind,
            description: line.description,
            quantity: formatDecimal(quantityHundredths(line.quantity), 2, locale, true),
            unitPriceMinor: formatDecimal(line.unitPriceMinor, exponent, locale),
          }))
        : [emptyLine()],
      vat:
        terms.vat.mode === 'rate'
          ? { mode: 'rate', rateBp: formatDecimal(terms.vat.rateBp, 2, locale, true) }
          : { mode: 'reverse_charge', rateBp: '' },
      paymentTermsDays: String(terms.paymentTermsDays),
      cancellationTiers: tierValues(terms.cancellationTiers),
      outcomes,
    },
    message,
    expiresOn,
  };
}
