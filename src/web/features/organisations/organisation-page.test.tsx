import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyOrganisations, OrgAuditPage, OrgRole, OrganisationPage } from '../../../shared/organisations';
import { answerGate, errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastError, toastSuccess } from '../../test/toast-mock';
import { Component as OrganisationPageView } from './organisation-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const ORG_ID = '0b6c7e1a-2f3d-4c5b-8a9e-1d2c3b4a5f60';
const OLIVIA = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';
const RICK = '33333333-3333-4333-8333-333333333333';
const INVITATION = '44444444-4444-4444-8444-444444444444';

const member = (
  userId: string,
  name: string,
  role: OrgRole,
  joinedAt: string,
  lastActiveAt: string | null,
) => ({
  userId,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
  role,
  joinedAt,
  lastActiveAt,
  isYou: false,
});

/** The members as `you` (Olivia or Ana) sees them, holding `role`. */
const members = (you: string, role: OrgRole = 'owner'): OrganisationPage['members'] =>
  [
    member(OLIVIA, 'Olivia Owner', 'owner', '2027-01-04T09:00:00.000Z', '2027-03-01T10:00:00.000Z'),
    member(ANA, 'Ana Admin', 'admin', '2027-01-10T09:00:00.000Z', '2027-02-20T10:00:00.000Z'),
    member(RICK, 'Rick Recruiter', 'recruiter', '2027-02-01T09:00:00.000Z', null),
  ].map((each) => (each.userId === you ? { ...each, role, isYou: true } : each));

const pageAs = (you: string, role: OrgRole): OrganisationPage => ({
  organisation: { id: ORG_ID, name: 'Acme Events', role },
  members: members(you, role),
  invitations: [
    {
      id: INVITATION,
      email: 'new@acme.example',
      role: 'viewer',
      invitedByName: 'Olivia Owner',
      createdAt: '2027-03-01T09:00:00.000Z',
      expiresAt: '2027-03-08T09:00:00.000Z',
      status: 'pending',
    },
  ],
});

const auditPage = (page: number): OrgAuditPage => ({
  items:
    page === 1
      ? [
          {
            id: '55555555-5555-4555-8555-555555555555',
            actorName: 'Olivia Owner',
            action: 'role_changed',
            subject: 'Rick Recruiter',
            detail: { from: 'viewer', to: 'recruiter' },
            createdAt: '2027-03-02T09:00:00.000Z',
          },
          {
            id: '99999999-9999-4999-8999-999999999999',
            actorName: 'Rick Recruiter',
            action: 'applicant_moved',
            subject: 'Ada Lovelace',
            detail: { from: 'submitted', to: 'shortlisted' },
            createdAt: '2027-03-01T10:00:00.000Z',
          },
          {
            id: '66666666-6666-4666-8666-666666666666',
            actorName: 'Olivia Owner',
            action: 'member_invited',
            subject: 'new@acme.example',
            detail: { role: 'viewer' },
            createdAt: '2027-03-01T09:00:00.000Z',
          },
        ]
      : [
          {
            id: '88888888-8888-4888-8888-888888888888',
            actorName: 'Olivia Owner',
            action: 'member_removed',
            subject: 'Sam Former',
            detail: { takeover: 'Ana Admin' },
            createdAt: '2027-01-20T09:00:00.000Z',
          },
          {
            id: '77777777-7777-4777-8777-777777777777',
            actorName: 'Olivia Owner',
            action: 'organisation_created',
            subject: 'Acme Events',
            detail: null,
            createdAt: '2027-01-04T09:00:00.000Z',
          },
        ],
  page,
  pageSize: 2,
  total: 4,
  totalPages: 2,
});

