import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '../lib/auth';
import type { Guard } from '../lib/require-auth';
import { sectionRoute } from '../sections';

export interface RenderOptions {
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern `ui` is rendered at, e.g. '/jobs/:id' (its parameters come from `url`); any URL by default. */
  path?: string;
  /** More routes, e.g. stand-ins for the pages a link or a redirect leads to. */
  routes?: RouteObject[];
  /** With the session provider, as in the app: it asks GET /api/me who is signed in. */
  auth?: boolean;
  /** The page's guard in PAGES: `ui` renders inside its section's layout route, as in the app (needs `auth`). */
  guard?: Guard;
}

/**
 * Renders `ui` inside what the app gives every page: a fresh query client (no retries), a memory
 * router, and, when asked, the session provider. Answers Testing Library's result with the router
 * (read `router.state.location` after a navigation) and the query client.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', routes = [], auth = false, guard }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const page = { path, element: ui };
  const router = createMemoryRouter([guard ? sectionRoute(guard, [page]) : page, ...routes], {
    initialEntries: [url],
  });
  const app = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={queryClient}>
      {auth ? <AuthProvider>{app}</AuthProvider> : app}
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
