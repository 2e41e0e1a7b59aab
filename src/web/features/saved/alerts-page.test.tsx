import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch, SavedSearchPage } from '../../../shared/saved';
import { EVERY_KIND_OF_FILTER } from '../../../shared/test/saved-search-examples';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as AlertsPage } from './alerts-page';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const search = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 'search-1',
  name: 'Agile coach · Remote',
  filters: { q: 'agile coach', remote: 'yes', employmentType: 'contract' },
  frequency: 'daily',
  createdAt: '2027-01-10T10:00:00.000Z',
  lastSentAt: null,
  nextDigestAt: '2027-01-11T06:00:00.000Z',
  ...overrides,
});

let searches: SavedSearch[];
let timeZone: string | null;
let answerWrite: (call: ApiCall) => Response;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  searches = [search(), search({ id: 'search-2', name: 'Workshops', filters: {}, frequency: 'off' })];
  timeZone = 'Europe/Lisbon';
  answerWrite = (call) =>
    call.method === 'DELETE'
      ? new Response(null, { status: 204 })
      : Response.json({ ...searches[0], ...(call.body as object) });
  calls = stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === '/api/saved-searches') {
      const page: SavedSearchPage = {
        items: searches,
        page: 1,
        pageSize: 20,
        total: searches.length,
        totalPages: 1,
        timeZone,
      };
      return Response.json(page);
    }
    if (pathname.startsWith('/api/saved-searches/') || pathname === '/api/account/time-zone') {
      return answerWrite(call);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<AlertsPage />, {
    url: '/facilitator/alerts',
    auth: true,
    guard: 'signed-in',
    routes: [{ path: '/auth', element: <p>sign-in page</p> }],
  });

const writes = () => calls.filter((call) => call.method !== 'GET');

describe('the Job alerts page', () => {
  it('lists every filter of a search in words: format, group size, language, dates and budget', async () => {
    searches = [
      search({ name: 'German workshops', filters: EVERY_KIND_OF_FILTER }),
      search({ id: 'search-2', name: 'Until summer', filters: { sessionTo: '2027-08-31', budgetMax: 900 } }),
    ];
    renderPage();
    const first = within(await screen.findByRole('region', { name: 'German workshops' }));
    expect(
      first.getByText(
        '“retrospective” · In person · Workshop · 11–25 people · German · 1 May 2027 to 30 June 2027 · budget ≥ £1,000 · Day rate',
      ),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View jobs for German workshops' })).toHaveAttribute(
      'href',
      '/jobs?q=retrospective&remote=no&format=workshop&language=de&groupSize=11-25&sessionFrom=2027-05-01&sessionTo=2027-06-30&budgetMin=1000&currency=GBP&budgetType=day-rate',
    );
    // An open range and a budget in the default currency.
    const second = within(screen.getByRole('region', { name: 'Until summer' }));
    expect(second.getByText('until 31 August 2027 · budget ≤ €900')).toBeInTheDocument();
  });

  it('lists each saved search with its filters, its jobs and its frequency', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job alerts' })).toBeInTheDocument();
    const first = within(await screen.findByRole('region', { name: 'Agile coach · Remote' }));
    expect(first.getByText('“agile coach” · Virtual · Contract')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View jobs for Agile coach · Remote' })).toHaveAttribute(
      'href',
      '/jobs?q=agile+coach&remote=yes&employmentType=contract',
    );
    expect(first.getByRole('combobox', { name: 'Frequency of alerts for Agile coach · Remote' })).toHaveValue(
      'daily',
    );
    const second = within(screen.getByRole('region', { name: 'Workshops' }));
    expect(second.getByText('All jobs')).toBeInTheDocument();
    expect(second.getByRole('combobox', { name: /Frequency/ })).toHaveValue('off');
    expect(screen.getByRole('link', { name: 'Notifications in Account settings' })).toHaveAttribute(
      'href',
      '/account/settings#notifications',
    );
  });

  it('saves a new frequency as soon as it is chosen', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', {
      name: 'Frequency of alerts for Agile coach · Remote',
    });
    await userEvent.selectOptions(select, 'Instant');
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Alert frequency saved', expect.any(String)),
    );
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/saved-searches/search-1', body: { frequency: 'instant' } },
    ]);
  });

  it('puts the frequency back and says why when the change is refused', async () => {
    answerWrite = () => errorResponse(404, 'NOT_FOUND', 'This saved search no longer exists.');
    renderPage();
    const select = await screen.findByRole('combobox', {
      name: 'Frequency of alerts for Agile coach · Remote',
    });
    await userEvent.selectOptions(select, 'Weekly');
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'Could not change the frequency',
        'This saved search no longer exists.',
      ),
    );
    await waitFor(() => expect(select).toHaveValue('daily'));
  });

  it('deletes a search only after confirmation', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Agile coach · Remote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep search' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Agile coach · Remote' }));
    searches = searches.slice(1);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this saved search?' })).getByRole('button', {
        name: 'Delete search',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Agile coach · Remote' })).not.toBeInTheDocument(),
    );
    expect(writes()).toEqual([{ method: 'DELETE', url: '/api/saved-searches/search-1', body: undefined }]);
    expect(toastSuccess).toHaveBeenCalledWith('Search deleted', 'No more alerts for “Agile coach · Remote”.');
  });

  it('renames a search', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Workshops' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename search' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Team workshops');
    await userEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Search renamed', 'It is now called “Team workshops”.'),
    );
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/saved-searches/search-2', body: { name: 'Team workshops' } },
    ]);
  });

  it('shows the time zone of the digests and saves another one', async () => {
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(select).toHaveValue('Europe/Lisbon');
    expect(
      screen.getByText('Daily and weekly alerts arrive at 07:00 in Europe/Lisbon; weekly ones on Mondays.'),
    ).toBeInTheDocument();
    answerWrite = () => Response.json({ timeZone: 'Asia/Tokyo' });
    await userEvent.selectOptions(select, 'Asia/Tokyo');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Time zone saved', expect.any(String)));
    expect(writes()).toEqual([
      { method: 'PUT', url: '/api/account/time-zone', body: { timeZone: 'Asia/Tokyo' } },
    ]);
  });

  it("offers the browser's time zone while the account has none", async () => {
    timeZone = null;
    renderPage();
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue(browserZone);
  });

  it('explains how to save a search when there is none', async () => {
    searches = [];
    renderPage();
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
  });
});
