import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngagementSummary } from '../../../shared/engagements';
import { ENGAGEMENT_ID, engagementSummary } from '../../test/engagement-fixtures';
import { errorResponse, meResponse, onePageResponse, stubFetch, type ApiCall } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as EngagementsPage } from './engagements-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

afterEach(() => vi.unstubAllGlobals());

const OFFER_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const FEED = 'https://facilitatorhub.example/calendar/feed-token-1.ics';

function serve(items: EngagementSummary[], userType: 'company' | 'facilitator' = 'facilitator') {
  let feed = FEED;
  return stubFetch((call: ApiCall) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse(userType));
    if (pathname === '/api/engagements') return onePageResponse(items);
    if (pathname === '/api/me/calendar-feed') {
      if (call.method === 'POST') feed = 'https://facilitatorhub.example/calendar/feed-token-2.ics';
      return Response.json({ url: feed });
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
}

const renderPage = (url = '/engagements') =>
  renderWithProviders(<EngagementsPage />, { url, path: '/engagements', auth: true });

describe('the Engagements page', () => {
  it('lists each offer and engagement with its counterpart, days, net total and status, and marks the viewer’s turn', async () => {
    serve([
      engagementSummary({
        id: OFFER_ID,
        status: 'offered',
        turn: 'facilitator',
        counterpartName: 'Acme Events',
        jobTitle: null,
        firstDay: '2027-04-06',
        lastDay: '2027-04-06',
        sessionCount: 1,
        netTotalMinor: 150_000,
        expiresAt: '2027-03-30T12:00:00.000Z',
      }),
      engagementSummary({ counterpartName: 'Acme Events' }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Engagements' })).toBeInTheDocument();
    const first = within((await screen.findByRole('link', { name: 'Direct offer' })).closest('li')!);
    expect(first.getByRole('link', { name: 'Direct offer' })).toHaveAttribute(
      'href',
      `/engagements/${OFFER_ID}`,
    );
    expect(first.getByText('Offer')).toBeInTheDocument();
    expect(first.getByText('Your turn')).toBeInTheDocument();
    expect(first.getByText('With Acme Events')).toBeInTheDocument();
    expect(first.getByText(/6 April 2027 · 1 session day/)).toBeInTheDocument();
    expect(first.getByText('€1,500.00 net')).toBeInTheDocument();
    expect(first.getByText('30 March 2027')).toBeInTheDocument();

    const second = within(
      screen.getByRole('link', { name: 'Strategy retreat for the leadership team' }).closest('li')!,
    );
    expect(second.getByRole('link', { name: 'Strategy retreat for the leadership team' })).toHaveAttribute(
      'href',
      `/engagements/${ENGAGEMENT_ID}`,
    );
    expect(second.getByText('Confirmed')).toBeInTheDocument();
    expect(second.queryByText('Your turn')).not.toBeInTheDocument();
    expect(second.getByText(/10 March 2027 – 11 March 2027 · 2 session days/)).toBeInTheDocument();
    expect(second.getByText('€2,820.50 net')).toBeInTheDocument();
  });

  it('filters by status with plain links, which ask the server for that filter', async () => {
    const calls = serve([engagementSummary()]);
    renderPage('/engagements?filter=confirmed');
    const filters = within(screen.getByRole('navigation', { name: 'Show' }));
    expect(filters.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['All', '/engagements'],
        ['Offers', '/engagements?filter=offers'],
        ['Confirmed', '/engagements?filter=confirmed'],
        ['Delivered', '/engagements?filter=delivered'],
        ['Completed', '/engagements?filter=completed'],
        ['Cancelled', '/engagements?filter=cancelled'],
        ['Closed offers', '/engagements?filter=closed'],
      ],
    );
    expect(filters.getByRole('link', { name: 'Confirmed' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/engagements?filter=confirmed&page=1'),
    );

    await userEvent.click(filters.getByRole('link', { name: 'Closed offers' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/engagements?filter=closed&page=1'),
    );
    expect(filters.getByRole('link', { name: 'Closed offers' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when a filter holds nothing and leads back to all', async () => {
    serve([]);
    renderPage('/engagements?filter=cancelled');
    expect(await screen.findByText('Nothing here under “Cancelled”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/engagements');
  });

  it('invites a company without offers to send one', async () => {
    serve([], 'company');
    renderPage();
    expect(await screen.findByText('No offers or engagements yet')).toBeInTheDocument();
    expect(screen.getByText(/Send an offer from an application/)).toBeInTheDocument();
  });

  it('shows the private calendar feed URL and replaces it after a confirmation', async () => {
    const calls = serve([]);
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Calendar feed' }));
    expect(section.getByText(/Google Calendar, Outlook or Apple Calendar/)).toBeInTheDocument();
    const input = await section.findByLabelText('Your private calendar link');
    expect(input).toHaveValue(FEED);
    expect(input).toHaveAttribute('readonly');
    expect(section.getByRole('button', { name: 'Copy your calendar link' })).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Get a new link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Get a new calendar link?' }));
    expect(dialog.getByText(/The current link stops working at once/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Get a new link' }));
    await waitFor(() =>
      expect(section.getByLabelText('Your private calendar link')).toHaveValue(
        'https://facilitatorhub.example/calendar/feed-token-2.ics',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/me/calendar-feed',
    ]);
  });
});
