import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fake-api';
import { jobSummary } from '../../test/job-fixtures';
import { renderWithProviders } from '../../test/render';
import { LocaleProvider } from '../../lib/i18n';
import { JobCard } from './job-card';

beforeEach(() => {
  stubFetch(() => Response.json({ user: null }));
});
afterEach(() => vi.unstubAllGlobals());

describe('JobCard in German', () => {
  it('words its facts, options and dates in German and leaves the posting as written', async () => {
    const job = jobSummary({
      sessionDates: ['2027-03-12', '2027-03-19'],
      budget: { type: 'day-rate', min: 900, max: 1200, currency: 'EUR' },
    });
    renderWithProviders(
      <LocaleProvider value="de">
        <JobCard job={job} />
      </LocaleProvider>,
      { auth: true },
    );
    expect(await screen.findByRole('link', { name: /Details ansehen/ })).toBeVisible();
    // The posting's own title stays in English, marked as such (also inside the link's name).
    const title = screen.getByRole('heading', { name: 'Agile coach for a product team' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Online')).toBeVisible();
    expect(screen.getByText('Auftrag')).toBeVisible();
    expect(screen.getByText('12. März 2027 +1 weitere')).toBeVisible();
    expect(screen.getByText(/^900\s€–1\.200\s€ pro Tag$/)).toBeVisible();
    expect(screen.getByText('Termine')).toBeVisible();
  });
});
