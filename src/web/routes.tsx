import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';
import { PAGES, pageFile, type Page } from './pages';

/** What a page module exports: `Component`, and maybe a `loader`. */
type PageModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** Every page is its own lazily loaded chunk. */
const pageModules = import.meta.glob<PageModule>('./features/*/*-page.tsx');

function pageRoute(page: Page): RouteObject {
  const lazy = pageModules[pageFile(page)];
  if (!lazy) throw new Error(`The page module ${pageFile(page)} (for ${page.path}) does not exist.`);
  return page.path === '/' ? { index: true, lazy } : { path: page.path, lazy };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: PAGES.map(pageRoute),
  },
];

export const createRouter = () => createBrowserRouter(routes);
