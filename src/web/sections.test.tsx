import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, type SessionResponse } from './lib/auth';
import type { FromState, Guard } from './lib/require-auth';
import { toastError } from './lib/toast';
import { PAGES, type Page } from './pages';
import { routes } from './routes';
import { meResponse, stubFetch } from './test/fake-api';

vi.mock('./lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

beforeEach(() => vi.mocked(toastError).mockClear());
afterEach(() => vi.unstubAllGlobals());

/**
 * The app's route tree with a stand-in for every page (its pattern as text) and for the root layout: the
 * sections, their guards and the admin layout are the app's own.
 */
function withStandIns(route: RouteObject): RouteObject {
  if (!route.children) return { ...route, lazy: undefined, element: <p>page {route.id}</p> };
  const element = route.id === 'root' ? <Outlet /> : route.element;
  return { ...route, element, children: route.children.map(withStandIns) } as RouteObject;
}

/** Opens `url` in the app's routes as `session` (undefined: the session is still loading). */
function openAs(url: string, session: SessionResponse | undefined) {
  const router = createMemoryRouter(routes.map(withStandIns), { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider initial={session}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** A URL the page's pattern matches. */
const urlOf = (page: Page) => (page.path === '*' ? '/no-such-page' : page.path.replace(/:\w+/g, 'p1'));

const company = meResponse('company');
const facilitator = meResponse('facilitator');
const admin = meResponse('company', { role: 'admin' });

/** An account each section turns away, and what it is told. */
const WRONG_ACCOUNT: Record<Exclude<Guard, 'signed-in'>, [SessionResponse, string]> = {
  company: [facilitator, 'Only companies can access this page.'],
  facilitator: [company, 'Only facilitators can access this page.'],
  admin: [company, 'Only administrators can access this page.'],
};
const RIGHT_ACCOUNT: Record<Guard, SessionResponse> = {
  'signed-in': facilitator,
  company,
  facilitator,
  admin,
};

const pages = (PAGES as readonly Page[]).map((page) => [page.path, page] as const);
const guarded = pages.filter(([, page]) => page.guard);
const forRoles = guarded.filter(([, page]) => page.guard !== 'signed-in');

describe('the guarded sections of the app (pages.ts guard)', () => {
  it.each(guarded)('sends a visitor from %s to sign-in, to come back afterwards', async (_path, page) => {
    const router = openAs(`${urlOf(page)}?tab=2`, null);
    expect(await screen.findByText('page /auth')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: urlOf(page), search: '?tab=2' },
    } satisfies FromState);
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Authentication Required',
        'You need to sign in to access this page.',
      ),
    );
  });

  it.each(pages.filter(([, page]) => !page.guard))('lets a visitor open %s', async (path, page) => {
    openAs(urlOf(page), null);
    expect(await screen.findByText(`page ${path}`)).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each(forRoles)('sends the wrong account from %s home', async (_path, page) => {
    const [session, message] = WRONG_ACCOUNT[page.guard as keyof typeof WRONG_ACCOUNT];
    const router = openAs(urlOf(page), session);
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('Access Denied', message));
  });

  it.each(guarded)('opens %s to its account', async (path, page) => {
    openAs(urlOf(page), RIGHT_ACCOUNT[page.guard!]);
    expect(await screen.findByText(`page ${path}`)).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows Loading... while the session loads, then the page', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    openAs('/company/dashboard', undefined);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('page /company/dashboard')).not.toBeInTheDocument();
    answer(Response.json(company));
    expect(await screen.findByText('page /company/dashboard')).toBeInTheDocument();
  });

  it('frames the admin pages in one admin layout, which stays as the admin moves between them', async () => {
    const router = openAs('/admin/users', admin);
    expect(await screen.findByText('page /admin/users')).toBeInTheDocument();
    const [nav, ...more] = screen.getAllByRole('navigation', { name: 'Admin' });
    expect(more).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    await router.navigate('/admin/audit-log');
    expect(await screen.findByText('page /admin/audit-log')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBe(nav);
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });
});
