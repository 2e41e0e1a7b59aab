import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyJob } from '../../../shared/jobs';
import type { ConversationStarted, InvitationSent } from '../../../shared/messages';
import type { FacilitatorPublicProfile } from '../../../shared/profiles';
import { facilitatorProfile } from '../../test/facilitator-fixtures';
import { jobSummary } from '../../test/job-fixtures';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as FacilitatorDetailPage } from './facilitator-detail-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const FACILITATOR_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const CONVERSATION_ID = 'c0ffee00-0000-4000-8000-000000000001';
const JOB_A = '0b5c5a3e-8f1d-4c1e-9a57-2f7d7f0c1a11';
const JOB_B = '1b5c5a3e-8f1d-4c1e-9a57-2f7d7f0c1a22';

let profile: FacilitatorPublicProfile;

const companyJob = (id: string, title: string, overrides: Partial<CompanyJob> = {}): CompanyJob => ({
  ...jobSummary({ id, title, remote: 'hybrid', postedAt: '2026-03-01T10:00:00.000Z' }),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  closedAt: null,
  applicationCount: 0,
  hiddenByAdmin: false,
  rejectionReason: null,
  expiresAt: null,
  canExtend: false,
  positions: 1,
  filledPositions: 0,
  allPositionsFilled: false,
  ...overrides,
});

let viewer: 'company' | 'facilitator' | null;
let jobs: CompanyJob[];
let conversationAnswer: () => Response | null;
let invitationAnswer: () => Response | null;
let calls: ApiCall[];

