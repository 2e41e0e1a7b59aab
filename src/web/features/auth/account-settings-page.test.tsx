import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '../../../shared/messages';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as AccountSettings } from './account-settings-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const SETTINGS_URL = '/api/account/notification-settings';

/** The settings as the server holds them. */
let stored: NotificationSettings;
let loadAnswer: () => Response | null;
/** Answers a PUT; held until `release` when `hold` is set. */
let saveAnswer: () => Response | null;
let hold: boolean;
let release: () => void;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  stored = { messages: true, applications: true, statusChanges: false, invitations: true, jobAlerts: true };
  loadAnswer = () => null;
  saveAnswer = () => null;
  hold = false;
  release = () => undefined;
  calls = stubFetch(async ({ method, url, body }) => {
    if (url === '/api/me') return Response.json(meResponse('company'));
    if (method === 'GET' && url === SETTINGS_URL) return loadAnswer() ?? Response.json(stored);
    if (method === 'PUT' && url === SETTINGS_URL) {
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      const answer = saveAnswer();
      if (answer) return answer;
      stored = body as NotificationSettings;
      return Response.json(stored);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
});

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
    expect(within(section()).getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'Applications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Status changes' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Invitations' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Job alerts' })).toBeChecked();
  });

  it('saves all five on a toggle, with the switches disabled while saving', async () => {
    hold = true;
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'Status changes' }));
    expect(screen.getByRole('switch', { name: 'Status changes' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Messages' })).toBeDisabled();
    release();
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Notification settings saved'));
    expect(calls).toContainEqual({
      method: 'PUT',
      url: SETTINGS_URL,
      body: { messages: true, applications: true, statusChanges: true, invitations: true, jobAlerts: true },
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Messages' })).toBeEnabled());

    await userEvent.click(screen.getByRole('switch', { name: 'Messages' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        messages: false,
        applications: true,
        statusChanges: true,
        invitations: true,
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
