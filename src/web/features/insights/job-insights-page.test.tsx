import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { funnelOf, INSIGHT_SOURCES, type JobInsights } from '../../../shared/insights';
import { answerGate, errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as JobInsightsPage } from './job-insights-page';

// The canvas chart cannot draw in jsdom; the page's table of days is its text alternative.
vi.mock('../../components/daily-chart', () => ({
  default: ({ dates }: { dates: string[] }) => <p>Chart of {dates.length} days</p>,
}));

const JOB_ID = '6f1c2f44-8a55-4c1e-9d6e-6a1f0c3b2a10';

const totals = { views: 1200, visitors: 840, impressions: 5000, applyClicks: 60, applications: 12 };

const insights = (overrides: Partial<JobInsights> = {}): JobInsights => ({
  jobId: JOB_ID,
  title: 'Facilitator for a strategy offsite',
  status: 'published',
  periods: [
    { number: 1, start: '2031-01-01', end: '2031-01-30' },
    { number: 2, start: '2031-03-01', end: null },
  ],
  period: { number: 2, start: '2031-03-01', end: null },
  totals,
  funnel: funnelOf(totals),
  byDay: [
    { day: '2031-03-01', views: 700, visitors: 500, impressions: 3000, applyClicks: 40, applications: 8 },
    { day: '2031-03-02', views: 500, visitors: 340, impressions: 2000, applyClicks: 20, applications: 4 },
  ],
  bySource: INSIGHT_SOURCES.map((source) =>
    source === 'search'
      ? { source, views: 900, visitors: 600, impressions: 5000, applyClicks: 50 }
      : source === 'direct'
        ? { source, views: 300, visitors: 240, impressions: 0, applyClicks: 10 }
        : { source, views: 0, visitors: 0, impressions: 0, applyClicks: 0 },
  ),
  ...overrides,
});

function show(answer: (url: URL) => Response | Promise<Response>, url = `/company/jobs/${JOB_ID}/insights`) {
  const calls = stubFetch(async ({ url: requested }) => {
    const parsed = new URL(requested, 'http://localhost');
    if (parsed.pathname === '/api/me') return Response.json(meResponse('company'));
    if (parsed.pathname === `/api/jobs/${JOB_ID}/insights`) return answer(parsed);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${parsed.pathname}`);
  });
  const rendered = renderWithProviders(<JobInsightsPage />, {
    auth: true,
    guard: 'company',
    url,
    path: '/company/jobs/:id/insights',
  });
  return { calls, ...rendered };
}

afterEach(() => vi.unstubAllGlobals());

describe("a job's insights page", () => {
  it('shows the totals, the funnel, the days and the sources of the current period', async () => {
    show(() => Response.json(insights()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facilitator for a strategy offsite' }),
    ).toBeInTheDocument();
    const totalsSection = screen.getByRole('region', { name: 'Totals' });
    expect(within(totalsSection).getByText('840')).toBeInTheDocument();
    expect(within(totalsSection).getByText('1,200')).toBeInTheDocument();
    expect(within(totalsSection).getByText('5,000')).toBeInTheDocument();

    const funnel = screen.getByRole('region', { name: 'From seeing to applying' });
    // Views are 24 % of impressions, apply clicks 5 % of views, applications 20 % of apply clicks.
    expect(within(funnel).getByText('24% of the step before')).toBeInTheDocument();
    expect(within(funnel).getByText('5% of the step before')).toBeInTheDocument();
    expect(within(funnel).getByText('20% of the step before')).toBeInTheDocument();

    const byDay = screen.getByRole('region', { name: 'By day' });
    expect(await within(byDay).findByText('Chart of 2 days')).toBeInTheDocument();
    const dayRow = within(byDay).getByRole('row', { name: /2 March 2031/ });
    expect(
      within(dayRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['500', '340', '20', '4']);

    const sources = screen.getByRole('region', { name: 'Where visitors came from' });
    const search = within(sources).getByRole('row', { name: /Job search/ });
    expect(
      within(search)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['900', '600', '5,000', '50']);
    expect(within(sources).getAllByRole('row')).toHaveLength(1 + INSIGHT_SOURCES.length);
    expect(screen.getByText('Listed since 1 March 2031')).toBeInTheDocument();
  });

  it("links the period's CSV and switches to an earlier listing period, kept with its own counts", async () => {
    const gate = answerGate();
    const { calls, router } = show(async (url) => {
      await gate.pass();
      return Response.json(
        url.searchParams.get('period') === '1'
          ? insights({
              period: { number: 1, start: '2031-01-01', end: '2031-01-30' },
              totals: { ...totals, visitors: 77 },
            })
          : insights(),
      );
    });
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `/api/jobs/${JOB_ID}/insights.csv?period=2`);
    expect(csv).toHaveAttribute('download');

    const picker = screen.getByRole('combobox', { name: 'Listing period' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2. since 1 March 2031', '1. 1 January 2031 – 30 January 2031']);
    gate.hold();
    await userEvent.selectOptions(picker, '1');
    // The shown period stays on screen until the other one arrives.
    expect(screen.getByText('840')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('77')).toBeInTheDocument();
    expect(screen.getByText('Listed 1 January 2031 – 30 January 2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/jobs/${JOB_ID}/insights.csv?period=1`,
    );
    expect(router.state.location.search).toBe('?period=1');
    expect(calls.some((call) => call.url === `/api/jobs/${JOB_ID}/insights?period=1`)).toBe(true);
  });

  it('offers no period picker for a job listed once', async () => {
    show(() => Response.json(insights({ periods: [{ number: 1, start: '2031-03-01', end: null }] })));
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Listing period' })).not.toBeInTheDocument();
  });

  it('says so when nothing was counted yet', async () => {
    const zero = { views: 0, visitors: 0, impressions: 0, applyClicks: 0, applications: 0 };
    show(() =>
      Response.json(
        insights({
          periods: [],
          period: null,
          totals: zero,
          funnel: funnelOf(zero),
          byDay: [],
          bySource: [],
        }),
      ),
    );
    expect(await screen.findByText('Nothing counted yet')).toBeInTheDocument();
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where visitors came from' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    const gate = answerGate();
    gate.hold();
    show(async () => {
      await gate.pass();
      return errorResponse(500, 'INTERNAL', 'The insights could not be read.');
    });
    expect(await screen.findByText('Loading the insights…')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('The insights could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says a job that is not the organisation's was not found", async () => {
    show(() => errorResponse(404, 'NOT_FOUND', 'Job not found.'));
    expect(
      await screen.findByText("This job does not exist, or it is not one of your organisation's."),
    ).toBeInTheDocument();
  });
});
