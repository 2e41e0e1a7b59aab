import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_STATUSES,
  type ApplicantItem,
  type ApplicantsResponse,
  type ApplicationStatus,
} from '../../../shared/applications';
import type { SuggestedFacilitator } from '../../../shared/profiles';
import { fullFacilitatorSummary } from '../../test/facilitator-fixtures';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { applicantItem } from '../../test/applicant-fixtures';
import { renderWithProviders } from '../../test/render';
import { Component as ApplicantsPage } from './applicants-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const JOB_ID = '0b5c5a3e-8f1d-4c1e-9a57-2f7d7f0c1a11';
const URL_OF_PAGE = `/company/jobs/${JOB_ID}/applicants`;

let items: ApplicantItem[];
let jobStatus: 'draft' | 'published' | 'closed';
let applicantsAnswer: () => Response | null;
let statusAnswer: () => Response | null;
let calls: ApiCall[];
let suggestedAnswer: () => Response;

const suggested = (overrides: Partial<SuggestedFacilitator> = {}): SuggestedFacilitator => ({
  ...fullFacilitatorSummary({
    id: 'facilitator-9',
    firstName: 'Lena',
    lastName: 'Vogel',
    headline: 'LEGO Serious Play facilitator for strategy teams',
  }),
  reasons: [
    { kind: 'language', language: 'de' },
    { kind: 'method', method: 'lego-serious-play' },
    { kind: 'available', dates: ['2027-03-12'] },
  ],
  ...overrides,
});

