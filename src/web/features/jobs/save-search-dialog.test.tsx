import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../shared/saved';
import { asAddressValues, EVERY_KIND_OF_FILTER } from '../../../shared/test/saved-search-examples';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as JobsPage } from './jobs-page';
import { toastError, toastSuccess } from '../../test/toast-mock';
import { LocaleProvider } from '../../lib/i18n';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const SEARCH_URL = '/jobs?q=agile+coach&remote=yes&page=2';

let signedIn: boolean;
let answerCreate: () => Response | Promise<Response>;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  signedIn = true;
  // The browser's own time zone, whatever the machine running the test says.
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: 'Europe/Berlin' };
  });
  answerCreate = () =>
    Response.json(
      {
        id: 'search-1',
        name: 'Agile coach · Virtual',
        filters: { q: 'agile coach', remote: 'yes' },
        frequency: 'daily',
        createdAt: '2027-01-11T10:00:00.000Z',
        lastSentAt: null,
        nextDigestAt: '2027-01-12T06:00:00.000Z',
      } satisfies SavedSearch,
      { status: 201 },
    );
  calls = stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(signedIn ? meResponse('facilitator') : null);
    if (pathname === '/api/jobs') {
      return Response.json({ items: [], page: 2, pageSize: 24, total: 0, totalPages: 1, totalIsExact: true });
    }
    if (pathname === '/api/saved-searches' && call.method === 'POST') return answerCreate();
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (url = SEARCH_URL) =>
  renderWithProviders(<JobsPage />, {
    url,
    path: '/jobs',
    auth: true,
    routes: [
      { path: '/auth', element: <p>sign-in page</p> },
      { path: '/facilitator/alerts', element: <p>alerts page</p> },
    ],
  });

describe('Save this search on /jobs', () => {
  it("saves the search's filters under the suggested name, with the frequency and the browser's time zone", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Agile coach · Virtual');
    expect(screen.getByRole('combobox', { name: 'Alert frequency' })).toHaveValue('daily');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Alert frequency' }), 'Instant');
    let finish: (response: Response) => void = () => {};
    answerCreate = () => new Promise((resolve) => (finish = resolve));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();

    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ url: '/api/saved-searches' });
    expect(post?.body).toEqual({
      name: 'Agile coach · Virtual',
      frequency: 'instant',
      filters: { q: 'agile coach', remote: 'yes' },
      timeZone: 'Europe/Berlin',
    });

    finish(Response.json({ id: 'search-1' }, { status: 201 }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(toastSuccess).toHaveBeenCalledWith(
      'Search saved',
      'Alerts for “Agile coach · Virtual” are on their way.',
      expect.objectContaining({ label: 'Manage alerts' }),
    );
  });

  it('keeps every filter of the address: format, group size, language, dates and budget', async () => {
    renderPage(`/jobs?${new URLSearchParams({ ...asAddressValues(EVERY_KIND_OF_FILTER), page: '3' })}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect((post?.body as { filters: unknown }).filters).toEqual(EVERY_KIND_OF_FILTER);
    expect(screen.getByRole('link', { name: 'RSS feed of this search' })).toHaveAttribute(
      'href',
      '/jobs/feed.xml?q=retrospective&remote=no&format=workshop&language=de&groupSize=11-25&sessionFrom=2027-05-01&sessionTo=2027-06-30&budgetMin=1000&currency=GBP&budgetType=day-rate',
    );
  });

  it('shows the server’s refusal of a name beside the field', async () => {
    answerCreate = () =>
      Response.json(
        { error: { code: 'VALIDATION', message: 'Invalid input', fieldErrors: { name: ['Name is taken'] } } },
        { status: 400 },
      );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Coaching');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('asks signed-out visitors to sign in, and links the feed of the search without its page', async () => {
    signedIn = false;
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in to save this search' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/jobs?q=agile+coach&remote=yes&page=2')}`,
    );
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed of this search' })).toHaveAttribute(
      'href',
      '/jobs/feed.xml?q=agile+coach&remote=yes',
    );
  });

  it('speaks German on a German page: the dialog, the suggested name, the toast and the German feed', async () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <JobsPage />
      </LocaleProvider>,
      { url: SEARCH_URL, path: '/jobs', auth: true },
    );
    expect(screen.getByRole('link', { name: 'RSS Feed dieser Suche' })).toHaveAttribute(
      'href',
      '/de/jobs/feed.xml?q=agile+coach&remote=yes',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Diese Suche speichern' }));
    await screen.findByRole('dialog', { name: 'Diese Suche speichern' });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Agile coach · Online');
    const frequency = screen.getByRole('combobox', { name: 'Häufigkeit der Benachrichtigungen' });
    expect(frequency).toHaveDisplayValue('Täglich');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Suche gespeichert.',
        'Job-Benachrichtigungen für „Agile coach · Online“ sind eingerichtet.',
        expect.objectContaining({ label: 'Benachrichtigungen verwalten' }),
      ),
    );
  });
});
