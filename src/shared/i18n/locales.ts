/**
 * The site's languages. English is the spec's and lives at the root (`/jobs`); every other language lives
 * under its own prefix (`/de/jobs`). A language is never chosen by redirecting on Accept-Language, so that
 * crawlers see both (decision 037).
 */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself: the switcher's link text. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch' };

/** The locale `Intl` formats dates and numbers in: British English (the spec's "27 April 2027"), German. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

/** A number as `locale` writes it: "1,200", "1.200". */
export const formatNumber = (value: number, locale: Locale) => value.toLocaleString(INTL_LOCALES[locale]);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The path prefix of a language: '' for English, '/de' for German. */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A path's language and the path within it: '/de/jobs/1' → de and '/jobs/1'; '/jobs' → en and '/jobs'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) {
    return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A language-neutral path in `locale`: ('de', '/jobs') → '/de/jobs'; ('de', '/') → '/de'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The language an HTTP request asks for: a supported language named in Accept-Language, by its weight;
 * else English. For API answers (errors in the reader's language), never for choosing a page.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
