import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationItem, ModerationQueue } from '../../../shared/moderation';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { LocaleProvider } from '../../lib/i18n';
import { Component as ModerationPage } from './moderation-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const item = (n: number): ModerationItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Strategy offsite facilitator ${n}`,
  companyId: `company-${n}`,
  companyName: `Company ${n}`,
  location: 'Berlin, Germany',
  submittedAt: '2031-05-10T08:00:00.000Z',
});

let pending: ModerationItem[];
let queueAnswer: () => Response | null;
let decisionAnswer: () => Response | null;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  pending = [item(1), item(2)];
  queueAnswer = () => null;
  decisionAnswer = () => null;
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role: 'admin' }));
    if (pathname === '/api/admin/moderation') {
      const page: ModerationQueue = {
        items: pending,
        page: 1,
        pageSize: 20,
        total: pending.length,
        totalPages: 1,
      };
      return queueAnswer() ?? Response.json(page);
    }
    const decision = pathname.match(/^\/api\/admin\/jobs\/([^/]+)\/(approve|reject)$/);
    if (method === 'POST' && decision) {
      const answer = decisionAnswer();
      if (answer) return answer;
      const job = pending.find((p) => p.id === decision[1])!;
      pending = pending.filter((p) => p.id !== job.id);
      return Response.json({
        id: job.id,
        title: job.title,
        status: decision[2] === 'approve' ? 'published' : 'rejected',
      });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (locale: 'en' | 'de' = 'en') =>
  renderWithProviders(
    <LocaleProvider value={locale}>
      <ModerationPage />
    </LocaleProvider>,
    {
      url: '/admin/moderation',
      path: '/admin/moderation',
      auth: true,
      guard: 'admin',
      routes: [{ path: '/', element: <p>home page</p> }],
    },
  );

/** The wide screen's table (jsdom applies no media queries: both layouts are in the document). */
const table = async () => within(await screen.findByRole('table', { name: 'Jobs waiting for review' }));

describe('the moderation page', () => {
  it('lists the jobs waiting for review with a link to each', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    const rows = await table();
    expect(rows.getByRole('link', { name: /Strategy offsite facilitator 1/ })).toHaveAttribute(
      'href',
      `/jobs/${item(1).id}`,
    );
    expect(rows.getByText('Company 2')).toBeInTheDocument();
    expect(screen.getByText('2 jobs waiting')).toBeInTheDocument();
  });

  it('approves a job with a toast, and the queue refreshes', async () => {
    renderPage();
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Approve Strategy offsite facilitator 1' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Job approved',
        'Strategy offsite facilitator 1 is published; the poster was told.',
      ),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/admin/jobs/${item(1).id}/approve`, body: {} });
    await waitFor(() => expect(screen.getByText('1 job waiting')).toBeInTheDocument());
  });

  it('rejects only with a reason, typed in a labelled field of a dialog', async () => {
    renderPage();
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Reject Strategy offsite facilitator 2' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject job' }));
    expect(await dialog.findByText('Please give the reason for the rejection')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Links to another job board.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/admin/jobs/${item(2).id}/reject`,
      body: { reason: 'Links to another job board.' },
    });
    expect(toastSuccess).toHaveBeenCalledWith(
      'Job rejected',
      'The poster of Strategy offsite facilitator 2 was told why.',
    );
  });

  it("keeps the dialog and the reason when the server refuses, with the server's message", async () => {
    decisionAnswer = () => errorResponse(409, 'CONFLICT', 'This job is no longer waiting for review.');
    renderPage();
    const rows = await table();
    await userEvent.click(rows.getByRole('button', { name: 'Reject Strategy offsite facilitator 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject job' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', 'This job is no longer waiting for review.'),
    );
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Spam');
  });

  it('says when nothing waits', async () => {
    pending = [];
    renderPage();
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    queueAnswer = () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.');
    renderPage();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    queueAnswer = () => null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeDefined();
  });

  it('speaks German on a German page: the review is Prüfung, counts, buttons and dates in German', async () => {
    renderPage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prüfung' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Jobs, die auf Prüfung warten' }));
    expect(screen.getByText('2 Jobs warten')).toBeInTheDocument();
    expect(rows.getByRole('columnheader', { name: 'Eingereicht' })).toBeInTheDocument();
    expect(rows.getAllByText(/^10\. Mai 2031, \d\d:\d\d$/)).toHaveLength(2);
    await userEvent.click(rows.getByRole('button', { name: 'Strategy offsite facilitator 2 ablehnen' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '„Strategy offsite facilitator 2“ ablehnen' }),
    );
    expect(dialog.getByText('Höchstens 1.000 Zeichen.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Job ablehnen' })).toBeInTheDocument();
  });
});