let organisation: OrganisationPage;
let mine: MyOrganisations;
/** Answers a write; held back by `gate`. */
let answerWrite: (call: ApiCall) => Response | null;
let gate: ReturnType<typeof answerGate>;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  organisation = pageAs(OLIVIA, 'owner');
  mine = { activeId: ORG_ID, organisations: [{ id: ORG_ID, name: 'Acme Events', role: 'owner' }] };
  answerWrite = () => null;
  gate = answerGate();
  calls = stubFetch(async (call) => {
    const { pathname, searchParams } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === '/api/me/organisations') return Response.json(mine);
    if (call.method === 'PUT' && pathname === '/api/me/organisation') return Response.json(mine);
    if (call.method === 'GET' && pathname === '/api/organisation') return Response.json(organisation);
    if (call.method === 'GET' && pathname === '/api/organisation/audit')
      return Response.json(auditPage(Number(searchParams.get('page') ?? 1)));
    if (call.method !== 'GET' && pathname.startsWith('/api/organisation')) {
      await gate.pass();
      return answerWrite(call) ?? new Response(null, { status: 204 });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${call.url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<OrganisationPageView />, {
    url: '/company/organisation',
    path: '/company/organisation',
    auth: true,
    guard: 'company',
    routes: [
      { path: '/', element: <p>home page</p> },
      { path: '/company/dashboard', element: <p>company dashboard</p> },
    ],
  });

const writes = () => calls.filter((call) => call.method !== 'GET');
const region = (name: string) => screen.getByRole('region', { name });
/** The row of the members list that names `name`. */
const memberRow = (name: string) => within(region('Members')).getByText(name).closest('li')!;

describe('the organisation page, for its owner', () => {
  it('shows the organisation, its members, invitations and audit log', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Events' })).toBeInTheDocument();
    expect(screen.getByText('You are a member of this organisation. Your role: Owner.')).toBeInTheDocument();

    const you = memberRow('Olivia Owner');
    expect(you).toHaveTextContent('(you)');
    expect(you).toHaveTextContent('olivia@acme.example');
    expect(you).toHaveTextContent('Owner');
    expect(you).toHaveTextContent(/Joined \d+ January 2027 · last active \d+ (February|March) 2027/);
    expect(within(you).queryByRole('button')).not.toBeInTheDocument();
    expect(memberRow('Rick Recruiter')).toHaveTextContent('not active yet');
    expect(within(region('Members')).getByText('3 members')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Rick Recruiter' })).toHaveValue('recruiter');
    expect(screen.getByRole('combobox', { name: 'Role of Ana Admin' })).toHaveValue('admin');

    const invitations = region('Pending invitations');
    expect(invitations).toHaveTextContent('new@acme.example');
    expect(invitations).toHaveTextContent('Viewer');
    expect(invitations).toHaveTextContent(/Expires \d+ March 2027/);
    expect(invitations).toHaveTextContent('Invited by Olivia Owner');

    const audit = region('Audit log');
    expect(
      await within(audit).findByText(
        'Olivia Owner changed the role of Rick Recruiter from Viewer to Recruiter.',
      ),
    ).toBeInTheDocument();
    expect(within(audit).getByText('Olivia Owner invited new@acme.example as Viewer.')).toBeInTheDocument();
    expect(
      within(audit).getByText(
        'Rick Recruiter moved the applicant Ada Lovelace from Submitted to Shortlisted.',
      ),
    ).toBeInTheDocument();

    // The only owner cannot leave; they may delete.
    expect(region('Leave organisation')).toHaveTextContent('You are the only owner.');
    expect(screen.queryByRole('button', { name: 'Leave organisation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete organisation' })).toBeInTheDocument();
  });

  it('pages through the audit log', async () => {
    renderPage();
    const audit = await screen.findByRole('region', { name: 'Audit log' });
    await within(audit).findByText(/changed the role of Rick Recruiter/);
    await userEvent.click(within(audit).getByRole('link', { name: /next/i }));
    expect(
      await within(audit).findByText('Olivia Owner created the organisation Acme Events.'),
    ).toBeInTheDocument();
    expect(
      within(audit).getByText(
        'Olivia Owner removed Sam Former; Ana Admin takes over their jobs and threads.',
      ),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'GET',
      url: '/api/organisation/audit?page=2',
      body: undefined,
    });
  });

  it('invites a member, the button off while it sends, and says so', async () => {
    gate.hold();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'Jo@Acme.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'hiring_manager');
    expect(within(form).getByText('Jobs and applicants, including hiring.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    gate.release();
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Invitation sent',
        'jo@acme.example gets a link to join as Hiring manager.',
      ),
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/organisation/invitations',
        body: { email: 'jo@acme.example', role: 'hiring_manager' },
      },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Email address')).toHaveValue(''));
  });

  it('checks the address before sending, and shows a refusal beside its field or in a toast', async () => {
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/email/i);
    expect(writes()).toEqual([]);

    answerWrite = () =>
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            message: 'Already a member.',
            fieldErrors: { email: ['This address is already a member.'] },
          },
        },
        { status: 409 },
      );
    await userEvent.type(within(form).getByLabelText('Email address'), 'ana@acme.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This address is already a member.')).toBeInTheDocument();

    answerWrite = () => errorResponse(503, 'UNAVAILABLE', 'Mail is down.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error', 'Mail is down.'));
  });

  it("changes a member's role as soon as another is chosen", async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Role of Rick Recruiter' });
    await userEvent.selectOptions(select, 'viewer');
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Role changed', 'Rick Recruiter is now Viewer.'),
    );
    expect(writes()).toEqual([
      { method: 'PATCH', url: `/api/organisation/members/${RICK}`, body: { role: 'viewer' } },
    ]);
  });

  it('removes a member once someone is chosen to take over, in a dialog the keyboard can close', async () => {
    renderPage();
    const trigger = await screen.findByRole('button', { name: 'Remove Rick Recruiter' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: 'Remove Rick Recruiter?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Remove Rick Recruiter?' });
    const takeover = within(dialog).getByRole('combobox', {
      name: 'Who takes over the jobs and threads of Rick Recruiter',
    });
    expect(takeover).toHaveValue(OLIVIA);
    expect(
      within(takeover)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Olivia Owner', 'Ana Admin']);
    await userEvent.selectOptions(takeover, ANA);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes()).toEqual([
      { method: 'DELETE', url: `/api/organisation/members/${RICK}`, body: { takeoverId: ANA } },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith(
      'Member removed',
      'Rick Recruiter no longer belongs to the organisation; Ana Admin takes over their jobs and threads.',
    );
  });

  it('transfers ownership after confirmation', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer ownership to Ana Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Ana Admin the owner?' });
    expect(dialog).toHaveTextContent('You stay a member as an admin.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Ownership transferred', 'Ana Admin is now the owner.'),
    );
    expect(writes()).toEqual([{ method: 'POST', url: '/api/organisation/transfer', body: { userId: ANA } }]);
  });

  it('revokes an invitation after confirmation, and keeps it on Keep', async () => {
    renderPage();
    const revoke = await screen.findByRole('button', { name: 'Revoke the invitation of new@acme.example' });
    await userEvent.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation of new@acme.example?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await userEvent.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation of new@acme.example?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Invitation revoked',
        'The link sent to new@acme.example no longer works.',
      ),
    );
    expect(writes()).toEqual([
      { method: 'DELETE', url: `/api/organisation/invitations/${INVITATION}`, body: undefined },
    ]);
  });

  it('deletes the organisation once its name is typed, then leaves for the home page', async () => {
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Events?' });
    const submit = within(dialog).getByRole('button', { name: 'Delete organisation' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Organisation name'), 'Acme');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Organisation name'), ' Events');
    await userEvent.click(submit);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(writes()).toEqual([
      { method: 'DELETE', url: '/api/organisation', body: { confirmName: 'Acme Events' } },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('Organisation deleted', 'Acme Events and its data are gone.');
  });
});

