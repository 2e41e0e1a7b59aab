import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminEngagementDetail, AdminEngagementSummary } from '../../../shared/admin-engagements';
import { errorResponse, meResponse, onePageResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as EngagementsPage } from './engagements-page';

const { toastSuccess } = vi.hoisted(() => ({ toastSuccess: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toastSuccess, toastError: vi.fn() }));

const ID = '11111111-1111-4111-8111-111111111111';

const summary = (overrides: Partial<AdminEngagementSummary> = {}): AdminEngagementSummary => ({
  id: ID,
  status: 'confirmed',
  company: { id: 'o-1', name: 'Acme Events' },
  facilitator: { id: 'f-1', name: 'Ada Okafor' },
  jobTitle: 'Leadership offsite',
  firstDay: '2031-05-12',
  lastDay: '2031-05-13',
  currency: 'EUR',
  netTotalMinor: 330_000,
  flaggedAt: '2031-03-02T10:00:00.000Z',
  flagReason: 'The venue fell through',
  updatedAt: '2031-03-02T10:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminEngagementDetail> = {}): AdminEngagementDetail => ({
  ...summary(),
  version: 2,
  terms: {
    sessions: [
      { date: '2031-05-12', start: '09:00', end: '17:00' },
      { date: '2031-05-13', start: '09:00', end: '13:00' },
    ],
    timeZone: 'Europe/Berlin',
    format: null,
    delivery: 'in_person',
    location: 'Berlin',
    currency: 'EUR',
    lines: [{ kind: 'facilitation_day', description: '', quantity: 2, unitPriceMinor: 120_000 }],
    vat: { mode: 'rate', rateBp: 1900 },
    paymentTermsDays: 14,
    cancellationTiers: [
      { minDaysBefore: 14, percent: 0 },
      { minDaysBefore: 0, percent: 100 },
    ],
    outcomes: ['A shared strategy', 'Owners for the priorities'],
  },
  events: [
    {
      kind: 'offered',
      actorSide: 'company',
      actorName: 'Olga Owner',
      detail: null,
      createdAt: '2031-03-01T10:00:00.000Z',
    },
    {
      kind: 'flagged',
      actorSide: 'facilitator',
      actorName: 'Ada Okafor',
      detail: { reason: 'The venue fell through' },
      createdAt: '2031-03-02T10:00:00.000Z',
    },
  ],
  ...overrides,
});

let items: AdminEngagementSummary[];
let calls: ApiCall[];

beforeEach(() => {
  items = [summary()];
  toastSuccess.mockReset();
  calls = stubFetch(({ url, method }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role: 'admin' }));
    if (pathname === '/api/admin/engagements') return onePageResponse(items);
    if (method === 'GET' && pathname === `/api/admin/engagements/${ID}`) return Response.json(detail());
    if (method === 'POST' && pathname === `/api/admin/engagements/${ID}/resolve`) {
      items = [];
      return Response.json(detail({ flaggedAt: null }));
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = (url = '/admin/engagements') =>
  renderWithProviders(<EngagementsPage />, { url, path: '/admin/engagements', auth: true, guard: 'admin' });

describe('the admin Flagged engagements page', () => {
  it('lists the flagged engagements with their parties, dates, total and reason', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Acme Events – Ada Okafor' });
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('12 May 2031 – 13 May 2031')).toBeInTheDocument();
    expect(within(card).getByText('€3,300.00')).toBeInTheDocument();
    expect(within(card).getByText('The venue fell through')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/engagements?filter=flagged&page=1')).toBe(true);
  });

  it('opens the terms and the history, and resolves the flag', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Acme Events – Ada Okafor' });
    await userEvent.click(within(card).getByRole('button', { name: 'Terms and history' }));
    const history = await within(card).findByRole('region', { name: 'History' });
    expect(within(history).getByText(/Offer sent/)).toBeInTheDocument();
    expect(within(history).getByText(/Asked the operator for help/)).toBeInTheDocument();
    const terms = within(card).getByRole('region', { name: 'Current terms (version 2)' });
    expect(within(terms).getByText('Facilitation day: 2 × €1,200.00')).toBeInTheDocument();
    expect(within(terms).getByText('At least 14 days before: 0 %')).toBeInTheDocument();
    expect(within(terms).getByText('A shared strategy')).toBeInTheDocument();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Resolve flag of Acme Events – Ada Okafor' }),
    );
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Flag resolved', 'Acme Events – Ada Okafor'),
    );
    expect(await screen.findByText('No flagged engagements')).toBeInTheDocument();
  });

  it('shows every engagement on request, without a Resolve button for an unflagged one', async () => {
    items = [summary({ flaggedAt: null, flagReason: null })];
    renderPage('/admin/engagements?filter=all');
    const card = await screen.findByRole('region', { name: 'Acme Events – Ada Okafor' });
    expect(within(card).queryByRole('button', { name: /Resolve flag/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show flagged engagements only' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/admin/engagements?filter=all&page=1')).toBe(true);
  });
});
