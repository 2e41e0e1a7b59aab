import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FacilitatorInsights } from '../../../shared/insights';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as FacilitatorInsightsPage } from './facilitator-insights-page';

// The canvas chart cannot draw in jsdom; the page's table of days is its text alternative.
vi.mock('../../components/daily-chart', () => ({
  default: ({ dates }: { dates: string[] }) => <p>Chart of {dates.length} days</p>,
}));

const insights = (overrides: Partial<FacilitatorInsights> = {}): FacilitatorInsights => ({
  days: 30,
  from: '2031-02-01',
  to: '2031-03-02',
  totals: {
    views: 340,
    visitors: 210,
    searchAppearances: 4200,
    contactClicks: 9,
    inviteClicks: 3,
    invitations: 4,
  },
  byDay: [
    { day: '2031-03-01', views: 200, visitors: 120, searchAppearances: 2500 },
    { day: '2031-03-02', views: 140, visitors: 90, searchAppearances: 1700 },
  ],
  topFilters: {
    methods: [
      { value: 'lego-serious-play', count: 31 },
      { value: 'world-cafe', count: 1 },
    ],
    formats: [{ value: 'workshop', count: 12 }],
    languages: [{ value: 'de', count: 40 }],
  },
  responseTime: { medianMinutes: 150, threads: 7, publicFromThreads: 5 },
  ...overrides,
});

function show(answer: (url: URL) => Response, url = '/facilitator/insights') {
  const calls = stubFetch(({ url: requested }) => {
    const parsed = new URL(requested, 'http://localhost');
    if (parsed.pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (parsed.pathname === '/api/me/insights') return answer(parsed);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${parsed.pathname}`);
  });
  return {
    calls,
    ...renderWithProviders(<FacilitatorInsightsPage />, { auth: true, guard: 'facilitator', url }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("a facilitator's insights page", () => {
  it('shows the profile views, search appearances, invitations, the filters that found them and the response time', async () => {
    show(() => Response.json(insights()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your insights' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Profile views').nextSibling).toHaveTextContent('340');
    expect(within(totals).getByText('Search appearances').nextSibling).toHaveTextContent('4,200');
    expect(within(totals).getByText('Invitations received').nextSibling).toHaveTextContent('4');

    const response = screen.getByRole('region', { name: 'Response time' });
    expect(within(response).getByText('Usually replies within 3 hours')).toBeInTheDocument();
    expect(
      within(response).getByText(/From 7 threads companies started in the last 90 days/),
    ).toHaveTextContent('Shown on your profile.');
    expect(
      within(response).getByText(/shown publicly on your profile once 5 threads count toward it/),
    ).toBeInTheDocument();
    expect(within(response).getByRole('link', { name: 'Set away days' })).toHaveAttribute(
      'href',
      '/facilitator/availability',
    );

    const filters = screen.getByRole('region', { name: 'The filters that found you' });
    const methods = within(filters).getByRole('heading', { name: 'Methods' }).parentElement!;
    expect(within(methods).getByText('LEGO Serious Play')).toBeInTheDocument();
    expect(within(methods).getByText('31 times')).toBeInTheDocument();
    expect(within(methods).getByText('1 time')).toBeInTheDocument();
    const languages = within(filters).getByRole('heading', { name: 'Languages' }).parentElement!;
    expect(within(languages).getByText('German')).toBeInTheDocument();

    const byDay = screen.getByRole('region', { name: 'By day' });
    expect(await within(byDay).findByText('Chart of 2 days')).toBeInTheDocument();
  });

  it('notes that the response time is not public before 5 threads', async () => {
    show(() =>
      Response.json(insights({ responseTime: { medianMinutes: 30, threads: 3, publicFromThreads: 5 } })),
    );
    const response = await screen.findByRole('region', { name: 'Response time' });
    expect(within(response).getByText('Usually replies within an hour')).toBeInTheDocument();
    expect(within(response).getByText(/Not shown on your profile yet: 3 of 5 threads/)).toBeInTheDocument();
  });

  it('asks for another span through the picker', async () => {
    const { calls, router } = show((url) =>
      Response.json(
        url.searchParams.get('days') === '90'
          ? insights({ days: 90, totals: { ...insights().totals, views: 999 } })
          : insights(),
      ),
    );
    const picker = await screen.findByRole('combobox', { name: 'Period' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 365 days']);
    expect(picker).toHaveValue('30');
    await userEvent.selectOptions(picker, '90');
    expect(await screen.findByText('999')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?days=90');
    expect(calls.map((call) => call.url)).toContain('/api/me/insights?days=90');
  });

  it('says so when nothing was counted yet, and still shows the response time', async () => {
    show(() =>
      Response.json(
        insights({
          totals: {
            views: 0,
            visitors: 0,
            searchAppearances: 0,
            contactClicks: 0,
            inviteClicks: 0,
            invitations: 0,
          },
          byDay: [],
          topFilters: { methods: [], formats: [], languages: [] },
          responseTime: { medianMinutes: null, threads: 0, publicFromThreads: 5 },
        }),
      ),
    );
    expect(await screen.findByText('Nothing counted yet')).toBeInTheDocument();
    expect(screen.getByText('No reply counted yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    show(() => errorResponse(500, 'INTERNAL', 'The insights could not be read.'));
    expect(await screen.findByText('The insights could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
