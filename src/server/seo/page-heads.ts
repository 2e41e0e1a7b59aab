import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocale, type Locale } from '../../shared/i18n/locales';
import type { PageHead } from '../../shared/page-data';
import { AUTH_MODE_TITLES, PUBLIC_PAGES, fullTitle, siteTitle, type PageText } from '../../shared/page-meta';

/**
 * The fixed heads of the public pages, word for word what their <PageMeta> renders (both read
 * src/shared/page-meta.ts; tests/e2e/seo.spec.ts compares the two). A page the server renders reports its
 * own head; these serve the pages the browser draws (/auth, /request-access) and a page whose render failed.
 */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).map(([path, page]: [string, PageText]) => [
    path,
    { title: fullTitle(page.title), description: page.description },
  ]),
);

/**
 * A fixed page's words in `locale`. page-meta.ts holds them in English; a language whose words it does not
 * give yet shows the English ones, as the page itself does.
 */
const pageTextIn = (_locale: Locale, path: string) => STATIC_PAGES[path];
const authModeTitleIn = (_locale: Locale, mode: string) => siteTitle(AUTH_MODE_TITLES[mode]);

/**
 * The fixed head of a public page at `pathname` ('/auth', '/de/auth'): its words in the page's language,
 * its canonical address in that language, and its address in every language as alternates.
 */
export function staticPageHead(
  pathname: string,
  request: FastifyRequest,
  origin: string,
): PageHead | undefined {
  const { locale, path: inner } = splitLocale(pathname);
  const path = inner.length > 1 ? inner.replace(/\/+$/, '') : inner;
  if (!Object.hasOwn(STATIC_PAGES, path)) return undefined;
  const page = pageTextIn(locale, path);
  const mode = path === '/auth' ? (request.query as Record<string, unknown> | undefined)?.mode : undefined;
  const title =
    typeof mode === 'string' && Object.hasOwn(AUTH_MODE_TITLES, mode)
      ? authModeTitleIn(locale, mode)
      : page.title;
  const address = (language: Locale) => `${origin}${localizedPath(language, path)}`;
  return {
    title,
    description: page.description,
    url: address(locale),
    alternates: [
      ...LOCALES.map((language) => ({ hreflang: language, url: address(language) })),
      { hreflang: 'x-default', url: address(DEFAULT_LOCALE) },
    ],
  };
}
