import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializeJsonLd } from '../../shared/job-posting-jsonld';
import type { PageHead, RenderOutput } from '../../shared/page-data';
import { SITE_NAME } from '../../shared/constants';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../../shared/i18n/locales';
import { SESSION_COOKIE } from '../auth/session';
import { body } from '../http/error-handler';
import { staticPageHead } from '../seo/page-heads';
import { loadPagePreloads, pagePreloadMatcher, type PagePreload } from './page-preloads';
import { PageCache, preferredEncoding, type CachedPage } from './page-cache';
import { loadPageRenderer } from './page-renderer';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every non-API path answered with index.html so that the client
 * router shows the page (or its not-found view). Unknown /api paths get JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text assets: send the one the browser accepts.
      preCompressed: true,
      // robots.txt and sitemap.xml are routes (with absolute URLs): a stray copy in a build must not clash
      // with them. index.html is only ever sent with its head filled in (sendIndex). The compressed
      // copies are reached through their originals' routes.
      globIgnore: ['robots.txt', 'sitemap.xml', 'index.html', '**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }
  const preloads = loadPagePreloads(webDir);
  const template = prepareTemplate(hasBuild ? fs.readFileSync(indexFile, 'utf8') : '', preloads.afterPaint);
  const preloadsFor = pagePreloadMatcher(preloads);
  const renderer = hasBuild ? await loadPageRenderer(app, webDir) : undefined;

  /** The head of a page the browser draws (or whose render failed): a public page's fixed one, or the defaults. */
  const fixedHead = (pathname: string, request: FastifyRequest) =>
    staticPageHead(pathname, request, app.deps.config.SITE_URL);

  const pages = new PageCache();

  /**
   * The page's document. A public page loads its data as the visitor and is drawn from it, and its head and
   * status are what the render reports (src/web/entry-server.tsx); a page behind sign-in is drawn by the browser.
   * A signed-out visitor's page drawn from the same answers a moment ago is served as it was (page-cache.ts).
   */
  const pageFor = async (
    request: FastifyRequest,
    pathname: string,
  ): Promise<{ status: number; document: string; cached?: CachedPage }> => {
    // A language's pages are the same pages below its prefix: '/de/jobs/1' preloads what '/jobs/1' does.
    const { locale, path: pagePath } = splitLocale(pathname);
    const preload = preloadsFor(pagePath);
    if (renderer?.rendersOnServer(pathname) !== true)
      return {
        status: 200,
        document: template.render(fixedHead(pathname, request), preload, undefined, locale),
      };
    const page = await renderer.load(request);
    const key = renderer.cacheKey(request);
    const data = JSON.stringify(page.data);
    const cached = key === undefined ? undefined : pages.get(key);
    if (cached?.data === data) {
      app.deps.metrics.pageCacheHits.inc();
      return { status: cached.status, document: cached.document, cached };
    }
    if (key !== undefined) app.deps.metrics.pageCacheMisses.inc();
    const body = await page.draw();
    const head = body?.head ?? fixedHead(pathname, request);
    const status = head?.status ?? 200;
    const document = template.render(head, preload, body, locale);
    if (key === undefined || !body || status !== 200) return { status, document };
    return { status, document, cached: pages.set(key, { data, status, document }) };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await pageFor(request, decodeURIComponentSafe(request.url.split('?')[0]));
    reply
      .status(page.status)
      .header('cache-control', pageCacheControl(request))
      .type('text/html; charset=utf-8');
    // Returned: an async handler that only calls send() loses a body that compression streams (> 8 KiB).
    if (!page.cached) return reply.send(page.document);
    // A cached page keeps its bytes and compressed copies: sent as they are, the compression hook leaves
    // them alone (it compresses the bytes for a request that accepts neither brotli nor gzip).
    const encoding =
      request.headers['x-no-compression'] === undefined
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(pages.encoded(page.cached, 'identity'));
    const vary = reply.getHeader('vary');
    return reply
      .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
      .header('content-encoding', encoding)
      .send(pages.encoded(page.cached, encoding));
  };

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    return reply.status(404).send(body('NOT_FOUND', `No route matches ${request.method} ${pathname}.`));
  };
  app.setNotFoundHandler(notFound);
  app.get('/', sendIndex);
  // Every other page is the app's too (its router shows the not-found page). A route rather than the
  // not-found handler, so that the page gets the route hooks: compression above all.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A script or stylesheet that is not there (say, of an earlier build) is a 404, not the app's page.
    const isAsset = pathname.startsWith('/assets/');
    return isApi || isAsset || !hasBuild ? notFound(request, reply) : sendIndex(request, reply);
  });
}

