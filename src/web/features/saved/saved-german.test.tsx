import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedJobPage, SavedSearchPage } from '../../../shared/saved';
import { LocaleProvider } from '../../lib/i18n';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { jobSummary } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { Component as AlertsPage } from './alerts-page';
import { Component as SavedJobsPage } from './saved-jobs-page';

vi.mock('../../lib/toast', () => import('../../test/toast-mock'));

const NOW = new Date('2027-01-13T10:00:00.000Z');
const page = { page: 1, pageSize: 20, total: 2, totalPages: 1 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stubFetch((call) => {
    const { pathname } = new URL(call.url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('facilitator'));
    if (pathname === '/api/saved-searches') {
      const searches: SavedSearchPage = {
        ...page,
        timeZone: 'Europe/Berlin',
        items: ['Agile coach', 'Workshops'].map((name, index) => ({
          id: `search-${index}`,
          name,
          filters: {},
          frequency: 'daily',
          createdAt: '2027-01-10T10:00:00.000Z',
          lastSentAt: index === 0 ? '2027-01-11T06:00:00.000Z' : null,
          nextDigestAt: '2027-01-14T06:00:00.000Z',
        })),
      };
      return Response.json(searches);
    }
    if (pathname === '/api/saved-jobs') {
      const jobs: SavedJobPage = {
        ...page,
        items: [
          {
            job: jobSummary({ id: 'a', title: 'Strategy offsite', applicationDeadline: '2027-03-12' }),
            state: 'open',
            savedAt: '2027-01-12T10:00:00.000Z',
          },
          {
            job: jobSummary({ id: 'b', title: 'Old retreat' }),
            state: 'expired',
            savedAt: '2027-01-11T10:00:00.000Z',
          },
        ],
      };
      return Response.json(jobs);
    }
    return errorResponse(404, 'NOT_FOUND', `No fake for ${call.method} ${pathname}`);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderGerman = (ui: ReactNode, url: string) =>
  renderWithProviders(<LocaleProvider value="de">{ui}</LocaleProvider>, { url, auth: true });

describe('the saved pages in German', () => {
  it('word the job alerts, their frequencies and their times in German', async () => {
    renderGerman(<AlertsPage />, '/de/facilitator/alerts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job-Benachrichtigungen' }),
    ).toBeInTheDocument();
    const first = within(await screen.findByRole('region', { name: 'Agile coach' }));
    expect(first.getByText('Alle Jobs')).toBeInTheDocument();
    expect(first.getByText('vorgestern')).toHaveAttribute('datetime', '2027-01-11T06:00:00.000Z');
    expect(
      first.getByRole('combobox', { name: 'Häufigkeit der Benachrichtigungen für Agile coach' }),
    ).toHaveDisplayValue('Täglich');
    expect(first.getByRole('link', { name: 'Jobs ansehen für Agile coach' })).toBeInTheDocument();
    const second = within(screen.getByRole('region', { name: 'Workshops' }));
    expect(second.getByText('Noch keine Benachrichtigung gesendet')).toBeInTheDocument();
    expect(
      screen.getByText(/^Tägliche und wöchentliche Benachrichtigungen kommen um 07:00 Uhr/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Benachrichtigungen in den Kontoeinstellungen' }),
    ).toBeInTheDocument();
  });

  it('word the saved jobs, their states and dates in German', async () => {
    renderGerman(<SavedJobsPage />, '/de/facilitator/saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemerkte Jobs' })).toBeInTheDocument();
    await screen.findByText('Strategy offsite');
    expect(screen.getByText('Offen')).toBeInTheDocument();
    expect(screen.getByText('Abgelaufen')).toBeInTheDocument();
    expect(screen.getByText('12. März 2027')).toHaveAttribute('datetime', '2027-03-12');
    expect(screen.getByText('gestern')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Entfernen Old retreat aus den gemerkten Jobs' }),
    ).toBeInTheDocument();
  });
});
