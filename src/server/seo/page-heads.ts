import type { FastifyRequest } from 'fastify';
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

export function staticPageHead(
  pathname: string,
  request: FastifyRequest,
  origin: string,
): PageHead | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!Object.hasOwn(STATIC_PAGES, path)) return undefined;
  const page = STATIC_PAGES[path];
  const mode = path === '/auth' ? (request.query as Record<string, unknown> | undefined)?.mode : undefined;
  const title =
    typeof mode === 'string' && Object.hasOwn(AUTH_MODE_TITLES, mode)
      ? siteTitle(AUTH_MODE_TITLES[mode])
      : page.title;
  return { title, description: page.description, url: `${origin}${path}` };
}
