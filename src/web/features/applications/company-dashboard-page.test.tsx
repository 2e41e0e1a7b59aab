import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDashboard } from '../../../shared/applications';
import type { DashboardEngagement } from '../../../shared/dashboard-engagements';
import { funnelOf, type OrganisationInsights } from '../../../shared/insights';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as CompanyDashboardPage } from './company-dashboard-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const NO_ENGAGEMENTS: CompanyDashboard['engagements'] = { next: null, openOffers: { count: 0, items: [] } };

function showDashboard(
  stats: CompanyDashboard['stats'],
  engagements: CompanyDashboard['engagements'] = NO_ENGAGEMENTS,
) {
  const dashboard: CompanyDashboard = { stats, recentActivity: [], engagements };
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === '/api/company/dashboard') return Response.json(dashboard);
    if (pathname === '/api/invitations') return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
    if (pathname === '/api/organisation/insights') return Response.json(organisationInsights);
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
  renderWithProviders(<CompanyDashboardPage />, { auth: true, guard: 'company', url: '/company/dashboard' });
}

afterEach(() => vi.unstubAllGlobals());

const JOB_ID = '6f1c2f44-8a55-4c1e-9a6e-6a1f0c3b2a10';
const orgTotals = { views: 1500, visitors: 900, impressions: 7000, applyClicks: 80, applications: 14 };
const organisationInsights: OrganisationInsights = {
  totals: orgTotals,
  funnel: funnelOf(orgTotals),
  jobs: {
    items: [
      {
        jobId: JOB_ID,
        title: 'Strategy offsite',
        status: 'published',
        postedAt: '2031-03-01T09:00:00.000Z',
        totals: { ...orgTotals, views: 1, applications: 3 },
      },
    ],
    page: 1,
    pageSize: 20,
    total: 1,
    totalPages: 1,
  },
};

describe("the company dashboard's insights", () => {
  it("shows the organisation's totals and each job's views and applications, linked to its insights", async () => {
    showDashboard({ openJobs: 1, totalApplications: 14, newApplications: 0 });
    const section = await screen.findByRole('region', { name: 'Insights across your jobs' });
    expect(await within(section).findByText('1,500')).toBeInTheDocument();
    expect(within(section).getByText('Unique visitors').nextSibling).toHaveTextContent('900');
    expect(within(section).getByText(/1 view · 3 applications/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Insights for Strategy offsite' })).toHaveAttribute(
      'href',
      `/company/jobs/${JOB_ID}/insights`,
    );
  });
});

describe("the company dashboard's next step", () => {
  it('asks for a first job when none is open', async () => {
    showDashboard({ openJobs: 0, totalApplications: 0, newApplications: 0 });
    expect(await screen.findByRole('heading', { name: 'Hire your next facilitator' })).toBeInTheDocument();
    expect(
      screen.getByText('Post a job and the facilitators who apply will show up here.'),
    ).toBeInTheDocument();
  });

  it('sends a company with an open job and no application to the suggested facilitators, not to post another', async () => {
    showDashboard({ openJobs: 1, totalApplications: 0, newApplications: 0 });
    expect(await screen.findByRole('heading', { name: 'Invite facilitators to apply' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See suggested facilitators' })).toHaveAttribute(
      'href',
      '/company/jobs',
    );
    expect(
      screen.getByText('Your job is on the board: the facilitators who apply will show up here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hire your next facilitator' })).not.toBeInTheDocument();
  });

  it('puts new applications first', async () => {
    showDashboard({ openJobs: 2, totalApplications: 5, newApplications: 3 });
    expect(await screen.findByRole('heading', { name: 'Review your new applications' })).toBeInTheDocument();
    expect(screen.getByText(/3 applications wait for your answer/)).toBeInTheDocument();
  });
});

describe("the company dashboard's engagements", () => {
  const STATS = { openJobs: 1, totalApplications: 0, newApplications: 0 };
  const engagement = (id: string, overrides: Partial<DashboardEngagement> = {}): DashboardEngagement => ({
    id,
    status: 'offered',
    turn: 'facilitator',
    counterpartName: 'Ada Okafor',
    jobTitle: 'Strategy offsite',
    firstDay: '2031-05-12',
    lastDay: '2031-05-13',
    expiresAt: '2031-05-01T21:59:59.000Z',
    ...overrides,
  });

  it('says when nothing is coming up and no offer is open', async () => {
    showDashboard(STATS);
    const card = (await screen.findByRole('heading', { name: 'Engagements' })).closest('section')!;
    // The card shows while the dashboard loads; its contents follow.
    expect(await within(card).findByText('No engagement coming up.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Open offers (0)' })).toBeInTheDocument();
    expect(within(card).getByText('No open offers.')).toBeInTheDocument();
  });

  it('links the next engagement and the open offers, with whose answer each waits for', async () => {
    showDashboard(STATS, {
      next: engagement('11111111-1111-4111-8111-111111111111', { status: 'confirmed', turn: null }),
      openOffers: {
        count: 5,
        items: [
          engagement('22222222-2222-4222-8222-222222222222', { counterpartName: 'Ben Brandt' }),
          engagement('33333333-3333-4333-8333-333333333333', {
            counterpartName: 'Cleo Cruz',
            turn: 'company',
            firstDay: '2031-06-02',
            lastDay: '2031-06-02',
          }),
        ],
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Engagements' })).closest('section')!;
    expect(
      await within(card).findByRole('link', { name: /Ada Okafor.*12 May 2031 – 13 May 2031/ }),
    ).toHaveAttribute('href', '/engagements/11111111-1111-4111-8111-111111111111');
    expect(within(card).getByRole('heading', { name: 'Open offers (5)' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ben Brandt.*Awaiting Ben Brandt/ })).toHaveAttribute(
      'href',
      '/engagements/22222222-2222-4222-8222-222222222222',
    );
    expect(
      within(card).getByRole('link', { name: /Cleo Cruz.*2 June 2031 · Awaiting your answer/ }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'All open offers' })).toHaveAttribute(
      'href',
      '/engagements?filter=offers',
    );
  });
});
