import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  dehydrate,
  QueryClient,
  type DefaultError,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { AppProviders } from './app';
import { setApiTransport } from './lib/api';
import type { SessionResponse } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { PAGES } from './pages';
import { pageAt, routes } from './routes';
import { plainErrors, scriptJson, SSR_STATE_ID, type SsrState } from './ssr/ssr-state';

/**
 * The server's renderer of the public pages (built by scripts/build-web.ts into the web build's
 * .ssr folder; src/server/spa/spa.ts loads it). It draws a page as the browser would on its first
 * render, with the page's data: the browser then hydrates that HTML instead of drawing from nothing.
 */

export interface RenderInput {
  /** Path and query of the page: '/jobs?q=retro'. */
  url: string;
  /** The site's own origin, for the router's request. */
  origin: string;
  /** GETs our API as the visitor (their cookie): the page's data comes from the same routes as in the browser. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The visitor's session (GET /api/me); null when signed out. */
  session: SessionResponse;
  /** No consent cookie yet: the banner is drawn. */
  cookieBanner: boolean;
  /** Now, by the server's clock (ISO 8601): the page's "Posted today" and the footer's year. */
  now: string;
}

export interface RenderOutput {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** The <script type="application/json"> the browser hydrates from. */
  stateScript: string;
  /** The page matched no route: the not-found page (HTTP 404). */
  notFound: boolean;
}

/** How many paths' answers rendersOnServer keeps (then it starts afresh). */
const RENDERS_ON_SERVER_MEMO = 1000;
const rendersOnServerMemo = new Map<string, boolean>();

/**
 * Whether the server renders this path (PAGES' ssr flag); the others are drawn by the browser. Asked on
 * every page request, and matching flattens and ranks every route each time: the answers of recent paths
 * are kept.
 */
export function rendersOnServer(pathname: string): boolean {
  const known = rendersOnServerMemo.get(pathname);
  if (known !== undefined) return known;
  const answer = pageAt(pathname).ssr === true;
  if (rendersOnServerMemo.size >= RENDERS_ON_SERVER_MEMO) rendersOnServerMemo.clear();
  rendersOnServerMemo.set(pathname, answer);
  return answer;
}

const requestFetch = new AsyncLocalStorage<RenderInput['fetch']>();
setApiTransport((url, init) => {
  const send = requestFetch.getStore();
  if (!send) return Promise.reject(new Error('api() called outside a server render'));
  return send(url, init);
});

const handler = createStaticHandler(routes);

/** Rounds of render-then-fetch: a query that another one's answer enables shows up in the next round. */
const MAX_ROUNDS = 4;

/** The marker of a Suspense boundary that renderToString left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

type AnyQueryOptions = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/**
 * Notes every enabled query the page's components ask for while they render: the server cannot
 * fetch during a render, so it renders, fetches what was asked, and renders again.
 */
class CollectingQueryClient extends QueryClient {
  readonly asked = new Map<string, AnyQueryOptions>();

  constructor(config: QueryClientConfig) {
    super(config);
    const defaults = this.defaultQueryOptions.bind(this);
    this.defaultQueryOptions = ((options: AnyQueryOptions) => {
      const defaulted = defaults(options);
      if (defaulted.enabled !== false && typeof defaulted.enabled !== 'function' && defaulted.queryHash)
        this.asked.set(defaulted.queryHash, defaulted as AnyQueryOptions);
      return defaulted;
    }) as QueryClient['defaultQueryOptions'];
  }
}

function serverQueryClient() {
  const defaults = createQueryClient().getDefaultOptions();
  return new CollectingQueryClient({
    // A failed query is drawn as its error (a job's Not Found), not as a retry's loading state.
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retry: false, retryOnMount: false } },
  });
}

export async function render(input: RenderInput): Promise<RenderOutput | undefined> {
  return requestFetch.run(input.fetch, () => renderPage(input));
}

async function renderPage(input: RenderInput): Promise<RenderOutput | undefined> {
  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  // A loader's redirect: the browser follows it.
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = serverQueryClient();
  const tree = () => (
    <AppProviders
      queryClient={queryClient}
      session={input.session}
      cookieBanner={input.cookieBanner}
      renderedAt={input.now}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  const fetched = new Set<string>();
  let html = '';
  for (let round = 1; ; round += 1) {
    // Synchronous, so the HTML has no streaming scripts (our CSP allows no inline script).
    html = renderToString(tree());
    // A lazy component (React.lazy) that had not loaded yet drew its fallback and left the rest to the browser.
    const suspended = html.includes(CLIENT_RENDERED_BOUNDARY);
    const missing = [...queryClient.asked.values()].filter(
      (options) =>
        !fetched.has(options.queryHash!) &&
        queryClient.getQueryState(options.queryKey)?.status !== 'success' &&
        typeof options.queryFn === 'function',
    );
    if ((missing.length === 0 && !suspended) || round === MAX_ROUNDS) break;
    await Promise.all([
      // Waits for every lazy component of the page to load, so that the next round draws them.
      suspended ? prerenderToNodeStream(tree()).then(({ prelude }) => text(prelude)) : undefined,
      ...missing.map((options) => {
        fetched.add(options.queryHash!);
        return queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
      }),
    ]);
  }

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const state: SsrState = {
    queries: plainErrors(queries),
    session: input.session,
    cookieBanner: input.cookieBanner,
    renderedAt: input.now,
  };
  const matched = context.matches.at(-1)?.route.id;
  return {
    html,
    stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    notFound: matched === PAGES[PAGES.length - 1].path,
  };
}
