import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../shared/reports';
import { errorResponse, meResponse, onePageResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { suspendWithReason } from '../../test/suspend-steps';
import { Component as UsersPage } from './users-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-1',
  name: 'Shady Co',
  email: 'shady@example.com',
  userType: 'company',
  isAdmin: false,
  createdAt: '2031-03-01T10:00:00.000Z',
  suspendedAt: null,
  suspensionReason: null,
  ...overrides,
});

let users: AdminUser[];
let calls: ApiCall[];

beforeEach(() => {
  users = [user(), user({ id: 'u-2', name: 'Admin', email: 'admin@example.com', isAdmin: true })];
  calls = stubFetch(({ url, method }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role: 'admin' }));
    if (pathname === '/api/admin/users') return onePageResponse(users);
    if (method === 'POST' && pathname === '/api/admin/users/u-1/suspend') {
      users = [user({ suspendedAt: '2031-03-02T10:00:00.000Z', suspensionReason: 'Fraud' }), users[1]!];
      return Response.json({ user: users[0] });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/admin/users') =>
  renderWithProviders(<UsersPage />, { url, path: '/admin/users', auth: true, guard: 'admin' });

describe('the admin Users page', () => {
  it('asks the server with the filters of the address', async () => {
    renderPage('/admin/users?q=shady&type=company&state=active&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((call) => call.url === '/api/admin/users?q=shady&type=company&state=active&page=2'),
      ).toBe(true),
    );
  });

  it('suspends with a required reason; an admin has no Suspend button', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Suspend shady@example.com' }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('button', { name: 'Suspend admin@example.com' })).not.toBeInTheDocument();
    // A quiet row action, not a solid red button on every row; the dialog confirms.
    for (const button of screen.getAllByRole('button', { name: 'Suspend shady@example.com' }))
      expect(button).not.toHaveClass('bg-red-600');

    await userEvent.click(screen.getAllByRole('button', { name: 'Suspend shady@example.com' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Suspend shady@example.com' });
    await suspendWithReason(dialog, calls, 'Fraud');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/users/u-1/suspend',
      body: { reason: 'Fraud' },
    });
    expect(
      (await screen.findAllByRole('button', { name: 'Unsuspend shady@example.com' })).length,
    ).toBeGreaterThan(0);
  });
});
