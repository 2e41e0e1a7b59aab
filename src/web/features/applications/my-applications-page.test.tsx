import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyApplicationItem, MyApplicationsPage } from '../../../shared/applications';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as MyApplications } from './my-applications-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const JOB_ID = '0b5c5a3e-8f1d-4c1e-9a57-2f7d7f0c1a11';
const COMPANY_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const item: MyApplicationItem = {
  id: 'application-1',
  status: 'in_review',
  createdAt: '2026-03-02T10:00:00.000Z',
  statusChangedAt: '2026-03-03T10:00:00.000Z',
  attachments: [],
  job: {
    id: JOB_ID,
    title: 'Leadership offsite facilitator',
    companyName: 'Acme Events',
    companyId: COMPANY_ID,
    companyLeft: false,
    location: 'Berlin, Germany',
    status: 'published',
  },
  releasedDays: [],
};

let companyId: string | null;
let releasedDays: string[];
let conversationAnswer: () => Response | null;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  companyId = COMPANY_ID;
  releasedDays = [];
  conversationAnswer = () => null;
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === '/api/facilitator/applications') {
      const page: MyApplicationsPage = {
        items: [{ ...item, job: { ...item.job, companyId, companyLeft: !companyId }, releasedDays }],
        page: 1,
        pageSize: 10,
        total: 1,
        totalPages: 1,
      };
      return Response.json(page);
    }
    if (method === 'POST' && pathname === '/api/applications/application-1/keep-days')
      return Response.json({ days: releasedDays });
    if (method === 'POST' && pathname === '/api/conversations')
      return conversationAnswer() ?? Response.json({ conversationId: 'conversation-1' }, { status: 201 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<MyApplications />, {
    url: '/facilitator/applications',
    auth: true,
    guard: 'facilitator',
    routes: [{ path: '/messages/:id', element: <p>thread page</p> }],
  });

const openDialog = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Message company about Leadership offsite facilitator' }),
  );
  return screen.findByRole('dialog', { name: 'Message Acme Events' });
};

describe('Message company on My Applications', () => {
  it("writes to the job's company about the application, then leads to the thread", async () => {
    const { router } = renderPage();
    const dialog = await openDialog();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Message' }), 'Any news?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/conversation-1'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/conversations',
      body: { to: COMPANY_ID, body: 'Any news?', applicationId: 'application-1' },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Message sent');
  });

  it('shows why the server refused, and stays on the page', async () => {
    conversationAnswer = () =>
      errorResponse(403, 'BLOCKED', 'Acme Events is not accepting messages from you.');
    const { router } = renderPage();
    const dialog = await openDialog();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Message' }), 'Any news?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Acme Events is not accepting messages from you.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/facilitator/applications');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('says the company left, offers no Message button, and keeps the released days blocked on request', async () => {
    companyId = null;
    releasedDays = ['2030-05-06', '2030-05-07'];
    renderPage();
    expect(await screen.findByText('This company has left FacilitatorHub.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Message company/ })).not.toBeInTheDocument();
    expect(screen.getByText('The 2 days you were booked for are released.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: /^Keep them blocked\s*for Leadership offsite facilitator$/ }),
    );
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Days kept blocked',
        'The 2 days stay blocked in your calendar.',
      ),
    );
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/applications/application-1/keep-days',
      body: undefined,
    });
  });
});
