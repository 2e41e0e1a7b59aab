import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../facilitation-options';
import { INTL_LOCALES, type Locale } from './locales';

const NAMES = new Map<Locale, Intl.DisplayNames>();

/**
 * A spoken language's name in `locale`: the site's own English names ("German"), in other languages
 * Intl's ("Deutsch"), or the English name where Intl has none.
 */
export function languageName(code: LanguageCode, locale: Locale): string {
  if (locale === 'en') return LANGUAGES[code];
  let names = NAMES.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' });
    NAMES.set(locale, names);
  }
  return names.of(code) ?? LANGUAGES[code];
}

/** Languages' names in `locale`, as a list: "German, English". */
export const languageNames = (codes: readonly LanguageCode[], locale: Locale) =>
  codes.map((code) => languageName(code, locale)).join(', ');

/** The languages as a select offers them, in `locale`, in the order of their names there. */
export const languageOptions = (locale: Locale) =>
  LANGUAGE_CODES.map((value) => ({ value, label: languageName(value, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, INTL_LOCALES[locale]),
  );
