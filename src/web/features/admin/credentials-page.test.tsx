import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCredential, AdminCredentialPage } from '../../../shared/facilitation';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { expectLinks } from '../../test/links';
import { renderWithProviders } from '../../test/render';
import { Component as CredentialsPage } from './credentials-page';

const toastSuccess = vi.fn();
vi.mock('../../lib/toast', () => ({
  toastSuccess: (...args: unknown[]) => toastSuccess(...args),
  toastError: vi.fn(),
}));

const credential = (overrides: Partial<AdminCredential> = {}): AdminCredential => ({
  id: 'cred-1',
  kind: 'lego-serious-play',
  detail: 'Rasmussen Consulting',
  year: 2021,
  expiresOn: null,
  verification: null,
  rejection: null,
  evidenceRequestedAt: null,
  evidenceUrl: 'https://example.org/certificate/42',
  evidenceFileUrl: '/api/credentials/cred-1/evidence',
  evidenceFileName: 'certificate.pdf',
  createdAt: '2031-03-01T10:00:00.000Z',
  facilitator: { id: 'fac-1', name: 'Amara Okafor' },
  version: 'v-shown',
  ...overrides,
});

let items: AdminCredential[];
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  items = [credential()];
  calls = stubFetch(({ url, method, body }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role: 'admin' }));
    if (pathname === '/api/admin/credentials') {
      const page: AdminCredentialPage = { items, page: 1, pageSize: 20, total: items.length, totalPages: 1 };
      return Response.json(page);
    }
    if (method === 'POST' && pathname === '/api/admin/credentials/cred-1/verify') {
      items = [credential({ verification: { at: '2031-03-05T09:00:00.000Z', byName: 'Dana Admin' } })];
      return Response.json(items[0]);
    }
    if (method === 'POST' && pathname === '/api/admin/credentials/cred-1/reject') {
      const { reason } = body as { reason: string };
      items = [credential({ rejection: { at: '2031-03-05T09:00:00.000Z', reason } })];
      return Response.json(items[0]);
    }
    if (method === 'POST' && pathname === '/api/admin/credentials/cred-1/request-evidence') {
      items = [credential({ evidenceRequestedAt: '2031-03-05T09:00:00.000Z' })];
      return Response.json(items[0]);
    }
    if (method === 'POST' && pathname === '/api/admin/credentials/cred-1/unverify') {
      items = [credential()];
      return Response.json(items[0]);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/admin/credentials') =>
  renderWithProviders(<CredentialsPage />, { url, path: '/admin/credentials', auth: true, guard: 'admin' });

/** The wide-screen table (phones get cards with the same content). */
const table = async () => screen.findByRole('table', { name: 'Credentials' });

describe('the admin Credentials page', () => {
  it('lists the unverified credentials with their facilitator and evidence, and filters by the address', async () => {
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Credentials' })).toBeInTheDocument();
    const row = within(await table()).getByRole('row', { name: /Amara Okafor/ });
    expectLinks(row, {
      'Amara Okafor': '/facilitators/fac-1',
      'Evidence link': 'https://example.org/certificate/42',
      'certificate.pdf': '/api/credentials/cred-1/evidence',
    });
    expect(
      within(row).getByText('LEGO® SERIOUS PLAY® method training — Rasmussen Consulting'),
    ).toBeInTheDocument();
    expect(within(row).getByText('2021')).toBeInTheDocument();
    expect(within(row).getByText('Claimed')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/credentials?status=unverified&page=1')).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All credentials');
    expect(router.state.location.search).toBe('?status=all');
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/admin/credentials?status=all&page=1')).toBe(true),
    );
  });

  it('verifies a credential, then withdraws the verification, with toasts', async () => {
    renderPage('/admin/credentials?status=all');
    const row = () =>
      within(screen.getByRole('table', { name: 'Credentials' })).getByRole('row', { name: /Amara Okafor/ });
    await table();
    const who = 'LEGO® SERIOUS PLAY® method training — Rasmussen Consulting of Amara Okafor';
    await userEvent.click(within(row()).getByRole('button', { name: `Verify ${who}` }));
    expect(await within(row()).findByText('Verified by Dana Admin on 5 March 2031')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith('Credential verified', who);
    // The verification names the version on screen.
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/credentials/cred-1/verify',
      body: { version: 'v-shown' },
    });

    await userEvent.click(within(row()).getByRole('button', { name: `Withdraw verification: ${who}` }));
    expect(await within(row()).findByText('Claimed')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenLastCalledWith('Verification withdrawn', who);
  });

  it('rejects with a required reason, and asks for evidence with a message', async () => {
    renderPage('/admin/credentials?status=all');
    await table();
    const who = 'LEGO® SERIOUS PLAY® method training — Rasmussen Consulting of Amara Okafor';
    const row = () =>
      within(screen.getByRole('table', { name: 'Credentials' })).getByRole('row', { name: /Amara Okafor/ });

    await userEvent.click(within(row()).getByRole('button', { name: `Reject ${who}` }));
    let dialog = await screen.findByRole('dialog', { name: `Reject ${who}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject credential' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Not in the register');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject credential' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/credentials/cred-1/reject',
      body: { reason: 'Not in the register' },
    });
    expect(await within(row()).findByText('Rejected')).toBeInTheDocument();
    expect(within(row()).getByText('Not in the register')).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenLastCalledWith('Credential rejected', who);

    await userEvent.click(within(row()).getByRole('button', { name: `Ask for evidence: ${who}` }));
    dialog = await screen.findByRole('dialog', { name: `Ask for evidence: ${who}` });
    await userEvent.type(within(dialog).getByLabelText(/Message to the facilitator/), 'Please upload it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.findLast((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/credentials/cred-1/request-evidence',
      body: { message: 'Please upload it' },
    });
    expect(await within(row()).findByText('Evidence requested on 5 March 2031')).toBeInTheDocument();
  });

  it('asks for a confirmation before verifying a credential without evidence', async () => {
    items = [credential({ evidenceUrl: null, evidenceFileUrl: null, evidenceFileName: null })];
    renderPage('/admin/credentials?status=all');
    await table();
    const who = 'LEGO® SERIOUS PLAY® method training — Rasmussen Consulting of Amara Okafor';
    const row = () =>
      within(screen.getByRole('table', { name: 'Credentials' })).getByRole('row', { name: /Amara Okafor/ });
    await userEvent.click(within(row()).getByRole('button', { name: `Verify ${who}` }));
    const dialog = await screen.findByRole('dialog', { name: `Verify ${who} without evidence?` });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Escape cancels; nothing is sent.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(row()).getByRole('button', { name: `Verify ${who}` }));
    const again = await screen.findByRole('dialog', { name: `Verify ${who} without evidence?` });
    expect(dialog).not.toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Verify without evidence' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/admin/credentials/cred-1/verify',
    });
  });

  it('says when nothing waits for verification', async () => {
    items = [];
    renderPage();
    expect(await screen.findByText('No credentials waiting for verification')).toBeInTheDocument();
  });
});
