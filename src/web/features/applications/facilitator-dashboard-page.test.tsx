import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FacilitatorDashboard } from '../../../shared/applications';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { LocaleProvider } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { Component as FacilitatorDashboardPage } from './facilitator-dashboard-page';

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const dashboard: FacilitatorDashboard = {
  stats: { activeApplications: 1, shortlisted: 0, hired: 0 },
  recommendedJobs: [
    {
      id: 'job-1',
      title: 'LEGO Serious Play strategy day',
      contentLanguage: 'en',
      companyName: 'Acme Events',
      location: 'Munich, Germany',
      remote: 'no',
      focusAreas: ['strategic-planning'],
      postedAt: null,
      sessionDates: ['2027-03-12', '2027-03-13'],
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
      reasons: [
        { kind: 'language', language: 'de' },
        { kind: 'method', method: 'lego-serious-play' },
        { kind: 'available', dates: ['2027-03-12'] },
      ],
    },
  ],
  recommendationsByFocusArea: true,
  recentStatusChanges: [],
  profileCompleteness: { percent: 100, missing: [], listingMissing: [] },
  engagements: {
    next: {
      id: '11111111-1111-4111-8111-111111111111',
      status: 'confirmed',
      turn: null,
      counterpartName: 'Acme Events',
      jobTitle: 'Leadership offsite',
      firstDay: '2027-04-08',
      lastDay: '2027-04-08',
      expiresAt: null,
    },
    openOffers: { count: 0, items: [] },
  },
};

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, language: 'en-GB' });
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === '/api/facilitator/dashboard') return Response.json(dashboard);
    if (pathname === '/api/invitations') return Response.json({ items: [] });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the recommended jobs of the facilitator dashboard', () => {
  it('say why each job matches, with its budget, delivery and first session date', async () => {
    renderWithProviders(<FacilitatorDashboardPage />, {
      auth: true,
      guard: 'facilitator',
      url: '/facilitator/dashboard',
    });
    const link = await screen.findByRole('link', { name: 'LEGO Serious Play strategy day' });
    const card = link.closest('li')!;
    expect(
      within(card).getByText('Speaks German · LEGO Serious Play · available 12 March'),
    ).toBeInTheDocument();
    expect(within(card).getByText('€900–€1,200 per day')).toBeInTheDocument();
    expect(within(card).getByText('In person')).toBeInTheDocument();
    expect(within(card).getByText('12 March 2027')).toBeInTheDocument();
  });
});

describe('the facilitator dashboard in German', () => {
  it('speaks German, with German dates and the stats and profile card in German', async () => {
    renderWithProviders(
      <LocaleProvider value="de">
        <FacilitatorDashboardPage />
      </LocaleProvider>,
      { auth: true, guard: 'facilitator', url: '/facilitator/dashboard' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facilitator-Übersicht' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'LEGO Serious Play strategy day' });
    const card = link.closest('li')!;
    expect(within(card).getByText('Vor Ort')).toBeInTheDocument();
    expect(within(card).getByText('12. März 2027')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empfohlene Jobs' })).toBeInTheDocument();
    expect(screen.getByText('Ihr Profil enthält alles, worauf Unternehmen achten.')).toBeInTheDocument();
    expect(screen.getByText('Engere Wahl')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Meine Bewerbungen' }).length).toBeGreaterThan(0);
    const engagements = screen.getByRole('heading', { name: 'Aufträge' }).closest('section')!;
    expect(
      within(engagements).getByRole('link', { name: /Acme Events.*Leadership offsite · 8\. April 2027/ }),
    ).toHaveAttribute('href', '/engagements/11111111-1111-4111-8111-111111111111');
    expect(within(engagements).getByRole('heading', { name: 'Offene Angebote (0)' })).toBeInTheDocument();
    expect(within(engagements).getByText('Keine offenen Angebote.')).toBeInTheDocument();
  });
});