describe('the organisation page, for a member of several', () => {
  it('offers the other organisations to act for instead', async () => {
    const north = {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'North Retreats',
      role: 'viewer' as const,
    };
    mine = { activeId: ORG_ID, organisations: [...mine.organisations, north] };
    const { router } = renderPage();
    const others = await screen.findByRole('region', { name: 'Your other organisations' });
    expect(others).toHaveTextContent('North Retreats');
    expect(others).toHaveTextContent('Viewer');
    expect(others).not.toHaveTextContent('Acme Events');
    await userEvent.click(within(others).getByRole('button', { name: 'Act for North Retreats' }));
    expect(await screen.findByText('company dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/dashboard');
    expect(writes()).toEqual([
      { method: 'PUT', url: '/api/me/organisation', body: { organisationId: north.id } },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('You now act for North Retreats');
  });

  it('leaves the part out for a member of one', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Acme Events' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/me/organisations')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your other organisations' })).not.toBeInTheDocument();
  });
});

describe('the organisation page, for other roles', () => {
  it('shows a viewer the members only, and lets them leave', async () => {
    organisation = pageAs(ANA, 'viewer');
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Events' })).toBeInTheDocument();
    expect(memberRow('Ana Admin')).toHaveTextContent('Viewer');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete organisation' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/organisation/audit'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Leave organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme Events?' });
    const takeover = within(dialog).getByRole('combobox', { name: 'Who takes over your jobs and threads' });
    expect(takeover).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(writes()).toEqual([{ method: 'POST', url: '/api/organisation/leave', body: {} }]);
    expect(toastSuccess).toHaveBeenCalledWith('You left Acme Events');
  });

  it('lets an admin manage members but not ownership', async () => {
    organisation = pageAs(ANA, 'admin');
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Role of Rick Recruiter' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Olivia Owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Olivia Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Rick Recruiter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Transfer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invite member' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Audit log' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete organisation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave organisation' })).toBeInTheDocument();
  });

  it('lets an owner leave when another owner remains', async () => {
    organisation = pageAs(OLIVIA, 'owner');
    organisation.members[1].role = 'owner';
    renderPage();
    expect(await screen.findByRole('button', { name: 'Leave organisation' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Ana Admin' })).not.toBeInTheDocument();
  });

  it('says why the page cannot be shown, and tries again', async () => {
    let refuse = true;
    vi.unstubAllGlobals();
    stubFetch(({ url }) => {
      if (url === '/api/me') return Response.json(meResponse('company', { organisation: null }));
      if (url === '/api/organisation' && refuse)
        return errorResponse(403, 'FORBIDDEN', 'You are not a member of any organisation.');
      if (url === '/api/organisation') return Response.json(organisation);
      if (url.startsWith('/api/organisation/audit')) return Response.json(auditPage(1));
      return errorResponse(404, 'NOT_FOUND', `No fake for ${url}`);
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not a member of any organisation.');
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation' })).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Events' })).toBeInTheDocument();
  });
});
