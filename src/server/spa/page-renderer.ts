import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_NAME } from '../../shared/constants';
import type { PageRendererModule, ReadResult, RenderOutput } from '../../shared/page-data';
import { meOf } from '../auth/account.service';
import { getCurrentUser, SESSION_COOKIE } from '../auth/session';
import { pageDataLoader } from './page-data';

/** Where the web build writes the server's renderer (scripts/build-web.ts SSR_ENTRY). */
const SSR_ENTRY = '.ssr/entry-server.js';

export interface LoadedPage {
  /** The answers to what the page read, as the visitor: a kept page drawn from the same ones is still current. */
  data: ReadResult[];
  /** Draws the page once from those reads; undefined when it cannot be drawn (the browser then draws it). */
  draw(): Promise<RenderOutput | undefined>;
}

export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  /**
   * The key of the request's page among the cached pages (page-cache.ts): its address and whether the
   * cookie banner is drawn. Undefined for a visitor with a session cookie: their page is theirs.
   */
  cacheKey(request: FastifyRequest): string | undefined;
  /** Loads the page's data as the visitor, by calling the services. */
  load(request: FastifyRequest): Promise<LoadedPage>;
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
  const { renderer } = (await import(pathToFileURL(file).href)) as { renderer: PageRendererModule };
  const load = pageDataLoader(app);

  const cookieBanner = (request: FastifyRequest) => !CONSENT_COOKIE.test(request.headers.cookie ?? '');
  const failed = (request: FastifyRequest, error: unknown) => {
    // The page still works drawn by the browser, with the head of a page the browser draws.
    request.log.error({ err: error }, 'page could not be rendered on the server');
    return undefined;
  };

  return {
    rendersOnServer: renderer.rendersOnServer,
    cacheKey: (request) =>
      SESSION_COOKIE.test(request.headers.cookie ?? '')
        ? undefined
        : `${cookieBanner(request) ? 'banner' : 'consented'} ${request.url}`,
    async load(request) {
      try {
        const viewer = await getCurrentUser(request);
        const session = await meOf(app.deps, viewer);
        const reads = renderer.pageReads(request.url, session);
        const data = await Promise.all(reads.map((read) => load(read, viewer, request)));
        const input = {
          url: request.url,
          origin: app.deps.config.SITE_URL,
          session,
          data,
          cookieBanner: cookieBanner(request),
          now: app.deps.clock.now().toISOString(),
        };
        return {
          data,
          draw: () =>
            renderer.render(input).then(
              (body) => {
                if (body?.undeclared.length)
                  request.log.warn({ queries: body.undeclared }, 'a page read data its declaration lacks');
                return body;
              },
              (error: unknown) => failed(request, error),
            ),
        };
      } catch (error) {
        return { data: [], draw: async () => failed(request, error) };
      }
    },
  };
}
