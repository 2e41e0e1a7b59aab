import { LANGUAGES, type LanguageCode } from '../facilitation-options';
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
