import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_NAME } from '../../shared/constants';
import { SESSION_COOKIE } from '../auth/session';

/** Where the web build writes the server's renderer (scripts/build-web.ts SSR_ENTRY). */
const SSR_ENTRY = '.ssr/entry-server.js';

/** The renderer's module (src/web/entry-server.tsx), as built. */
interface RendererModule {
  rendersOnServer(pathname: string): boolean;
  render(input: {
    url: string;
    origin: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    session: unknown;
    cookieBanner: boolean;
    now: string;
  }): Promise<Omit<RenderedPage, 'reads'> | undefined>;
}

/** One answer of our API that a render read: the page was drawn from these bytes. */
export interface PageRead {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface RenderedPage {
  html: string;
  stateScript: string;
  notFound: boolean;
  /** Every API answer the render read, in the order it read them. */
  reads: PageRead[];
}

export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  /**
   * The key of the request's page among the cached rendered pages: its address and whether the cookie
   * banner is drawn, the only other input of a signed-out render. Undefined for a visitor with a
   * session cookie: their page is theirs and never cached.
   */
  cacheKey(request: FastifyRequest): string | undefined;
  render(request: FastifyRequest): Promise<RenderedPage | undefined>;
  /**
   * Whether every answer a render read is still the same, byte for byte, when asked again as this
   * visitor: the render would then draw the same page (see page-cache.ts).
   */
  unchanged(request: FastifyRequest, reads: readonly PageRead[]): Promise<boolean>;
}

const CONSENT_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_NAME}=`);

/**
 * Renders the public pages on the server with the web build's renderer; undefined without a build
 * that has one (the browser then draws every page, as in development).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDir: string,
): Promise<PageRenderer | undefined> {
  const file = path.join(webDir, SSR_ENTRY);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as RendererModule;

  /** A GET of our own API as the visitor, answered in process (no socket, no rate limit of its own). */
  const read = async (url: string, cookie: string | undefined): Promise<PageRead> => {
    const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return {
      url,
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? 'application/json'),
      body: response.rawPayload,
    };
  };

  /** The renderer's fetch: reads as the visitor and notes each answer in `reads`. */
  const fetchAs =
    (cookie: string | undefined, reads: PageRead[]) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET') throw new Error(`A server render only reads: ${method} ${url}`);
      const answer = await read(url, cookie);
      reads.push(answer);
      const body = answer.status === 204 || answer.status === 304 ? null : new Uint8Array(answer.body);
      return new Response(body, { status: answer.status, headers: { 'content-type': answer.contentType } });
    };

  const cookieBanner = (cookie: string | undefined) => !CONSENT_COOKIE.test(cookie ?? '');

  return {
    rendersOnServer: module.rendersOnServer,
    cacheKey(request) {
      const cookie = request.headers.cookie;
      if (SESSION_COOKIE.test(cookie ?? '')) return undefined;
      return `${cookieBanner(cookie) ? 'banner' : 'consented'} ${request.url}`;
    },
    async render(request) {
      const cookie = request.headers.cookie;
      const reads: PageRead[] = [];
      const fetch = fetchAs(cookie, reads);
      const session = SESSION_COOKIE.test(cookie ?? '')
        ? await fetch('/api/me', {}).then((response) => (response.ok ? response.json() : null))
        : null;
      const page = await module.render({
        url: request.url,
        origin: app.deps.config.SITE_URL,
        fetch,
        session,
        cookieBanner: cookieBanner(cookie),
        now: app.deps.clock.now().toISOString(),
      });
      return page && { ...page, reads };
    },
    async unchanged(request, reads) {
      const cookie = request.headers.cookie;
      const again = await Promise.all(reads.map((before) => read(before.url, cookie)));
      return again.every(
        (answer, index) =>
          answer.status === reads[index].status &&
          answer.contentType === reads[index].contentType &&
          answer.body.equals(reads[index].body),
      );
    },
  };
}