beforeEach(() => {
  profile = facilitatorProfile({ id: FACILITATOR_ID, focusAreas: ['strategic-planning'] });
  toastSuccess.mockReset();
  toastError.mockReset();
  viewer = 'company';
  conversationAnswer = () => null;
  invitationAnswer = () => null;
  jobs = [
    companyJob(JOB_A, 'Leadership offsite facilitator'),
    companyJob('draft-job', 'Draft retreat', { status: 'draft' }),
    companyJob('closed-job', 'Closed sprint', { status: 'closed' }),
    companyJob(JOB_B, 'Design sprint facilitator'),
  ];
  calls = stubFetch(({ method, url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(viewer ? meResponse(viewer) : null);
    if (pathname === `/api/facilitators/${FACILITATOR_ID}`) return Response.json(profile);
    if (method === 'GET' && pathname === '/api/company/jobs')
      return Response.json({ items: jobs, page: 1, pageSize: 50, total: jobs.length, totalPages: 1 });
    if (method === 'POST' && pathname === '/api/conversations') {
      const answer = conversationAnswer();
      if (answer) return answer;
      return Response.json({ conversationId: CONVERSATION_ID } as ConversationStarted, { status: 201 });
    }
    if (method === 'POST' && pathname === '/api/invitations') {
      const answer = invitationAnswer();
      if (answer) return answer;
      const sent: InvitationSent = {
        conversationId: CONVERSATION_ID,
        invitation: {
          id: 'invitation-1',
          job: { id: JOB_B, title: 'Design sprint facilitator', url: `/jobs/${JOB_B}` },
          status: 'sent',
          declineReason: null,
          createdAt: '2026-03-02T10:00:00.000Z',
          respondedAt: null,
        },
      };
      return Response.json(sent, { status: 201 });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<FacilitatorDetailPage />, {
    url: `/facilitators/${FACILITATOR_ID}`,
    path: '/facilitators/:id',
    auth: true,
    routes: [
      { path: '/messages/:id', element: <p>thread page</p> },
      { path: '/auth', element: <p>sign-in page</p> },
    ],
  });

const profileShown = () => screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
const meLoaded = () => waitFor(() => expect(calls.some((call) => call.url === '/api/me')).toBe(true));

describe('Contact and Request Availability on a facilitator profile', () => {
  it('start a conversation with the kind of the button, then lead to the thread', async () => {
    const { router } = renderPage();
    await profileShown();
    await meLoaded();
    await userEvent.click(screen.getByRole('button', { name: /Request Availability/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request availability from Amara' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Message' }), 'Free on 3 June?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION_ID}`));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/conversations',
      body: { to: FACILITATOR_ID, body: 'Free on 3 June?', kind: 'availability' },
    });
    expect(toastSuccess).toHaveBeenCalledWith('Message sent');
    expect(calls.some((call) => call.url.endsWith('/contact'))).toBe(false);
  });

  it('refuse an empty message with the shared rule, and show the server refusal in the form', async () => {
    conversationAnswer = () =>
      errorResponse(
        429,
        'TOO_MANY',
        'You can start at most 20 new conversations a day. Please try again tomorrow.',
      );
    const { router } = renderPage();
    await profileShown();
    await meLoaded();
    await userEvent.click(screen.getByRole('button', { name: /Contact Amara/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Amara' });
    const field = within(dialog).getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Write a message.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/conversations')).toBe(false);

    await userEvent.type(field, 'Hello Amara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(
      await within(dialog).findByText(
        'You can start at most 20 new conversations a day. Please try again tomorrow.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/conversations')?.body).toMatchObject({ kind: 'contact' });
    expect(router.state.location.pathname).toBe(`/facilitators/${FACILITATOR_ID}`);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('ask a signed-out visitor to sign in as a company, and offer no invitation', async () => {
    viewer = null;
    const { router } = renderPage();
    await profileShown();
    await meLoaded();
    expect(screen.queryByRole('button', { name: /Invite to apply/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Contact Amara/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Amara' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('link', { name: /Sign in as a company/ }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('tell a facilitator to use a company account, and offer no invitation', async () => {
    viewer = 'facilitator';
    renderPage();
    await profileShown();
    await meLoaded();
    expect(screen.queryByRole('button', { name: /Invite to apply/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Contact Amara/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Amara' });
    expect(dialog).toHaveTextContent('You are signed in with a facilitator account.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('Invite to apply', () => {
  const openInvite = async () => {
    await profileShown();
    await userEvent.click(await screen.findByRole('button', { name: /Invite to apply/ }));
    return screen.findByRole('dialog', { name: 'Invite Amara to apply' });
  };

  it("lists only the company's published jobs and sends the chosen job with the edited note", async () => {
    renderPage();
    const dialog = await openInvite();
    const select = await within(dialog).findByRole('combobox', { name: 'Job' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Leadership offsite facilitator', 'Design sprint facilitator']);
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue(
      'Hi Amara, I think you\'d be a great fit for our job "Leadership offsite facilitator". Have a look, and apply if it interests you.',
    );
    // The untouched note follows the chosen job.
    await userEvent.selectOptions(select, JOB_B);
    expect(note).toHaveValue(
      'Hi Amara, I think you\'d be a great fit for our job "Design sprint facilitator". Have a look, and apply if it interests you.',
    );
    await userEvent.clear(note);
    await userEvent.type(note, '  Would love to have you on this one.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Invitation sent')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/invitations',
      body: { facilitatorId: FACILITATOR_ID, jobId: JOB_B, note: 'Would love to have you on this one.' },
    });
    expect(calls.find((call) => call.url.startsWith('/api/company/jobs'))?.url).toBe(
      '/api/company/jobs?page=1&pageSize=50',
    );
    expect(toastSuccess).toHaveBeenCalledWith(
      'Invitation sent',
      'Amara can apply to Design sprint facilitator from Messages.',
    );
    expect(within(dialog).getByRole('link', { name: /Open conversation/ })).toHaveAttribute(
      'href',
      `/messages/${CONVERSATION_ID}`,
    );
  });

  it("shows the server's 409 message in the dialog", async () => {
    invitationAnswer = () => errorResponse(409, 'CONFLICT', 'You already invited Amara to this job.');
    renderPage();
    const dialog = await openInvite();
    await within(dialog).findByRole('combobox', { name: 'Job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('You already invited Amara to this job.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('asks for a note before sending', async () => {
    renderPage();
    const dialog = await openInvite();
    await userEvent.clear(await within(dialog).findByRole('textbox', { name: 'Note' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Write a note to go with the invitation.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/invitations')).toBe(false);
  });

  it('without a published job, leads to posting one', async () => {
    jobs = [companyJob('draft-job', 'Draft retreat', { status: 'draft' })];
    renderPage();
    const dialog = await openInvite();
    expect(await within(dialog).findByText(/You have no published jobs right now/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/post-job');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the facilitation facts of a profile', () => {
  it('shows the facilitation details, availability and credentials with their badges', async () => {
    profile = facilitatorProfile({
      id: FACILITATOR_ID,
      availability: { status: 'unavailable', availableFrom: null },
      rateCurrency: 'EUR',
      dayRateMin: 1000,
      dayRateMax: 1000,
      hourlyRateMin: 120,
      hourlyRateMax: 150,
      rateNote: 'Travel days at half rate',
      languages: ['pt', 'en'],
      methods: ['world-cafe'],
      virtualTools: ['Miro', 'Mural'],
      travel: 'local',
      travelRadiusKm: 150,
      sessionFormats: ['workshop', 'strategy-retreat'],
      groupSizes: ['11-25'],
      unavailableDates: ['2031-03-12', '2031-03-13'],
      credentials: [
        {
          id: 'c-1',
          kind: 'iaf-cpf',
          detail: null,
          year: 2019,
          expiresOn: null,
          verification: { at: '2031-01-05T09:00:00.000Z', byName: 'Dana Admin' },
        },
        {
          id: 'c-2',
          kind: 'other',
          detail: 'Graphic facilitation diploma',
          year: 2020,
          expiresOn: null,
          verification: null,
        },
      ],
      verifiedCredentials: 1,
    });
    renderPage();
    const details = (await screen.findByRole('heading', { level: 2, name: 'Facilitation details' })).closest(
      'div',
    )!;
    const fact = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(fact('Day rate')).toHaveTextContent('€1,000 per day');
    expect(fact('Hourly rate')).toHaveTextContent('€120–€150 per hour');
    expect(fact('Rate note')).toHaveTextContent('Travel days at half rate');
    // One place for each: no free-text rate, no second list of certificates.
    expect(screen.queryByText('Typical Rate')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Certifications' })).not.toBeInTheDocument();
    expect(fact('Languages')).toHaveTextContent('Portuguese, English');
    expect(within(details).getByRole('link', { name: 'World Café' })).toHaveAttribute(
      'href',
      '/methods#world-cafe',
    );
    expect(fact('Virtual tools')).toHaveTextContent('Miro, Mural');
    expect(fact('Travel')).toHaveTextContent('Travels locally (up to 150 km)');
    expect(fact('Session formats')).toHaveTextContent('Workshop, Strategy retreat');
    expect(fact('Group sizes')).toHaveTextContent('11–25 people');

    const availability = screen.getByRole('heading', { level: 2, name: 'Availability' }).closest('div')!;
    expect(within(availability).getByText('Unavailable')).toBeInTheDocument();
    expect(within(availability).getByText('12 March 2031')).toBeInTheDocument();
    expect(within(availability).getByText('13 March 2031')).toBeInTheDocument();

    const credentials = screen.getByRole('heading', { level: 2, name: 'Credentials' }).closest('div')!;
    expect(within(credentials).getByText('IAF Certified Professional Facilitator (CPF)')).toBeInTheDocument();
    expect(within(credentials).getByText('Verified by Dana Admin on 5 January 2031')).toBeInTheDocument();
    expect(within(credentials).getByText('Graphic facilitation diploma')).toBeInTheDocument();
    expect(within(credentials).getByText('Claimed')).toBeInTheDocument();
  });
});

describe('the response time of a profile', () => {
  it('says how fast the facilitator usually replies, once the server gives it', async () => {
    profile = facilitatorProfile({ id: FACILITATOR_ID, responseMinutes: 26 * 60 });
    renderPage();
    expect(await screen.findByText('Usually replies within 2 days')).toBeInTheDocument();
  });

  it('says nothing before there are enough threads', async () => {
    profile = facilitatorProfile({ id: FACILITATOR_ID, responseMinutes: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies within/)).not.toBeInTheDocument();
  });
});
