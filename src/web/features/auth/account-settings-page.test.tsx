import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../../shared/messages';
import { answerGate, errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Component as AccountSettings } from './account-settings-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const SETTINGS_URL = '/api/account/notification-settings';

/** The settings as the server holds them. */
let stored: NotificationSettings;
let loadAnswer: () => Response | null;
/** Answers a PUT; held back by `gate`. */
let saveAnswer: () => Response | null;
let gate: ReturnType<typeof answerGate>;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  stored = {
    messages: true,
    applications: true,
    statusChanges: false,
    invitations: true,
    engagements: true,
    jobAlerts: true,
  };
  loadAnswer = () => null;
  saveAnswer = () => null;
  gate = answerGate();
  calls = stubFetch(async ({ method, url, body }) => {
    if (url === '/api/me') return Response.json(meResponse('company'));
    if (method === 'GET' && url === SETTINGS_URL) return loadAnswer() ?? Response.json(stored);
    if (method === 'PUT' && url === SETTINGS_URL) {
      await gate.pass();
      const answer = saveAnswer();
      if (answer) return answer;
      stored = body as NotificationSettings;
      return Response.json(stored);
    }
    if (method === 'POST' && url === '/api/account/email') {
      const { password } = body as { password: string };
      if (password !== 'right password')
        return Response.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'That password is not correct.',
              fieldErrors: { password: ['That password is not correct.'] },
            },
          },
          { status: 400 },
        );
      return Response.json({ status: 'confirmation-sent' }, { status: 202 });
    }
    if (method === 'DELETE' && url === '/api/account') return errorResponse(409, 'CONFLICT', LAST_OWNER);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
});

const LAST_OWNER =
  'You are the last owner of Acme, which has other members. Transfer ownership or delete the organisation first.';

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<AccountSettings />, {
    url: '/account/settings#notifications',
    auth: true,
    guard: 'signed-in',
  });

const section = () => screen.getByRole('region', { name: 'Notifications' });

describe('the Notifications section of Account Settings', () => {
  it('shows one switch per email category, as saved', async () => {
    renderPage();
    const messages = await screen.findByRole('switch', { name: 'Messages' });
    expect(section()).toHaveAttribute('id', 'notifications');
    expect(section()).toHaveTextContent('In-app notifications always stay on.');
    expect(messages).toBeChecked();
    expect(messages).toHaveAccessibleDescription('A message you have not read within 10 minutes.');
    expect(within(section()).getAllByRole('switch')).toHaveLength(6);
    expect(screen.getByRole('switch', { name: 'Applications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Status changes' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Invitations' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offers and engagements' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Job alerts' })).toBeChecked();
  });

  it('saves all six on a toggle, with the switches disabled while saving', async () => {
    gate.hold();
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Status changes' }));
    expect(screen.getByRole('switch', { name: 'Status changes' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Messages' })).toBeDisabled();
    gate.release();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Notification settings saved'));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: SETTINGS_URL,
      body: {
        messages: true,
        applications: true,
        statusChanges: true,
        invitations: true,
        engagements: true,
        jobAlerts: true,
      },
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Messages' })).toBeEnabled());

    await userEvent.click(screen.getByRole('switch', { name: 'Messages' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        messages: false,
        applications: true,
        statusChanges: true,
        invitations: true,
        engagements: true,
        jobAlerts: true,
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Messages' })).not.toBeChecked());
  });

  it('puts the saved value back and says why when saving fails', async () => {
    saveAnswer = () => errorResponse(400, 'BAD_REQUEST', 'Could not save your settings.');
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Invitations' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error', 'Could not save your settings.'));
    expect(screen.getByRole('switch', { name: 'Invitations' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Invitations' })).toBeEnabled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    let failures = 1;
    loadAnswer = () =>
      failures-- > 0 ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') : null;
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading notification settings' })).toBeInTheDocument();
    expect(await within(section()).findByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Messages' })).toBeChecked();
  });
});

describe('Account Settings in German', () => {
  it('words every card and switch in German, and says so in the toast after a save', async () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <AccountSettings />
      </LocaleProvider>,
      { url: '/account/settings', auth: true, guard: 'signed-in' },
    );
    const alerts = await screen.findByRole('switch', { name: 'Job-Benachrichtigungen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'E-Mail-Adresse ändern' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mein Konto löschen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Job-Benachrichtigungen' })).toBeInTheDocument();
    await userEvent.click(alerts);
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Benachrichtigungseinstellungen gespeichert'),
    );
  });
});

describe('the Change email address section of Account Settings', () => {
  it('asks for the password, says a wrong one beside it, and tells where the link went', async () => {
    renderPage();
    const form = await screen.findByRole('form', { name: 'Change email address' });
    await userEvent.type(within(form).getByLabelText('New email address'), 'moved@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('Please enter your password.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/account/email')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Current password'), 'wrong password');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('That password is not correct.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Current password'));
    await userEvent.type(within(form).getByLabelText('Current password'), 'right password');
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText('A confirmation link is on its way to moved@example.org.'),
    ).toBeInTheDocument();
    expect(toastSuccess).toHaveBeenCalledWith(
      'Check your inbox',
      'We sent a link to moved@example.org. Your email address changes once you open it.',
    );
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/account/email',
      body: { newEmail: 'moved@example.org', password: 'right password' },
    });
  });
});

describe('the Delete my account card of Account Settings', () => {
  it("keeps a refusal in the dialog with its way out (an organisation's last owner)", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const { email } = meResponse('company').user;
    await userEvent.type(within(dialog).getByLabelText('Email address'), email);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Your account cannot be deleted yet');
    expect(refusal).toHaveTextContent(LAST_OWNER);
    expect(toastError).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });
});
