import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router';
import { localePrefix, type Locale } from '../shared/i18n/locales';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';
import type { Guard } from './lib/require-auth';
import { PAGES, pageFile, type Page } from './pages';
import { sectionRoute } from './sections';

/** What a page module exports: `Component`, and maybe a `loader`. */
type PageModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** Every page is its own lazily loaded chunk. */
const pageModules = import.meta.glob<PageModule>('./features/*/*-page.tsx');

function pageRoute(page: Page): RouteObject {
  const lazy = pageModules[pageFile(page)];
  if (!lazy) throw new Error(`The page module ${pageFile(page)} (for ${page.path}) does not exist.`);
  // The id is the page's pattern: the server's render and the browser's hydration name routes alike.
  return page.path === '/' ? { id: page.path, index: true, lazy } : { id: page.path, path: page.path, lazy };
}

/** The pages behind `guard` (the open ones without it), as routes. */
const pagesBehind = (guard?: Guard) => PAGES.filter((page: Page) => page.guard === guard).map(pageRoute);

/** Every guard a page names: a section each. */
const GUARDS = [...new Set(PAGES.flatMap((page: Page) => page.guard ?? []))];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [...pagesBehind(), ...GUARDS.map((guard) => sectionRoute(guard, pagesBehind(guard)))],
  },
];

/** The page of a route id: its entry of PAGES ('*' when none has it). */
export function pageById(id: string | undefined): Page {
  return PAGES.find((page) => page.path === id) ?? PAGES[PAGES.length - 1];
}

/**
 * The browser's router, with the first page's code loaded and its loader run before React renders. A
 * page the server rendered hydrates as it was drawn there (a router still loading would draw nothing, and
 * hydration would fail); any other page renders at once instead of drawing an empty fallback first.
 */
export async function createReadyRouter(locale: Locale) {
  // A language's pages live under its prefix (/de/jobs): the same routes, below a basename.
  const basename = localePrefix(locale) || undefined;
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  const loaderData: NonNullable<HydrationState['loaderData']> = {};
  for (const { route, params } of matches) {
    if (typeof route.lazy === 'function') {
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    }
    if (typeof route.loader === 'function' && route.id) {
      loaderData[route.id] = await route.loader({
        params,
        request: new Request(window.location.href),
        url: new URL(window.location.href),
        pattern: route.path ?? '',
        context: undefined,
      });
    }
  }
  return createBrowserRouter(routes, { basename, hydrationData: { loaderData } });
}
