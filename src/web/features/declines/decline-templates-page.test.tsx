import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECLINE_REASONS, defaultTemplateId, type DeclineTemplates } from '../../../shared/declines';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as DeclineTemplatesPage } from './decline-templates-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const OWN_ID = '7d1f7a39-3d0e-4a47-a3a7-6f3b1f1c0a01';
let calls: ApiCall[];
let role: 'owner' | 'viewer';

const templates = (): DeclineTemplates => ({
  tellRemainingApplicants: true,
  templates: [
    ...DECLINE_REASONS.map((reason) => ({
      id: defaultTemplateId(reason),
      name: `Default ${reason}`,
      subject: 'Your application for {jobTitle}',
      body: 'Thank you.',
      reason,
      isDefault: true,
      edited: false,
    })),
    {
      id: OWN_ID,
      name: 'Warm no',
      subject: 'About {jobTitle}',
      body: 'Thanks.',
      reason: null,
      isDefault: false,
      edited: false,
    },
  ],
});

beforeEach(() => {
  role = 'owner';
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me')
      return Response.json(
        meResponse('company', { organisation: { id: 'company-1', name: 'Acme Events', role } }),
      );
    if (method === 'GET' && pathname === '/api/organisation/decline-templates')
      return Response.json(templates());
    if (pathname.startsWith('/api/organisation/decline-templates')) {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(templates().templates.at(-1), { status: method === 'POST' ? 201 : 200 });
    }
    if (pathname === '/api/organisation/decline-settings')
      return Response.json({ tellRemainingApplicants: false });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<DeclineTemplatesPage />, {
    url: '/company/organisation/decline-messages',
    path: '/company/organisation/decline-messages',
    auth: true,
    guard: 'company',
    routes: [{ path: '/', element: <p>home page</p> }],
  });
const sent = (method: string) => calls.filter((call) => call.method === method);

describe('the decline messages page', () => {
  it('lists the defaults and the own templates, edits a default into the organisation’s text, and deletes one', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Decline messages' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(DECLINE_REASONS.length + 1);
    const filled = items[0]!;
    expect(within(filled).getByText('Default')).toBeInTheDocument();

    await user.click(within(filled).getByRole('button', { name: 'Edit' }));
    const body = screen.getByRole('textbox', { name: 'Message' });
    await user.clear(body);
    await user.type(body, 'We filled it, {{firstName}.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toEqual({
      name: 'Default position_filled',
      subject: 'Your application for {jobTitle}',
      body: 'We filled it, {firstName}.',
      replacesDefault: 'position_filled',
    });

    const own = screen.getAllByRole('listitem').at(-1)!;
    await user.click(within(own).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(sent('DELETE')[0]?.url).toContain(OWN_ID);

    await user.click(screen.getByRole('checkbox', { name: /tell the applicants left/ }));
    await waitFor(() => expect(sent('PUT')[0]?.body).toEqual({ tellRemainingApplicants: false }));
  });

  it('lets a viewer read the messages but not change them', async () => {
    role = 'viewer';
    renderPage();
    expect(
      await screen.findByText('Only members who may move applicants can change the decline messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  });
});
