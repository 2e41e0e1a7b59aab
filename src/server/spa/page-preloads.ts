import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';

/**
 * What each page of the SPA needs first, written by the web build
 * (scripts/build-web.ts) next to index.html. A dot folder, so the static file
 * server does not publish it.
 */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export interface PagePreloads {
  pages: {
    /** React Router pattern: '/', '/jobs/:id', '*' (not found). */
    path: string;
    /** Script chunks beyond the entry's own, relative to the web root: 'assets/jobs-page-abc123.js'. */
    modules: string[];
    /** API requests the page starts with, such as '/api/jobs/:id' (a parameter is filled in from the URL). */
    data?: string[];
    /**
     * The language whose page this is, for a page that loads a module per language (a topic guide's
     * German text); without it, the page's in every language.
     */
    locale?: Locale;
  }[];
  /**
   * The script a server-rendered page starts with instead of the entry (src/web/ssr/after-paint.ts),
   * relative to the web root: it loads the entry and the page's chunks once the page is painted.
   */
  afterPaint?: string;
}

export interface PagePreload {
  modules: readonly string[];
  data: readonly string[];
}

interface CompiledPage {
  segments: string[];
  modules: string[];
  data: string[];
  locale?: Locale;
}

const NOTHING: PagePreload = { modules: [], data: [] };

/**
 * Maps a request path (within its language: '/topics/x' of '/de/topics/x') to the preloads of the page
 * the browser router will show there, ranked like React Router: the pattern with the most static
 * segments wins, '*' only when nothing else matches; case-insensitive, trailing slash ignored. An entry
 * of another language than `locale` does not count.
 */
export function pagePreloadMatcher(
  preloads: PagePreloads,
): (pathname: string, locale?: Locale) => PagePreload {
  const pages: CompiledPage[] = [];
  let notFound = NOTHING;
  for (const page of preloads.pages) {
    const compiled = {
      segments: segmentsOf(page.path),
      modules: page.modules,
      data: page.data ?? [],
      locale: page.locale,
    };
    if (page.path === '*') notFound = { modules: page.modules, data: [] };
    else pages.push(compiled);
  }
  return (pathname, locale = DEFAULT_LOCALE) => {
    const segments = segmentsOf(pathname);
    let best: { page: CompiledPage; params: Map<string, string> } | undefined;
    let bestStatic = -1;
    for (const page of pages) {
      if (page.segments.length !== segments.length) continue;
      if (page.locale && page.locale !== locale) continue;
      const params = new Map<string, string>();
      let statics = 0;
      const matches = page.segments.every((part, index) => {
        if (part.startsWith(':')) {
          params.set(part, segments[index]);
          return true;
        }
        statics += 1;
        return part.toLowerCase() === segments[index].toLowerCase();
      });
      if (matches && statics > bestStatic) {
        best = { page, params };
        bestStatic = statics;
      }
    }
    if (!best) return notFound;
    const { page, params } = best;
    const fill = (url: string) =>
      url.replace(/:[A-Za-z]\w*/g, (name) => encodeURIComponent(params.get(name) ?? name));
    return { modules: page.modules, data: page.data.map(fill) };
  };
}

const segmentsOf = (value: string) => value.split('/').filter(Boolean);

/** Reads the build's page preloads; a build without them (or no build) preloads nothing. */
export function loadPagePreloads(webDir: string): PagePreloads {
  const file = path.join(webDir, PAGE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return { pages: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads;
}
