import { formatDate } from '../../../shared/dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnAvailability } from '../../../shared/facilitation';
import { errorResponse, meResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Component as AvailabilityPage } from './availability-page';
import { addDays, endOfMonth, localToday, longDay, startOfMonth } from './calendar-model';
import { toastError, toastSuccess } from '../../test/toast-mock';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

// Dates follow the browser's clock, as the page does.
const today = localToday();
let saved: OwnAvailability;
let calls: ApiCall[];

beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  saved = { status: 'available', availableFrom: null, days: [] };
  calls = stubFetch(({ method, url, body }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (method === 'GET' && pathname === '/api/profile/availability') return Response.json(saved);
    if (method === 'PUT' && pathname === '/api/profile/availability') {
      saved = { ...saved, ...(body as Partial<OwnAvailability>) };
      return Response.json(saved);
    }
    if (method === 'PUT' && pathname === `/api/profile/availability/dates/${today}`) {
      saved = { ...saved, days: [{ date: today, source: 'manual', job: null }] };
      return Response.json(saved);
    }
    if (method === 'POST' && pathname === '/api/profile/availability/range') return Response.json(saved);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${method} ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<AvailabilityPage />, {
    url: '/facilitator/availability',
    auth: true,
    guard: 'facilitator',
  });

describe('the availability page', () => {
  it('loads this month and saves the status, asking for the date of Available from', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Available' });
    expect(screen.getByRole('radio', { name: 'Available' })).toBeChecked();
    expect(
      calls.some(
        (call) =>
          call.url === `/api/profile/availability?from=${startOfMonth(today)}&to=${endOfMonth(today)}`,
      ),
    ).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Available from a date' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Choose the date you are available from')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const from = addDays(today, 14);
    await userEvent.type(screen.getByLabelText('Available from date'), from);
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Availability updated', `Available from ${formatDate(from)}`),
    );
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/profile/availability',
      body: { status: 'available-from', availableFrom: from },
    });
  });

  it('blocks a range of days in one go, with one toast, and checks the range first', async () => {
    renderPage();
    const from = addDays(today, 3);
    const to = addDays(today, 7);
    await userEvent.type(await screen.findByLabelText('First day'), to);
    await userEvent.type(screen.getByLabelText('Last day'), from);
    await userEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('First day'));
    await userEvent.type(screen.getByLabelText('First day'), from);
    await userEvent.clear(screen.getByLabelText('Last day'));
    await userEvent.type(screen.getByLabelText('Last day'), to);
    await userEvent.click(screen.getByRole('button', { name: 'Block these days' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('5 days blocked', `${formatDate(from)} to ${formatDate(to)}`),
    );
    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: expect.stringMatching(/^\/api\/profile\/availability\/range\?from=/),
      body: { from, to, blocked: true },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Free these days' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        '5 days available again',
        `${formatDate(from)} to ${formatDate(to)}`,
      ),
    );
  });

  it('blocks a day on the calendar and says so', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `${longDay(today)}, available` }));
    expect(await screen.findByRole('button', { name: `${longDay(today)}, blocked` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Day blocked', formatDate(today)));
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(`/api/profile/availability/dates/${today}`);
  });

  it('speaks German on a German page: its title, the status and the toasts', async () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <AvailabilityPage />
      </LocaleProvider>,
      { url: '/de/facilitator/availability', auth: true, guard: 'facilitator' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Verfügbarkeit' })).toBeInTheDocument();
    expect(await screen.findByText('Derzeit angezeigt: Verfügbar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${longDay(today, 'de')}, verfügbar` }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Tag blockiert', formatDate(today, { locale: 'de' })),
    );
    expect(screen.getByRole('button', { name: 'Diese Tage blockieren' })).toBeInTheDocument();
  });
});