const counts = (list: ApplicantItem[]) => {
  const all = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const item of list) all[item.status] += 1;
  return all;
};

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  jobStatus = 'published';
  applicantsAnswer = () => null;
  statusAnswer = () => null;
  items = [
    applicantItem(),
    applicantItem({
      id: 'application-2',
      status: 'withdrawn',
      coverLetter: 'Agile coach with ten years of offsites.',
      portfolioLinks: [],
      availability: null,
      facilitator: null,
    }),
  ];
  suggestedAnswer = () => Response.json({ items: [] });
  calls = stubFetch(({ method, url, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === `/api/jobs/${JOB_ID}/suggested-facilitators`) return suggestedAnswer();
    if (method === 'GET' && pathname === `/api/company/jobs/${JOB_ID}/applications`) {
      const answer = applicantsAnswer();
      if (answer) return answer;
      const status = searchParams.get('status');
      // Without a filter, withdrawn applications are left out, as the server does.
      const shown = items.filter((item) => (status ? item.status === status : item.status !== 'withdrawn'));
      const response: ApplicantsResponse = {
        job: { id: JOB_ID, title: 'Leadership offsite facilitator', status: jobStatus },
        counts: counts(items),
        items: shown,
        page: 1,
        pageSize: 10,
        total: shown.length,
        totalPages: 1,
      };
      return Response.json(response);
    }
    if (method === 'PATCH' && pathname.startsWith('/api/applications/')) {
      const answer = statusAnswer();
      if (answer) return answer;
      const id = pathname.split('/')[3];
      const { status } = body as { status: ApplicationStatus };
      items = items.map((item) => (item.id === id ? { ...item, status } : item));
      return Response.json({ application: items.find((item) => item.id === id) });
    }
    if (method === 'POST' && pathname === '/api/conversations')
      return Response.json({ conversationId: 'conversation-1' }, { status: 201 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = URL_OF_PAGE) =>
  renderWithProviders(<ApplicantsPage />, {
    url,
    path: '/company/jobs/:id/applicants',
    auth: true,
    guard: 'company',
    routes: [
      { path: '/', element: <p>home page</p> },
      { path: '/messages/:id', element: <p>thread page</p> },
    ],
  });

const cardOf = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

describe('the applicants page', () => {
  it("lists the job's active applicants with their letter, links and availability", async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leadership offsite facilitator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 application')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View job posting' })).toHaveAttribute('href', `/jobs/${JOB_ID}`);
    expect(screen.getByRole('link', { name: /My Job Postings/ })).toHaveAttribute('href', '/company/jobs');

    const card = cardOf('Amara Okafor');
    expect(within(card).getByRole('link', { name: 'Amara Okafor' })).toHaveAttribute(
      'href',
      '/facilitators/facilitator-1',
    );
    expect(card).toHaveTextContent('Strategy offsite facilitator');
    expect(card).toHaveTextContent('Lisbon, Portugal');
    expect(card).toHaveTextContent('I have facilitated more than forty leadership offsites across Europe.');
    expect(card).toHaveTextContent('From March, Tuesdays to Thursdays');
    const link = within(card).getByRole('link', { name: /portfolio\.example\/offsites/ });
    expect(link).toHaveAttribute('href', 'https://portfolio.example/offsites');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('combobox', { name: 'Status' })).toHaveValue('submitted');
    // The withdrawn application is counted under its own filter, not listed among the active ones.
    expect(screen.queryByText('Former facilitator')).not.toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(filters).getByRole('button', { name: /^All\s*1$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: /^Withdrawn\s*1$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the facts to compare applicants by, as a suggested facilitator shows them', async () => {
    suggestedAnswer = () => Response.json({ items: [suggested()] });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Amara Okafor' });
    const card = cardOf('Amara Okafor');
    const values = within(card).getAllByRole('definition');
    const facts = within(card)
      .getAllByRole('term')
      .map((term, index) => [term.textContent, values[index]?.textContent]);
    expect(facts).toEqual([
      ['Location', 'Lisbon, Portugal'],
      ['Experience', '9 years of experience'],
      ['Rate', '€800–€1,100 per day · from €110 per hour'],
      ['Languages', 'English, Portuguese'],
      ['Credentials', '2 verified credentials'],
    ]);

    // The suggestions show the same facts, with the availability.
    const section = screen.getByRole('region', { name: 'Suggested facilitators' });
    const suggestion = (await within(section).findAllByRole('listitem'))[0]!;
    expect(
      within(suggestion)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Location', 'Experience', 'Availability', 'Rate', 'Languages', 'Credentials']);
    expect(suggestion).toHaveTextContent('12 years of experience');
    expect(suggestion).toHaveTextContent('German, English');
    expect(suggestion).toHaveTextContent('1 verified credential');
  });

  it('leaves out the facts a profile does not give', async () => {
    items = [
      applicantItem({
        facilitator: {
          ...applicantItem().facilitator!,
          location: '',
          yearsExperience: null,
          languages: [],
          rateCurrency: null,
          dayRateMin: null,
          dayRateMax: null,
          hourlyRateMin: null,
          verifiedCredentials: 0,
        },
      }),
    ];
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Amara Okafor' });
    expect(within(cardOf('Amara Okafor')).queryAllByRole('term')).toEqual([]);
  });

  it('changes a status, then confirms it with a toast and shows the new value', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'shortlisted');
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Status updated', 'Amara Okafor: Shortlisted'),
    );
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/applications/application-1/status',
      body: { status: 'shortlisted' },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('shortlisted'));
    expect(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: /^Shortlisted\s*1$/,
      }),
    ).toBeInTheDocument();
  });

  it("shows the server's message when a status change fails, and keeps the old value", async () => {
    statusAnswer = () => errorResponse(409, 'CONFLICT', 'The facilitator withdrew this application.');
    renderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'in_review');
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Error', 'The facilitator withdrew this application.'),
    );
    expect(toastSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('submitted'));
  });

  it('writes to an applicant about the application, then leads to the thread', async () => {
    const { router } = renderPage();
    await screen.findByRole('heading', { name: 'Amara Okafor' });
    await userEvent.click(
      within(cardOf('Amara Okafor')).getByRole('button', { name: 'Message Amara Okafor' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message Amara Okafor' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Message' }),
      'Can we talk on Monday?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/conversation-1'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/conversations',
      body: { to: 'facilitator-1', body: 'Can we talk on Monday?', applicationId: 'application-1' },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Message sent');
  });

  it('filters by status in the URL, with an empty state that leads back to all', async () => {
    const { router } = renderPage();
    await screen.findByRole('heading', { name: 'Amara Okafor' });
    const filters = screen.getByRole('group', { name: 'Filter by status' });
    await userEvent.click(within(filters).getByRole('button', { name: /^Withdrawn\s*1$/ }));
    expect(router.state.location.search).toBe('?status=withdrawn');
    expect(await screen.findByRole('heading', { name: 'Former facilitator' })).toBeInTheDocument();
    // A withdrawn application is shown with its badge, not a status control.
    const card = cardOf('Former facilitator');
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
    // A deleted account says so, and cannot be written to.
    expect(within(card).getByText('This facilitator has left FacilitatorHub.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Message/ })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      `/api/company/jobs/${JOB_ID}/applications?status=withdrawn&page=1`,
    );

    await userEvent.click(within(filters).getByRole('button', { name: /^Hired\s*0$/ }));
    expect(await screen.findByText('No applications with the status Hired')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all applications' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
  });

  it('says so when nobody has applied yet, and marks a closed job', async () => {
    items = [];
    jobStatus = 'closed';
    renderPage();
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByText('0 applications')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it("answers a job that is not the company's with Job Not Found", async () => {
    applicantsAnswer = () => errorResponse(404, 'NOT_FOUND', 'Job not found');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This job doesn't exist or isn't one of your postings.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Job Postings' })).toHaveAttribute('href', '/company/jobs');
  });

  it('offers to try again after another error', async () => {
    let failures = 1;
    applicantsAnswer = () =>
      failures-- > 0 ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') : null;
    renderPage();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
  });

  it('is for companies only: a facilitator is sent home', async () => {
    stubFetch(({ url }) =>
      url === '/api/me'
        ? Response.json(meResponse('facilitator'))
        : errorResponse(403, 'FORBIDDEN', 'Only companies can access this page.'),
    );
    renderPage();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    // The guard's words load with the toast (they are not in every page's first load).
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Access Denied', 'Only companies can access this page.'),
    );
  });
});

describe('the suggested facilitators of a job', () => {
  beforeEach(() => vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' }));

  it('shows a card per facilitator with the profile link, availability, day rate and why', async () => {
    suggestedAnswer = () =>
      Response.json({
        items: [
          suggested(),
          suggested({
            id: 'facilitator-10',
            firstName: 'Sam',
            lastName: 'Berg',
            availability: { status: 'available', availableFrom: null },
            rateCurrency: null,
            dayRateMin: null,
            dayRateMax: null,
            reasons: [{ kind: 'rate' }],
          }),
        ],
      });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Suggested facilitators' });
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3, name: 'Lena Vogel' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Lena Vogel' })).toHaveAttribute(
      'href',
      '/facilitators/facilitator-9',
    );
    expect(within(first!).getByText('LEGO Serious Play facilitator for strategy teams')).toBeInTheDocument();
    expect(within(first!).getByText('Available from 1 March 2027')).toBeInTheDocument();
    expect(within(first!).getByText('€900–€1,200 per day')).toBeInTheDocument();
    expect(
      within(first!).getByText('Speaks German · LEGO Serious Play · available 12 March'),
    ).toBeInTheDocument();
    expect(within(second!).getByText('Available')).toBeInTheDocument();
    expect(within(second!).queryByText(/per day/)).not.toBeInTheDocument();
    expect(within(second!).getByText('Rate within budget')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderPage();
    expect(await screen.findByText('No suggestions for this job yet')).toBeInTheDocument();
  });

  it('offers to try again when the suggestions fail', async () => {
    let failures = 1;
    suggestedAnswer = () =>
      failures-- > 0
        ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
        : Response.json({ items: [suggested()] });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Suggested facilitators' });
    expect(await within(section).findByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Lena Vogel' })).toBeInTheDocument();
  });
});
