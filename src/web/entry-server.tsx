import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import type {
  PageRendererModule,
  PageSession,
  ReadResult,
  RenderInput,
  RenderOutput,
} from '../shared/page-data';
import { translate } from '../shared/i18n/catalogue';
import { LOCALES, localePrefix, splitLocale, type Locale } from '../shared/i18n/locales';
import { AppProviders } from './app';
import { preloadSignedInHeader } from './components/layout/header';
import { ServerHeadContext, type ServerHead } from './components/page-meta';
import { ApiError } from './lib/api';
import { commonMessages } from './lib/common-messages';
import { createQueryClient } from './lib/query-client';
import { PAGE_DATA, readOf, type PageQuery } from './page-data';
import { pageById, routes } from './routes';
import { plainErrors, scriptJson, SSR_STATE_ID, type SsrState } from './ssr/ssr-state';

/**
 * The server's renderer of the public pages (built by scripts/build-web.ts into the web build's .ssr
 * folder; src/server/spa/page-renderer.ts loads it). The server asks what a page reads (`pageReads`),
 * loads that by calling its services, and hands the answers to `render`, which draws the page once, as
 * the browser will on its first render: the browser then hydrates that HTML from the same answers. The
 * page's head and status are what its <PageMeta> reports during that render.
 */

/** How many paths' matches are kept (then matching starts afresh). */
const MATCH_MEMO = 1000;
const matchMemo = new Map<string, ReturnType<typeof matchRoutes>>();

/**
 * The routes at `pathname`, the page's last. React Router flattens and ranks every route on each match,
 * which was a third of a page's server time: the matches of the last paths asked for are kept.
 */
function routesAt(pathname: string) {
  if (matchMemo.has(pathname)) return matchMemo.get(pathname);
  // A language's pages are the same routes below its prefix: '/de/jobs/1' is '/jobs/1'.
  const matches = matchRoutes(routes, splitLocale(pathname).path);
  if (matchMemo.size >= MATCH_MEMO) matchMemo.clear();
  matchMemo.set(pathname, matches);
  return matches;
}

/** Whether the server renders this path (PAGES' ssr flag). */
export function rendersOnServer(pathname: string): boolean {
  return pageById(routesAt(pathname)?.at(-1)?.route.id).ssr === true;
}

/** The queries the page at `url` starts with, from its declaration in page-data.ts. */
function pageQueries(url: string, session: PageSession): PageQuery[] {
  const { pathname, searchParams } = new URL(url, 'http://page');
  const match = routesAt(pathname)?.at(-1);
  const declared = PAGE_DATA[(match?.route.id ?? '*') as keyof typeof PAGE_DATA];
  if (!declared) return [];
  return declared({ params: match?.params ?? {}, search: searchParams, viewerId: session?.user.id ?? null });
}

export function pageReads(url: string, session: PageSession) {
  return pageQueries(url, session).flatMap((query) => {
    const read = readOf(query);
    return read ? [read] : [];
  });
}

/** One handler per language: the same routes below the language's prefix (its basename). */
const handlers = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createStaticHandler(routes, { basename: localePrefix(locale) || undefined }),
  ]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;

/** A signed-in header's lazy parts (account menu, bell), loaded once, so that the one render draws them. */
let signedInHeader: Promise<unknown> | undefined;

/** The query client of one render: a failed read is drawn as its error (a job's Not Found), not retried. */
function serverQueryClient() {
  const defaults = createQueryClient().getDefaultOptions();
  return new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retry: false, retryOnMount: false } },
  });
}

/** A read's answer as the page's query gets it; a read the server left out is the reader's unexpected error. */
const answer = (result: ReadResult | undefined, locale: Locale) => {
  if (!result) throw new ApiError(500, 'INTERNAL', translate(locale, commonMessages, 'unexpectedError'));
  if (!result.ok) throw new ApiError(result.status, result.code, result.message);
  return result.data;
};

export async function render(input: RenderInput): Promise<RenderOutput | undefined> {
  const request = new Request(new URL(input.url, input.origin));
  const { locale } = splitLocale(new URL(request.url).pathname);
  const handler = handlers[locale];
  const [context] = await Promise.all([
    // Loads the page's module (a lazy route), and runs any loader of its route.
    handler.query(request),
    input.session ? (signedInHeader ??= preloadSignedInHeader()) : undefined,
  ]);
  // A loader's redirect: the browser follows it.
  if (context instanceof Response) return undefined;

  const queryClient = serverQueryClient();
  // The answers go into the cache as the browser's fetches would put them (an error as an ApiError).
  let index = 0;
  for (const query of pageQueries(input.url, input.session)) {
    const result = readOf(query) ? input.data[index++] : undefined;
    await queryClient.prefetchQuery({
      ...(query as FetchQueryOptions),
      queryFn: () => answer(result, locale),
    });
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // The page's <PageMeta> reports its head and status here as it is drawn.
  const server: ServerHead = { origin: input.origin };
  // Synchronous, and once: the HTML has no streaming scripts (our CSP allows no inline script).
  const html = renderToString(
    <ServerHeadContext.Provider value={server}>
      <AppProviders
        locale={locale}
        queryClient={queryClient}
        session={input.session}
        cookieBanner={input.cookieBanner}
        renderedAt={input.now}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </ServerHeadContext.Provider>,
  );

  // A read the components made that the page's declaration lacks: drawn loading, and left to the browser.
  const undeclared = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && readOf(query.options))
    .map((query) => query.queryHash);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const state: SsrState = {
    queries: plainErrors(queries),
    session: input.session,
    cookieBanner: input.cookieBanner,
    renderedAt: input.now,
  };
  return {
    html,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    head: server.head,
    undeclared,
  };
}

export const renderer = { rendersOnServer, pageReads, render } satisfies PageRendererModule;
