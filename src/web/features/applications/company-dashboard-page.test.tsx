import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDashboard } from '../../../shared/applications';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as CompanyDashboardPage } from './company-dashboard-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

function showDashboard(stats: CompanyDashboard['stats']) {
  const dashboard: CompanyDashboard = { stats, recentActivity: [] };
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company'));
    if (pathname === '/api/company/dashboard') return Response.json(dashboard);
    if (pathname === '/api/invitations') return Response.json({ items: [], total: 0, page: 1, pageSize: 20 });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
  renderWithProviders(<CompanyDashboardPage />, { auth: true, guard: 'company', url: '/company/dashboard' });
}

afterEach(() => vi.unstubAllGlobals());

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
