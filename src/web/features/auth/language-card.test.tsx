import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { toastError, toastSuccess } from '../../test/toast-mock';
import { LanguageCard } from './language-card';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

let stored: Locale;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  stored = 'en';
  calls = stubFetch(async ({ method, url, body }) => {
    if (url === '/api/me') return Response.json(meResponse('facilitator', { locale: stored }));
    if (method === 'PATCH' && url === '/api/account/language') {
      stored = (body as { locale: Locale }).locale;
      return Response.json({ locale: stored });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${url}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('LanguageCard', () => {
  it("shows the saved language and saves another one for the user's mails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageCard />, { auth: true });
    const select = screen.getByRole('combobox', { name: 'Language for emails and notifications' });
    await waitFor(() => expect(select).toHaveValue('en'));
    await user.selectOptions(select, 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Language saved'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ locale: 'de' });
    expect(stored).toBe('de');
    await waitFor(() => expect(select).toHaveValue('de'));
  });

  it('speaks German on a German page', async () => {
    stored = 'de';
    renderWithProviders(
      <LocaleProvider value="de">
        <LanguageCard />
      </LocaleProvider>,
      { auth: true },
    );
    expect(screen.getByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Sprache für E-Mails und Benachrichtigungen' });
    await waitFor(() => expect(select).toHaveValue('de'));
    expect(screen.getByRole('button', { name: 'Sprache speichern' })).toBeInTheDocument();
  });
});
