import { createContext, useContext, useMemo } from 'react';
import { translator, type Namespace, type Translate } from '../../shared/i18n/catalogue';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
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

/**
 * A message that may arrive as a key (a shared schema's zod issue, src/shared/i18n/keyed-messages.ts), in the
 * page's language; any other text as it is (the server's answers are already in the page's language).
 */
export function LocalizedMessage({ message }: { message: string | undefined }) {
  const locale = useLocale();
  return message === undefined ? null : localizeMessage(locale, message);
}
