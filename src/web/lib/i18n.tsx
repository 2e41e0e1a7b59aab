import { createContext, useContext, useMemo } from 'react';
import { translator, type Namespace, type Translate } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../../shared/i18n/locales';

/**
 * The page's language, from its URL (`/de/…` is German): set once per page load, by the server's render
 * and by main.tsx alike. Switching language loads the other language's page.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const LocaleProvider = LocaleContext.Provider;

export const useLocale = (): Locale => useContext(LocaleContext);

/** A namespace's messages in the page's language: `const t = useT(jobMessages); t('title')`. */
export function useT<K extends string>(namespace: Namespace<K>): Translate<K> {
  const locale = useLocale();
  return useMemo(() => translator(locale, namespace), [locale, namespace]);
}

/** The language of the page the browser shows, for code outside React (a toast, a request). */
export const pageLocale = (): Locale =>
  typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocale(window.location.pathname).locale;
