import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDetail } from '../../../shared/jobs';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { jobDetailAt } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { Component as JobDetailPage } from './job-detail-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const JOB_ID = '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f';
const OWNER = 'company-1';

const jobDetail = (overrides: Partial<JobDetail> = {}): JobDetail =>
  jobDetailAt(new Date().toISOString(), {
    id: JOB_ID,
    companyId: OWNER,
    requirements: '- Five years of facilitation',
    responsibilities: '- Design the agenda',
    company: {
      id: OWNER,
      name: 'Acme Events',
      description: '',
      contentLanguage: 'en',
      website: null,
      logoUrl: null,
    },
    isOwner: true,
    ...overrides,
  });

/** The job as the server holds it; the lifecycle actions change it as the server would. */
let job: JobDetail;
let actionAnswer: () => Response | null;
let calls: ApiCall[];
let viewer: 'company' | 'facilitator' | null;
let myApplication: { id: string; status: 'submitted'; createdAt: string } | null;

const STATE_AFTER: Record<string, Partial<JobDetail>> = {
  publish: {
    status: 'published',
    postedAt: new Date().toISOString(),
    isClosed: false,
    acceptingApplications: true,
    closedAt: null,
  },
  resubmit: { status: 'pending_review', rejectionReason: null },
  close: {
    status: 'closed',
    isClosed: true,
    acceptingApplications: false,
    closedAt: new Date().toISOString(),
  },
  reopen: { status: 'published', isClosed: false, acceptingApplications: true, closedAt: null },
  relist: { status: 'published', acceptingApplications: true, postedAt: new Date().toISOString() },
  extend: { canExtend: false },
};

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  job = jobDetail();
  viewer = 'company';
  myApplication = null;
  actionAnswer = () => null;
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(viewer ? meResponse(viewer, { id: OWNER }) : null);
    if (method === 'GET' && pathname === `/api/jobs/${JOB_ID}`) return Response.json(job);
    if (method === 'GET' && pathname === `/api/jobs/${JOB_ID}/my-application`)
      return Response.json({ application: myApplication });
    if (method === 'POST' && pathname === `/api/jobs/${JOB_ID}/applications`)
      return Response.json(
        {
          application: {
            id: 'application-1',
            status: 'submitted',
            createdAt: new Date().toISOString(),
            statusChangedAt: new Date().toISOString(),
          },
        },
        { status: 201 },
      );
    const action = pathname.match(
      new RegExp(`^/api/jobs/${JOB_ID}/(publish|close|reopen|resubmit|relist|extend)$`),
    )?.[1];
    if (method === 'POST' && action) {
      const answer = actionAnswer();
      if (answer) return answer;
      job = { ...job, ...STATE_AFTER[action] };
      return Response.json(job);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = `/jobs/${JOB_ID}`) =>
  renderWithProviders(<JobDetailPage />, { url, path: '/jobs/:id', auth: true });

/** Waits for the job to be shown. */
const jobShown = () => screen.findByRole('heading', { level: 1, name: 'Leadership offsite facilitator' });

