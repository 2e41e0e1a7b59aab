import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../../../shared/jobs';
import type { SavedJob, SavedJobPage } from '../../../shared/saved';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { jobSummary } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { Component as SavedJobsPage } from './saved-jobs-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const job = (id: string, overrides: Partial<JobSummary> = {}) =>
  jobSummary({ id, title: `Job ${id}`, ...overrides });
const savedAt = '2027-01-11T10:00:00.000Z';

let items: SavedJob[];
let listAnswer: () => Response;
let calls: ApiCall[];

beforeEach(() => {
  items = [
    {
      job: job('a', { title: 'Strategy offsite', applicationDeadline: '2027-02-15' }),
      state: 'open',
      savedAt,
    },
    { job: job('b', { title: 'Closed workshop', status: 'closed' }), state: 'closed', savedAt },
    { job: job('c', { title: 'Old retreat', status: 'expired' }), state: 'expired', savedAt },
    { job: job('d', { title: 'Hidden job' }), state: 'unavailable', savedAt },
  ];
  listAnswer = () => {
    const page: SavedJobPage = { items, page: 1, pageSize: 20, total: items.length, totalPages: 1 };
    return Response.json(page);
  };
  calls = stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === '/api/saved-jobs') return listAnswer();
    if (pathname.startsWith('/api/saved-jobs/') && call.method === 'DELETE')
      return new Response(null, { status: 204 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<SavedJobsPage />, { url: '/facilitator/saved', auth: true, guard: 'facilitator' });

describe('the Saved jobs page', () => {
  it('marks each saved job open, closed, expired or no longer available, with its deadline', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved jobs' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Strategy offsite',
      'Closed workshop',
      'Old retreat',
      'Hidden job',
    ]);
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[0]).toHaveTextContent('Deadline 15 February 2027');
    expect(within(rows[0]!).getByRole('link', { name: 'Strategy offsite' })).toHaveAttribute(
      'href',
      '/jobs/a',
    );
    expect(rows[1]).toHaveTextContent('Closed');
    expect(rows[1]).toHaveTextContent('Open until filled');
    expect(rows[2]).toHaveTextContent('Expired');
    expect(rows[3]).toHaveTextContent('No longer available');
    expect(within(rows[3]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes a job', async () => {
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Remove Closed workshop from saved jobs' });
    items = items.filter((item) => item.job.id !== 'b');
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Closed workshop')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/saved-jobs/b',
    ]);
  });

  it('leads to the job board when nothing is saved', async () => {
    items = [];
    renderPage();
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Browse Jobs' }))
      expect(link).toHaveAttribute('href', '/jobs');
  });

  it('shows a failed list with a way to try again', async () => {
    listAnswer = () => errorResponse(500, 'INTERNAL', 'Something went wrong.');
    renderPage();
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
