import './lib/zod-config';
import { startTransition } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProviders } from './app';
import { queryClient } from './lib/query-client';
import { createReadyRouter } from './routes';
import { pageLocale } from './lib/i18n';
import { preloadSignedInHeader } from './components/layout/header';
import { reviveErrors, SSR_STATE_ID, type SsrState } from './ssr/ssr-state';
import './styles.css';

const root = document.getElementById('root')!;

/** Ends the current task: what follows runs in a task of its own, and the browser can respond in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const stateScript = document.getElementById(SSR_STATE_ID);
// A page the server rendered (src/web/entry-server.tsx) comes with the data it was drawn from.
const state = stateScript?.textContent ? (JSON.parse(stateScript.textContent) as SsrState) : undefined;

const locale = pageLocale();

const app = (router: DataRouter) => (
  <AppProviders
    locale={locale}
    queryClient={queryClient}
    session={state?.session}
    cookieBanner={state?.cookieBanner}
    renderedAt={state?.renderedAt}
  >
    <RouterProvider router={router} />
  </AppProviders>
);

/** React DOM's client: a chunk of its own (vite.config.ts), preloaded beside this one. */
const reactDom = () => import('react-dom/client');

if (state) {
  hydrate(queryClient, reviveErrors(state.queries));
  // A query the server drew as failed (an unknown job's 404) stays failed on hydration, as the server drew it.
  for (const query of state.queries.queries)
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  // Small tasks rather than one long one, which would keep a slow phone from responding: this script's
  // own evaluation, then React DOM's, then the page's modules, then hydration as a transition, which
  // React does in slices of a few milliseconds (for /jobs, hundreds of milliseconds in all). The page
  // is on screen and usable meanwhile: its links are links.
  void nextTask()
    .then(reactDom)
    .then(async ({ hydrateRoot }) => {
      await nextTask();
      const [router] = await Promise.all([
        createReadyRouter(locale),
        state.session?.user ? preloadSignedInHeader() : undefined,
      ]);
      await nextTask();
      startTransition(() => void hydrateRoot(root, app(router)));
    });
} else {
  void Promise.all([reactDom(), createReadyRouter(locale)]).then(([{ createRoot }, router]) =>
    createRoot(root).render(app(router)),
  );
}