describe("the job page's owner controls", () => {
  it('offer the owner of a published job to edit or close it, and its applicants instead of Apply', async () => {
    renderPage();
    await jobShown();
    expect(screen.getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', `/jobs/${JOB_ID}/edit`);
    expect(screen.getByRole('button', { name: 'Close job' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();

    const details = screen.getByRole('complementary', { name: 'Application Details' });
    expect(details).toHaveTextContent('You posted this job.');
    expect(within(details).getByRole('link', { name: 'View applicants' })).toHaveAttribute(
      'href',
      `/company/jobs/${JOB_ID}/applicants`,
    );
    // An owner does not ask whether they applied.
    expect(calls.map((call) => call.url)).not.toContain(`/api/jobs/${JOB_ID}/my-application`);
  });

  it('close a job: the page then says so and offers to reopen it', async () => {
    renderPage();
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Close job' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Job closed',
        'The job no longer accepts applications and is hidden from the job list.',
      ),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/jobs/${JOB_ID}/close`, body: {} });
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    expect(screen.getByText('This job is no longer accepting applications.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Job reopened',
        'The job is listed again and accepts applications.',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Close job' })).toBeInTheDocument();
  });

  it('a job an admin hid: its owner reads why, and cannot reopen it', async () => {
    job = jobDetail({ status: 'closed', isClosed: true, hiddenByAdmin: true, acceptingApplications: false });
    renderPage();
    await jobShown();
    expect(
      screen.getByText(
        'An admin took this job off the site after reports. It stays closed and cannot be reopened.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit job' })).toBeInTheDocument();
  });

  it('publish a draft, which shows no applicants link before', async () => {
    job = jobDetail({ status: 'draft', postedAt: null, acceptingApplications: false });
    renderPage();
    await jobShown();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(
      screen.getByText('This is a draft. Only you can see it; publish it to list it on the job board.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View applicants' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Job published',
        'Your job is now listed and open for applications.',
      ),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/jobs/${JOB_ID}/publish`, body: {} });
    expect(await screen.findByRole('button', { name: 'Close job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View applicants' })).toBeInTheDocument();
  });

  it('tell the owner a job in review waits for an admin, with no applicants link', async () => {
    job = jobDetail({ status: 'pending_review', postedAt: null, acceptingApplications: false });
    renderPage();
    await jobShown();
    expect(screen.getAllByText('In review').length).toBeGreaterThan(0);
    expect(screen.getByText(/waits for an admin’s review before it is listed/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View applicants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
  });

  it("show a rejected job's reason, and resubmit it for review", async () => {
    job = jobDetail({
      status: 'rejected',
      postedAt: null,
      acceptingApplications: false,
      rejectionReason: 'Please remove the links to other job boards.',
    });
    renderPage();
    await jobShown();
    expect(screen.getByText('Please remove the links to other job boards.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit job' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Job resubmitted',
        'An admin reviews it before it is listed. We will let you know when it is published.',
      ),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/jobs/${JOB_ID}/resubmit`, body: {} });
    expect(await screen.findByText(/waits for an admin’s review/)).toBeInTheDocument();
    expect(screen.queryByText('Please remove the links to other job boards.')).not.toBeInTheDocument();
  });

  it("show the server's message when an action fails, and keep the job as it was", async () => {
    actionAnswer = () => errorResponse(409, 'CONFLICT', 'This job is already closed.');
    renderPage();
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Close job' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error', 'This job is already closed.'));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close job' })).toBeEnabled();
  });

  it('are not shown to anyone else: a facilitator gets Apply Now', async () => {
    viewer = 'facilitator';
    job = jobDetail({ isOwner: false });
    renderPage();
    await jobShown();
    const apply = await screen.findAllByRole('button', { name: /Apply Now/ });
    expect(apply).toHaveLength(2);
    // A tap before the page runs asks for the page again with ?apply=1, which opens the dialog once it runs.
    for (const button of apply) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.closest('form')).toHaveAttribute('action', `/jobs/${job.id}`);
      expect(button.closest('form')).toHaveFormValues({ apply: '1' });
    }
    expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    expect(screen.queryByText('You posted this job.')).not.toBeInTheDocument();
  });
});

describe('a job whose positions are all filled', () => {
  it('says so beside its title, and still takes applications', async () => {
    viewer = 'facilitator';
    job = jobDetail({ isOwner: false, positions: 2, filledPositions: 2, allPositionsFilled: true });
    renderPage();
    await jobShown();
    expect(screen.getByText('All positions filled')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /Apply Now/ })).toHaveLength(2);
  });

  it('says nothing while a position is open', async () => {
    viewer = 'facilitator';
    job = jobDetail({ isOwner: false, positions: 2, filledPositions: 1, allPositionsFilled: false });
    renderPage();
    await jobShown();
    expect(screen.queryByText('All positions filled')).not.toBeInTheDocument();
  });
});

describe("a visitor's controls on a job", () => {
  it('are links to sign in that come back to the job: Apply Now to its Apply dialog', async () => {
    viewer = null;
    job = jobDetail({ isOwner: false });
    renderPage();
    await jobShown();
    const back = (path: string) => `/auth?returnTo=${encodeURIComponent(path)}`;
    const apply = await screen.findAllByRole('link', { name: /Apply Now/ });
    expect(apply).toHaveLength(2);
    for (const link of apply) expect(link).toHaveAttribute('href', back(`/jobs/${JOB_ID}?apply=1`));
    expect(screen.getByRole('link', { name: 'Save job' })).toHaveAttribute('href', back(`/jobs/${JOB_ID}`));
    expect(screen.getByRole('link', { name: 'Report this job' })).toHaveAttribute(
      'href',
      back(`/jobs/${JOB_ID}`),
    );
    expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
  });
});

describe('an expired job', () => {
  const expired = { status: 'expired' as const, acceptingApplications: false, expiresAt: null };

  it('says so to everyone, with no Apply button', async () => {
    viewer = 'facilitator';
    job = jobDetail({ ...expired, isOwner: false });
    renderPage();
    await jobShown();
    expect(screen.getByText(/This job has expired/)).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Relist' })).not.toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('can be relisted by its owner', async () => {
    job = jobDetail(expired);
    renderPage();
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Relist' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Job relisted',
        'The job is listed again with a new posting date and accepts applications.',
      ),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/jobs/${JOB_ID}/relist`, body: {} });
    expect(await screen.findByRole('button', { name: 'Close job' })).toBeInTheDocument();
    expect(screen.queryByText(/This job has expired/)).not.toBeInTheDocument();
  });
});

describe('a job that expires soon', () => {
  it('offers its owner to extend it once', async () => {
    const expiresAt = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    job = jobDetail({ canExtend: true, expiresAt });
    renderPage();
    await jobShown();
    expect(screen.getByText(/Listed until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extend 30 days' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Job extended', 'The job stays listed for 30 more days.'),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/jobs/${JOB_ID}/extend`, body: {} });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Extend 30 days' })).not.toBeInTheDocument(),
    );
  });
});

describe('Apply from a link (?apply=1, an accepted invitation)', () => {
  const INVITED = `/jobs/${JOB_ID}?apply=1&invitation=0f0e0d0c-0b0a-4909-8807-060504030201`;
  const THANKS = 'Thank you for inviting me to apply for Leadership offsite facilitator. ';

  beforeEach(() => {
    viewer = 'facilitator';
    job = jobDetail({ isOwner: false });
  });

  it('opens the Apply dialog with the cover letter started, then drops the parameters', async () => {
    const { router } = renderPage(INVITED);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Leadership offsite facilitator' });
    const letter = within(dialog).getByRole('textbox', { name: 'Cover letter' });
    expect(letter).toHaveValue(THANKS);
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');

    // The usual rules still hold for what the facilitator makes of it.
    await userEvent.clear(letter);
    await userEvent.type(letter, 'Thanks!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await within(dialog).findByText(/Cover letter must be at least/)).toBeInTheDocument();
    await userEvent.clear(letter);
    await userEvent.type(letter, `${THANKS}I have run forty leadership offsites across Europe.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Application submitted',
        'The company will review your application.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      coverLetter: `${THANKS}I have run forty leadership offsites across Europe.`.trim(),
    });
  });

  it('opens it empty without an invitation', async () => {
    renderPage(`/jobs/${JOB_ID}?apply=1`);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Leadership offsite facilitator' });
    expect(within(dialog).getByRole('textbox', { name: 'Cover letter' })).toHaveValue('');
  });

  it('does not open for someone who already applied, nor for a company', async () => {
    myApplication = { id: 'application-1', status: 'submitted', createdAt: new Date().toISOString() };
    const { unmount } = renderPage(INVITED);
    await jobShown();
    await waitFor(() =>
      expect(calls.some((call) => call.url === `/api/jobs/${JOB_ID}/my-application`)).toBe(true),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    viewer = 'company';
    job = jobDetail({ isOwner: false, companyId: 'company-2' });
    renderPage(INVITED);
    await jobShown();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the job page's Session details", () => {
  it('list every session fact the posting gives, methods linked to their guide', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
    job = jobDetail({
      sessionFormat: 'strategy-retreat',
      sessionDates: ['2027-03-12', '2027-03-13'],
      sessionTimeZone: 'Europe/Berlin',
      durationValue: 2,
      durationUnit: 'days',
      designDays: 1.5,
      deliveryDays: 2,
      groupSize: '26-50',
      sessionLanguages: ['de'],
      deliverables: ['graphic-recording'],
      roles: [
        { role: 'lead', count: 1 },
        { role: 'co-facilitator', count: 2 },
      ],
      methods: ['lego-serious-play'],
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
      budgetNote: 'plus travel expenses',
    });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Session details' });
    const section = heading.closest('section')!;
    for (const text of [
      'Strategy retreat',
      'Hybrid',
      '12 March 2027',
      '13 March 2027',
      'Time zone: Europe/Berlin',
      '2 days',
      '1.5 design days · 2 delivery days',
      '26–50 people',
      'German',
      'Lead facilitator, 2 × Co-facilitator',
      'Graphic recording',
      '€900–€1,200 per day',
    ])
      expect(within(section).getByText(text)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'LEGO Serious Play' })).toHaveAttribute(
      'href',
      '/methods#lego-serious-play',
    );
    // The budget is named by its unit, and its note stays beside it; nothing is called a salary.
    const fact = (term: string) => within(section).getByText(term).nextElementSibling;
    expect(fact('Day rate')).toHaveTextContent('€900–€1,200 per day');
    expect(fact('Budget note')).toHaveTextContent('plus travel expenses');
    expect(screen.queryByText('Salary')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('are left out when the posting gives none', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Session details' })).not.toBeInTheDocument();
  });
});