/**
 * A page asked for with a session is drawn for its reader (their email and session are in it): no shared
 * cache may keep it, nor the browser store it. A signed-out page may be kept, checked again each time.
 */
const pageCacheControl = (request: FastifyRequest) =>
  SESSION_COOKIE.test(request.headers.cookie ?? '') ? 'private, no-store' : 'no-cache';

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function escapeHtml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Title, description, canonical, feed, Open Graph and Twitter tags: the ones the server writes and PageMeta replaces. */
const HEAD_TAGS =
  /[ \t]*(?:<title\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*\b(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>|<link\b[^>]*\brel="canonical"[^>]*>|<link\b(?=[^>]*\brel="alternate")(?=[^>]*\btype="application\/rss\+xml")[^>]*>)[ \t]*\r?\n?/gi;

function unescapeHtml(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const SLOT = '\u0000head\u0000';
const PRELOAD_SLOT = '\u0000preload\u0000';
const ENTRY_SLOT = '\u0000entry\u0000';
const FETCH_SLOT = '\u0000fetch\u0000';
const ROOT_SLOT = '\u0000root\u0000';
const LANG_SLOT = '\u0000lang\u0000';
/** index.html's language: the page's, per request. */
const HTML_LANG = /(<html\b[^>]*\blang=")[^"]*(")/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The app's entry script, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;
/** index.html's preloads of the entry's own chunks (React DOM's), on lines of their own. */
const MODULE_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>[ \t]*\r?\n?/gi;
/** index.html's preloads of API requests (who is signed in), on lines of their own. */
const FETCH_PRELOAD = /[ \t]*<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="fetch")[^>]*>[ \t]*\r?\n?/gi;
/** Comments in <head> are notes for whoever reads index.html, not for browsers. */
const COMMENT = /[ \t]*<!--[\s\S]*?-->[ \t]*\r?\n?/g;

/**
 * Reads the built index.html once and leaves a slot where its head tags were,
 * so that each page gets exactly one title, one description, one canonical, at
 * most one feed link and one set of Open Graph tags. Every tag written into the slot carries
 * `data-server-head`: the browser's <PageMeta> removes them when it renders
 * its own, so the two never stack up.
 */
export function prepareTemplate(html: string, afterPaint?: string) {
  const defaultTitle = unescapeHtml(
    /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() || SITE_NAME,
  );
  const defaultDescription = unescapeHtml(
    /<meta\b[^>]*\bname="description"[^>]*\bcontent="([^"]*)"/i.exec(html)?.[1] ?? '',
  );
  const headEnd = html.search(/<\/head>/i);
  let indent = '    ';
  // The first head tag's place becomes the slot; the others are dropped. The body is left alone.
  let placed = false;
  let head = headEnd >= 0 ? html.slice(0, headEnd).replace(COMMENT, '') : '';
  // A server-rendered page starts with the after-paint script instead of the entry (see render()).
  const entry = ENTRY_SCRIPT.exec(head);
  const fetchPreloads = head.match(FETCH_PRELOAD)?.join('') ?? '';
  // The entry's chunks go with it: after the entry script, or after it in the after-paint script's list.
  const entryChunks = [...head.matchAll(MODULE_PRELOAD)];
  head = head.replace(MODULE_PRELOAD, '');
  if (entry) head = head.replace(ENTRY_SCRIPT, ENTRY_SLOT);
  let fetchPlaced = false;
  head = head.replace(FETCH_PRELOAD, () => {
    if (fetchPlaced) return '';
    fetchPlaced = true;
    return FETCH_SLOT;
  });
  head = head.replace(HEAD_TAGS, (match) => {
    if (placed) return '';
    placed = true;
    indent = /^[ \t]*/.exec(match)?.[0] || indent;
    return SLOT;
  });
  if (!placed && headEnd >= 0) head += SLOT;
  // The page's preloads go last in <head>, after the entry script and the stylesheet, which
  // matter most: on lines of their own when </head> has one.
  const lineStart = head.lastIndexOf('\n') + 1;
  const preloadAt = /^[ \t]*$/.test(head.slice(lineStart)) ? lineStart : head.length;
  const skeleton =
    headEnd >= 0
      ? head.slice(0, preloadAt).replace(HTML_LANG, `$1${LANG_SLOT}$2`) +
        PRELOAD_SLOT +
        head.slice(preloadAt) +
        html.slice(headEnd).replace(EMPTY_ROOT, ROOT_SLOT)
      : html;

  return {
    defaultTitle,
    defaultDescription,
    /**
     * The page for a resolved head, or with the site defaults (still marked, so the browser can
     * replace them), and the page's preloads: its script chunks and first API requests, which the
     * browser would otherwise only start once the entry script has run (and, for the data, once
     * the page's code has rendered). A page the server rendered (`body`) is complete without them:
     * it starts with the after-paint script, which loads the entry and the page's chunks once the
     * page is on screen, and it has no API preloads (its data and session are in the page).
     */
    render(
      page: PageHead | undefined,
      preload: PagePreload = { modules: [], data: [] },
      body?: Pick<RenderOutput, 'html' | 'stateScript'>,
      locale: Locale = DEFAULT_LOCALE,
    ): string {
      if (headEnd < 0) return html;
      const tags = headTags(page ?? { title: defaultTitle }, defaultDescription);
      const deferred = Boolean(body && afterPaint && entry);
      const modules = [
        entry?.[1] ?? '',
        ...entryChunks.map((chunk) => chunk[1]),
        ...preload.modules.map((file) => `/${file}`),
      ];
      const preloads = deferred
        ? []
        : [
            ...preload.modules.map(
              (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
            ),
            ...preload.data.map(
              (url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin>`,
            ),
          ];
      const entryTag = deferred
        ? `<script type="module" crossorigin src="/${escapeHtml(afterPaint ?? '')}" data-modules="${escapeHtml(modules.join(' '))}"></script>`
        : [entry?.[0] ?? '', ...entryChunks.map((chunk) => chunk[0].trim())].join(`\n${indent}`);
      return skeleton
        .replace(LANG_SLOT, () => locale)
        .replace(SLOT, () => tags.map((tag) => `${indent}${tag}\n`).join(''))
        .replace(ENTRY_SLOT, () => entryTag)
        .replace(FETCH_SLOT, () => (deferred ? '' : fetchPreloads))
        .replace(PRELOAD_SLOT, () => preloads.map((tag) => `${indent}${tag}\n`).join(''))
        .replace(ROOT_SLOT, () =>
          body ? `<div id="root">${body.html}</div>${body.stateScript}` : '<div id="root"></div>',
        );
    },
  };
}

function headTags(head: PageHead, defaultDescription: string): string[] {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description || defaultDescription);
  const url = head.url ? escapeHtml(head.url) : undefined;
  const mark = 'data-server-head';
  return [
    `<title ${mark}>${title}</title>`,
    description ? `<meta name="description" content="${description}" ${mark} />` : '',
    url ? `<link rel="canonical" href="${url}" ${mark} />` : '',
    ...(head.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.url)}" ${mark} />`,
    ),
    head.feed
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.url)}" ${mark} />`
      : '',
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" ${mark} />`,
    `<meta property="og:type" content="${escapeHtml(head.type ?? 'website')}" ${mark} />`,
    `<meta property="og:title" content="${title}" ${mark} />`,
    description ? `<meta property="og:description" content="${description}" ${mark} />` : '',
    url ? `<meta property="og:url" content="${url}" ${mark} />` : '',
    `<meta name="twitter:card" content="summary" ${mark} />`,
    head.jsonLd ? `<script type="application/ld+json" ${mark}>${serializeJsonLd(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
}
