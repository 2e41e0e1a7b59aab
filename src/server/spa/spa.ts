import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializeJsonLd } from '../../shared/job-posting-jsonld';
import { SITE_NAME } from '../../shared/constants';
import { body } from '../http/error-handler';
import { loadPagePreloads, pagePreloadMatcher, type PagePreload } from './page-preloads';

export interface PageHead {
  title: string;
  /** Falls back to the site description of the built index.html. */
  description?: string;
  /** Absolute canonical address of the page: <link rel="canonical"> and og:url. */
  url?: string;
  /** og:type; default 'website'. */
  type?: string;
  /** The page's RSS feed: <link rel="alternate" type="application/rss+xml">, `url` absolute. */
  feed?: { title: string; url: string };
  /** Structured data, written as <script type="application/ld+json"> with '<' escaped. */
  jsonLd?: unknown;
  /** Extra tags (already escaped) placed at the end of <head>. */
  extra?: string;
  status?: number;
}

/** Resolves the server-rendered <head> of a path; undefined lets the next resolver (or the default) answer. */
export type HeadResolver = (pathname: string, request: FastifyRequest) => Promise<PageHead | undefined>;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never
 * cached, and every non-API path answered with index.html so that the client
 * router shows the page (or its not-found view). Unknown /api paths get JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDir: string, headResolvers: HeadResolver[]) {
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
  const template = prepareTemplate(hasBuild ? fs.readFileSync(indexFile, 'utf8') : '');
  const preloadsFor = pagePreloadMatcher(loadPagePreloads(webDir));

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0]);
    let head: PageHead | undefined;
    try {
      for (const resolve of headResolvers) {
        head = await resolve(pathname, request);
        if (head) break;
      }
    } catch (error) {
      // The page still works without its server-rendered head (the browser renders its own).
      request.log.error({ err: error }, 'page head could not be resolved');
      head = undefined;
    }
    // Returned: an async handler that only calls send() loses a body that compression streams (> 8 KiB).
    return reply
      .status(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(template.render(head, preloadsFor(pathname)));
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

/**
 * Reads the built index.html once and leaves a slot where its head tags were,
 * so that each page gets exactly one title, one description, one canonical, at
 * most one feed link and one set of Open Graph tags. Every tag written into the slot carries
 * `data-server-head`: the browser's <PageMeta> removes them when it renders
 * its own, so the two never stack up.
 */
export function prepareTemplate(html: string) {
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
  let head = headEnd >= 0 ? html.slice(0, headEnd) : '';
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
      ? head.slice(0, preloadAt) + PRELOAD_SLOT + head.slice(preloadAt) + html.slice(headEnd)
      : html;

  return {
    defaultTitle,
    defaultDescription,
    /**
     * The page for a resolved head, or with the site defaults (still marked, so the browser can
     * replace them), and the page's preloads: its script chunks and first API requests, which the
     * browser would otherwise only start once the entry script has run (and, for the data, once
     * the page's code has rendered).
     */
    render(page: PageHead | undefined, preload: PagePreload = { modules: [], data: [] }): string {
      if (headEnd < 0) return html;
      const tags = headTags(page ?? { title: defaultTitle }, defaultDescription);
      const preloads = [
        ...preload.modules.map(
          (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
        ),
        ...preload.data.map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin>`),
      ];
      return skeleton
        .replace(SLOT, () => tags.map((tag) => `${indent}${tag}\n`).join(''))
        .replace(PRELOAD_SLOT, () => preloads.map((tag) => `${indent}${tag}\n`).join(''));
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
    head.extra ?? '',
  ].filter(Boolean);
}
