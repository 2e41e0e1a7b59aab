import { minorUnitExponent } from '../../shared/engagement-options';
import { INTL_LOCALES, type Locale } from '../../shared/i18n/locales';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of minor units (cents) in its currency, as `locale` writes it: "€1,234.50", "1.234,50 €",
 * "¥1,200". Amounts stay integers of minor units everywhere; this is the one place that divides, to show
 * one (with exactly the currency's decimals, so that 0.5 never reads as "€0.5").
 */
export function formatMinor(amount: number, currency: string, locale: Locale): string {
  const exponent = minorUnitExponent(currency);
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formats.set(key, format);
  }
  return format.format(amount / 10 ** exponent);
}
