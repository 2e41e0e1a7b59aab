import { useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES, localizedPath, type Locale } from '../../../shared/i18n/locales';
import { useLocale } from '../../lib/i18n';

/** Remembers that the visitor chose a language, or dismissed the suggestion: it is not offered again. */
export const CHOSEN_KEY = 'fh-language-chosen';

export const rememberLanguageChoice = () => {
  try {
    localStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // Storage can be off (a private window): the suggestion may then come back, nothing worse.
  }
};

/** The current page in `locale`: the same path and query below that language's prefix. */
function useLocalizedHref(locale: Locale) {
  const { pathname, search, hash } = useLocation();
  return `${localizedPath(locale, pathname)}${search}${hash}`;
}

export function OtherLanguageLink({ locale, className }: { locale: Locale; className?: string }) {
  const href = useLocalizedHref(locale);
  return (
    // A full page load: the other language's pages are the same routes below another prefix.
    <a href={href} hrefLang={locale} lang={locale} className={className} onClick={rememberLanguageChoice}>
      {LOCALE_NAMES[locale]}
    </a>
  );
}

/** The page in the other language(s): a link named in that language ("Deutsch", "English"). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const current = useLocale();
  return (
    <>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <OtherLanguageLink key={locale} locale={locale} className={className} />
      ))}
    </>
  );
}
