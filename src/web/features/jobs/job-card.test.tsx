import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../../../shared/jobs';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { jobSummary } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { JobCard } from './job-card';

const toastError = vi.fn();
vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(),
  toastError: (...args: unknown[]) => toastError(...args),
}));

const JOB_ID = '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f';
const job = jobSummary({ id: JOB_ID, focusAreas: ['agile'] });

let viewer: 'company' | 'facilitator' | null;
let savedIds: string[];
/** How the server answers PUT/DELETE /api/saved-jobs/:id; a pending promise holds the request open. */
let answerToggle: () => Response | Promise<Response>;
let calls: ApiCall[];

beforeEach(() => {
  toastError.mockReset();
  viewer = 'facilitator';
  savedIds = [];
  answerToggle = () => new Response(null, { status: 204 });
  calls = stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(viewer ? meResponse(viewer) : null);
    if (pathname === '/api/saved-jobs/ids') return Response.json({ jobIds: savedIds });
    if (pathname === `/api/saved-jobs/${JOB_ID}`) return answerToggle();
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderCard = (shown: JobSummary = job) => renderWithProviders(<JobCard job={shown} />, { auth: true });
const toggleName = (saved: boolean) => `${saved ? 'Saved job' : 'Save job'}: ${job.title}`;

describe("a job card's Save toggle", () => {
  it('shows a saved job as pressed', async () => {
    savedIds = [JOB_ID];
    renderCard();
    const button = await screen.findByRole('button', { name: toggleName(true) });
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves at once, waits for the server, and unsaves again', async () => {
    let finish: (response: Response) => void = () => {};
    answerToggle = () => new Promise((resolve) => (finish = resolve));
    renderCard();
    const button = await screen.findByRole('button', { name: toggleName(false) });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    // Pressed before the server answered, and waiting for it.
    expect(await screen.findByRole('button', { name: toggleName(true) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: toggleName(true) })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      `/api/saved-jobs/${JOB_ID}`,
    ]);

    savedIds = [JOB_ID];
    finish(Response.json({ jobId: JOB_ID, savedAt: '2027-01-11T10:00:00.000Z' }));
    await waitFor(() => expect(screen.getByRole('button', { name: toggleName(true) })).toBeEnabled());

    answerToggle = () => new Response(null, { status: 204 });
    savedIds = [];
    await userEvent.click(screen.getByRole('button', { name: toggleName(true) }));
    expect(await screen.findByRole('button', { name: toggleName(false) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `/api/saved-jobs/${JOB_ID}`)).toBe(
      true,
    );
    expect(toastError).not.toHaveBeenCalled();
  });

  it('goes back and says why when the server refuses', async () => {
    answerToggle = () => errorResponse(409, 'CONFLICT', 'You can save at most 500 jobs.');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: toggleName(false) }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Could not save the job', 'You can save at most 500 jobs.'),
    );
    expect(screen.getByRole('button', { name: toggleName(false) })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each(['company', null] as const)('is not there for %s', async (who) => {
    viewer = who;
    renderCard();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/me')).toBe(true));
    expect(await screen.findByRole('link', { name: /View Details/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/saved-jobs'))).toBe(false);
  });
});

describe('a job card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the budget in the reader locale, the format, delivery, first session date (written the one way) and languages', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'de-DE' });
    renderCard({
      ...job,
      budgetNote: 'plus travel',
      sessionFormat: 'workshop',
      sessionDates: ['2027-03-12', '2027-03-13'],
      sessionLanguages: ['de', 'en'],
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
    });
    const budget = await screen.findByText(/per day/);
    // German places the euro sign after the amount and groups thousands with a dot.
    expect(budget.textContent).toMatch(/^900\s€–1\.200\s€ per day$/);
    expect(screen.queryByText('plus travel')).not.toBeInTheDocument();
    expect(screen.getByText('Workshop')).toBeInTheDocument();
    expect(screen.getByText('Virtual')).toBeInTheDocument();
    expect(screen.getByText('12 March 2027 +1 more')).toBeInTheDocument();
    expect(screen.getByText('German, English')).toBeInTheDocument();
  });

  it('formats for an English reader, falls back to the budget note, and says when dates are flexible', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US' });
    const { unmount } = renderCard({
      ...job,
      remote: 'no',
      budget: { type: 'fixed-fee', min: 4000, max: 4000, currency: 'USD' },
    });
    expect(await screen.findByText('$4,000 fixed fee')).toBeInTheDocument();
    expect(screen.getByText('In person')).toBeInTheDocument();
    unmount();
    renderCard({ ...job, budgetNote: 'Competitive', sessionDatesFlexible: true });
    expect(await screen.findByText('Competitive')).toBeInTheDocument();
    expect(screen.getByText('Flexible dates')).toBeInTheDocument();
  });
});

describe("a job card's company logo", () => {
  it("shows the uploaded logo, sized and lazy, with the company's name beside it", async () => {
    renderCard({ ...job, companyLogoUrl: '/uploads/0123456789abcdef0123456789abcdef.webp' });
    expect(await screen.findByText('Acme Events')).toBeInTheDocument();
    // Decorative beside the printed name: an empty alt, so not an image to assistive technology.
    const logo = document.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '40');
    expect(logo).toHaveAttribute('height', '40');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByTestId('employer-logo-placeholder')).not.toBeInTheDocument();
  });

  it('keeps the building icon without a logo', async () => {
    renderCard();
    expect(await screen.findByText('Acme Events')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('employer-logo-placeholder')).toBeInTheDocument();
  });
});
