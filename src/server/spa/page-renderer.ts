import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_CONSENT_NAME } from '../../shared/constants';
import type { PageRead, PageRendererModule, ReadResult, RenderOutput } from '../../shared/page-data';
import { meOf } from '../auth/me';
import { getCurrentUser } from '../auth/session';
import { pageDataLoader } from './page-data';

/** Where the web build writes the server's renderer (scripts/build-web.ts SSR_ENTRY). */
const SSR_ENTRY = '.ssr/entry-server.js';

/** One of a page's reads with its answer. */
export interface LoadedRead {
  read: PageRead;
  result: ReadResult;
}

export interface RenderedPage {
  /** What the page read, as the visitor: its head and status come from these too. */
  loaded: LoadedRead[];
  /** The page's HTML; undefined when it could not be drawn (the browser then draws it) or a route redirects. */
  body?: RenderOutput;
}

export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  /** Loads the page's data as the visitor, by calling the services, then draws the page once. */
  render(request: FastifyRequest): Promise<RenderedPage>;
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

  return {
    rendersOnServer: renderer.rendersOnServer,
    async render(request) {
      let loaded: LoadedRead[] = [];
      try {
        const viewer = await getCurrentUser(request);
        const session = await meOf(app.deps.db, viewer);
        const reads = renderer.pageReads(request.url, session);
        const data = await Promise.all(reads.map((read) => load(read, viewer)));
        loaded = reads.map((read, index) => ({ read, result: data[index] }));
        const body = await renderer.render({
          url: request.url,
          origin: app.deps.config.SITE_URL,
          session,
          data,
          cookieBanner: !CONSENT_COOKIE.test(request.headers.cookie ?? ''),
          now: app.deps.clock.now().toISOString(),
        });
        if (body?.undeclared.length)
          request.log.warn({ queries: body.undeclared }, 'a page read data its declaration lacks');
        return { loaded, body };
      } catch (error) {
        // The page still works drawn by the browser, with the head and status of what was loaded.
        request.log.error({ err: error }, 'page could not be rendered on the server');
        return { loaded };
      }
    },
  };
}
