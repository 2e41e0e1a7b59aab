import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '../../../shared/organisations';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastError, toastSuccess } from '../../test/toast-mock';
import { Component as JoinPage } from './join-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const TOKEN = 'v1.aW52aXRhdGlvbg.signature';
const ORG = { id: '0b6c7e1a-2f3d-4c5b-8a9e-1d2c3b4a5f60', name: 'Acme Events', role: 'recruiter' as const };

let preview: () => Response;
/** Who /api/me says is signed in (null: nobody); a successful join signs the invitee in. */
let signedIn: ReturnType<typeof meResponse> | null;
let answerPost: (call: ApiCall) => Response;
let calls: ApiCall[];

const invitation = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  organisationName: 'Acme Events',
  role: 'recruiter',
  email: 'jo@acme.example',
  invitedByName: 'Olivia Owner',
  expiresAt: '2027-03-08T09:00:00.000Z',
  accountExists: false,
  ...overrides,
});

const joinedAs = () => meResponse('company', { email: 'jo@acme.example', name: 'Jo Lee', organisation: ORG });

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  preview = () => Response.json(invitation());
  signedIn = null;
  answerPost = () => {
    signedIn = joinedAs();
    return Response.json({ organisationId: ORG.id, organisationName: ORG.name });
  };
  calls = stubFetch((call) => {
    if (call.url === '/api/me') return Response.json(signedIn);
    if (call.url === `/api/organisation-invitations/${TOKEN}`) return preview();
    if (call.method === 'POST' && call.url.startsWith('/api/organisation-invitations/'))
      return answerPost(call);
    if (call.url === '/api/auth/sign-out') {
      signedIn = null;
      return Response.json({ success: true });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${call.url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<JoinPage />, {
    url: `/join/${TOKEN}`,
    path: '/join/:token',
    auth: true,
    routes: [{ path: '/company/dashboard', element: <p>company dashboard</p> }],
  });

const posts = () => calls.filter((call) => call.method === 'POST');

describe('the invitation page', () => {
  it('says who invites whom, and signs a new person up into the organisation', async () => {
    const { router } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your invitation' })).toBeInTheDocument();
    expect(
      await screen.findByText('Olivia Owner invited you to join Acme Events as Recruiter.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/The invitation is for jo@acme.example and valid until \d+ March 2027\./),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);

    const form = await screen.findByRole('form', { name: 'Create your account' });
    expect(form).toHaveAttribute('method', 'post');
    expect(within(form).getByLabelText('Email')).toHaveValue('jo@acme.example');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');

    // The rules of every sign-up, before anything is sent.
    await userEvent.type(within(form).getByLabelText('First name'), 'J');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account and join' }));
    expect(await within(form).findAllByRole('alert')).not.toHaveLength(0);
    expect(form).toHaveTextContent('Passwords do not match');
    expect(posts()).toEqual([]);

    await userEvent.type(within(form).getByLabelText('First name'), 'o');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Lee');
    await userEvent.clear(within(form).getByLabelText('Password'));
    await userEvent.type(within(form).getByLabelText('Password'), 'a long enough password');
    await userEvent.clear(within(form).getByLabelText('Confirm password'));
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'a long enough password');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account and join' }));

    expect(await screen.findByText('company dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/dashboard');
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/organisation-invitations/sign-up',
        body: { token: TOKEN, firstName: 'Jo', lastName: 'Lee', password: 'a long enough password' },
      },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith(
      'Welcome to Acme Events',
      'You now act for Acme Events as Recruiter.',
    );
  });

  it('shows a refused sign-up beside its field and in a toast', async () => {
    answerPost = () =>
      Response.json(
        {
          error: {
            code: 'BAD_REQUEST',
            message: 'This password is too common.',
            fieldErrors: { password: ['This password is too common.'] },
          },
        },
        { status: 400 },
      );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Create your account' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Jo');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Lee');
    await userEvent.type(within(form).getByLabelText('Password'), 'password1234');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'password1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account and join' }));
    expect(await within(form).findByText('This password is too common.')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Could not join', 'This password is too common.');
    expect(within(form).getByRole('button', { name: 'Create account and join' })).toBeEnabled();
  });

  it('does not name the organisation twice when its founder goes by its name', async () => {
    preview = () => Response.json(invitation({ invitedByName: 'Acme Events' }));
    renderPage();
    expect(await screen.findByText('You are invited to join Acme Events as Recruiter.')).toBeInTheDocument();
  });

  it('asks an existing account to sign in, and comes back here', async () => {
    preview = () => Response.json(invitation({ accountExists: true, invitedByName: null }));
    renderPage();
    expect(await screen.findByText('You are invited to join Acme Events as Recruiter.')).toBeInTheDocument();
    expect(
      screen.getByText('jo@acme.example already has an account. Sign in with it to join.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent(`/join/${TOKEN}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Join organisation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('lets the invited address, signed in, join with one button', async () => {
    preview = () => Response.json(invitation({ accountExists: true }));
    signedIn = meResponse('company', { email: 'Jo@acme.example', organisation: null });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join organisation' }));
    expect(await screen.findByText('company dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company/dashboard');
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/organisation-invitations/accept', body: { token: TOKEN } },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith(
      'Welcome to Acme Events',
      'You now act for Acme Events as Recruiter.',
    );
  });

  it('shows a refused join on the page', async () => {
    preview = () => Response.json(invitation({ accountExists: true }));
    signedIn = meResponse('facilitator', { email: 'jo@acme.example' });
    answerPost = () => errorResponse(403, 'FORBIDDEN', 'A facilitator account cannot join an organisation.');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A facilitator account cannot join an organisation.',
    );
    expect(toastError).toHaveBeenCalledWith(
      'Could not join',
      'A facilitator account cannot join an organisation.',
    );
  });

  it('tells someone signed in with another address, and lets them sign out', async () => {
    preview = () => Response.json(invitation({ accountExists: true }));
    signedIn = meResponse('company', { email: 'someone@else.example' });
    renderPage();
    expect(await screen.findByText('You are signed in as someone@else.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join organisation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in to join' })).toBeInTheDocument();
  });

  it('explains an invitation that was used, revoked or has expired', async () => {
    preview = () => errorResponse(410, 'GONE', 'This invitation has expired.');
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(screen.getByText('This invitation can no longer be used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
