import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrganisation } from '../../../shared/reports';
import { errorResponse, meResponse, onePageResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { suspendWithReason } from '../../test/suspend-steps';
import { Component as OrganisationsPage } from './organisations-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const organisation = (overrides: Partial<AdminOrganisation> = {}): AdminOrganisation => ({
  id: 'o-1',
  name: 'Shady Co',
  createdAt: '2031-03-01T10:00:00.000Z',
  suspendedAt: null,
  suspensionReason: null,
  members: [
    { id: 'u-1', name: 'Olga Owner', email: 'olga@shady.example', role: 'owner' },
    { id: 'u-2', name: 'Rick Recruiter', email: 'rick@shady.example', role: 'recruiter' },
  ],
  memberCount: 25,
  ...overrides,
});

let organisations: AdminOrganisation[];
let calls: ApiCall[];

beforeEach(() => {
  organisations = [organisation()];
  calls = stubFetch(({ url, method }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role: 'admin' }));
    if (pathname === '/api/admin/organisations') return onePageResponse(organisations);
    if (method === 'POST' && pathname === '/api/admin/organisations/o-1/suspend') {
      organisations = [organisation({ suspendedAt: '2031-03-02T10:00:00.000Z', suspensionReason: 'Fraud' })];
      return Response.json({ organisation: organisations[0] });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/admin/organisations') =>
  renderWithProviders(<OrganisationsPage />, {
    url,
    path: '/admin/organisations',
    auth: true,
    guard: 'admin',
  });

describe('the admin Organisations page', () => {
  it('asks the server with the filters of the address, and shows each organisation with its members', async () => {
    renderPage('/admin/organisations?q=shady&state=active&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisations' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/admin/organisations?q=shady&state=active&page=2')).toBe(
        true,
      ),
    );
    expect((await screen.findAllByText('olga@shady.example')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Rick Recruiter').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Recruiter').length).toBeGreaterThan(0);
    expect(screen.getAllByText('and 23 more members').length).toBeGreaterThan(0);
  });

  it('suspends the organisation with a required reason, saying what that does', async () => {
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Suspend Shady Co' }).length).toBeGreaterThan(0),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Suspend Shady Co' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Shady Co' });
    expect(dialog).toHaveTextContent('None of its members can act for the organisation');
    await suspendWithReason(dialog, calls, 'Fraud');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/organisations/o-1/suspend',
      body: { reason: 'Fraud' },
    });
    expect((await screen.findAllByRole('button', { name: 'Unsuspend Shady Co' })).length).toBeGreaterThan(0);
  });
});
