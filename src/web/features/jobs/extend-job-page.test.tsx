import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import type { JobDetail } from '../../../shared/jobs';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { LocaleProvider } from '../../lib/i18n';
import { Component as ExtendJobPage } from './extend-job-page';

const toastSuccess = vi.fn();
vi.mock('../../lib/toast', () => ({
  toastSuccess: (...args: unknown[]) => toastSuccess(...args),
  toastError: vi.fn(),
}));

const JOB_ID = '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f';
const OWNER = 'company-1';
const TOKEN = 'payload.signature';

let job: Partial<JobDetail>;
let extendAnswer: () => Response;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  job = {
    id: JOB_ID,
    title: 'Leadership offsite facilitator',
    status: 'published',
    isOwner: true,
    canExtend: true,
    expiresAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
  };
  extendAnswer = () => Response.json({ ...job, canExtend: false });
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { id: OWNER }));
    if (method === 'GET' && pathname === `/api/jobs/${JOB_ID}`) return Response.json(job);
    if (method === 'POST' && pathname === '/api/jobs/extend') return extendAnswer();
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (token = TOKEN, locale: Locale = 'en') =>
  renderWithProviders(
    <LocaleProvider value={locale}>
      <ExtendJobPage />
    </LocaleProvider>,
    {
      url: `/jobs/${JOB_ID}/extend?token=${encodeURIComponent(token)}`,
      path: '/jobs/:id/extend',
      routes: [{ path: '/jobs/:id', element: <p>The job page</p> }],
      auth: true,
      guard: 'company',
    },
  );

describe('the Extend link page', () => {
  it('extends the job with the token once the owner confirms, then shows the job', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Extend your job by 30 days' });
    await userEvent.click(screen.getByRole('button', { name: 'Extend 30 days' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Job extended', 'The job stays listed for 30 more days.'),
    );
    expect(calls).toContainEqual({ method: 'POST', url: '/api/jobs/extend', body: { token: TOKEN } });
    expect(await screen.findByText('The job page')).toBeInTheDocument();
  });

  it("shows the server's refusal, e.g. a second use", async () => {
    extendAnswer = () => errorResponse(409, 'CONFLICT', 'This job was already extended once.');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Extend 30 days' }));
    expect(await screen.findByText('This job was already extended once.')).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("is of no use to anyone but the job's owner", async () => {
    job = { ...job, isOwner: false, canExtend: false };
    renderPage();
    expect(
      await screen.findByText(/Only the company that posted this job can extend it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend 30 days' })).toBeDisabled();
  });

  it('speaks German on a German page, with the job linked inside the sentence', async () => {
    renderPage(TOKEN, 'de');
    await screen.findByRole('heading', { level: 1, name: 'Job um 30 Tage verlängern' });
    const link = screen.getByRole('link', { name: 'Leadership offsite facilitator' });
    expect(link.closest('p')).toHaveTextContent(
      /^Leadership offsite facilitator ist bis \d+\. \S+ \d{4} sichtbar\.$/,
    );
    expect(link).toHaveAttribute('href', `/jobs/${JOB_ID}`);
    await userEvent.click(screen.getByRole('button', { name: 'Um 30 Tage verlängern' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Job verlängert', 'Der Job bleibt weitere 30 Tage sichtbar.'),
    );
  });
});
