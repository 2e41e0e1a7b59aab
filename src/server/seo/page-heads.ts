import type { FastifyRequest } from 'fastify';
import type { PageHead } from '../../shared/page-data';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';
import { PUBLIC_PATHS, authTitle, fullTitle, pageText, siteTitle } from '../../shared/page-meta';

/**
 * The fixed heads of the public pages, word for word what their <PageMeta> renders (both read
 * src/shared/page-meta.ts; tests/e2e/seo.spec.ts compares the two). A page the server renders reports its
 * own head; these serve the pages the browser draws (/auth, /request-access) and a page whose render failed.
 */
const heads = new Map<Locale, Record<string, { title: string; description: string }>>();

/** The fixed heads in `locale`, by the page's path within the language ('/about' for /de/about too). */
export function staticPages(
  locale: Locale = DEFAULT_LOCALE,
): Record<string, { title: string; description: string }> {
  let pages = heads.get(locale);
  if (!pages) {
    pages = Object.fromEntries(
      PUBLIC_PATHS.map((path) => {
        const page = pageText(locale, path);
        return [path, { title: fullTitle(page.title, locale), description: page.description }];
      }),
    );
    heads.set(locale, pages);
  }
  return pages;
}

/** The head of `pathname` (a path within `locale`'s pages), if it is a public page's. */
export function staticPageHead(
  pathname: string,
  request: FastifyRequest,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): PageHead | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pages = staticPages(locale);
  if (!Object.hasOwn(pages, path)) return undefined;
  const page = pages[path];
  const mode = path === '/auth' ? (request.query as Record<string, unknown> | undefined)?.mode : undefined;
  const title = path === '/auth' ? siteTitle(authTitle(locale, mode)) : page.title;
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
