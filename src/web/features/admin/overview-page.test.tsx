import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview, OverviewDay } from '../../../shared/admin';
import { errorResponse, meResponse, stubFetch } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { Component as OverviewPage } from './overview-page';

// The canvas chart cannot draw in jsdom; the page's own text alternative is what is tested here.
vi.mock('./activity-chart', () => ({
  default: ({ days }: { days: OverviewDay[] }) => <p>Chart of {days.length} days</p>,
}));

vi.mock('../../lib/toast', () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));

const days: OverviewDay[] = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2031, 1, 14 + i)).toISOString().slice(0, 10),
  signUps: i === 0 ? 3 : 0,
  jobsPosted: i === 29 ? 2 : 1,
  applications: i % 10 === 0 ? 4 : 0,
}));

const overview: AdminOverview = {
  totals: {
    companies: 1204,
    facilitators: 356,
    jobs: 100_042,
    jobsByStatus: {
      draft: 12,
      pending_review: 3,
      rejected: 1,
      published: 99_000,
      expired: 410,
      closed: 1030,
      suspended: 0,
    },
    applications: 5321,
    openReports: 7,
  },
  daily: days,
  insights: {
    jobViews: 2000,
    profileViews: 500,
    applications: 50,
    conversion: 0.025,
    weeks: [
      { week: '2031-03-03', jobViews: 0, profileViews: 0, applications: 0, conversion: null },
      { week: '2031-03-10', jobViews: 2000, profileViews: 500, applications: 50, conversion: 0.025 },
    ],
  },
};

let role: 'admin' | 'user';
let overviewAnswer: () => Response;

beforeEach(() => {
  role = 'admin';
  overviewAnswer = () => Response.json(overview);
  stubFetch(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/me') return Response.json(meResponse('company', { role }));
    if (pathname === '/api/admin/overview') return overviewAnswer();
    if (pathname === '/api/admin/queue') return Response.json({ queues: [], recentFailures: [] });
    return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
  });
});

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(<OverviewPage />, {
    url: '/admin',
    path: '/admin',
    auth: true,
    guard: 'admin',
    routes: [{ path: '/', element: <p>home page</p> }],
  });

describe('the admin overview', () => {
  it('shows the totals as stat cards, with every job status', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const totals = within(await screen.findByRole('region', { name: 'Totals' }));
    const card = (label: string) => totals.getByText(label).closest('li')!;
    expect(card('Companies')).toHaveTextContent('1,204');
    expect(card('Facilitators')).toHaveTextContent('356');
    expect(card('Applications')).toHaveTextContent('5,321');
    const jobs = card('Jobs');
    expect(jobs).toHaveTextContent('100,042');
    expect(jobs).toHaveTextContent('12 Draft');
    expect(jobs).toHaveTextContent('99,000 Published');
    expect(jobs).toHaveTextContent('3 In review');
    expect(jobs).toHaveTextContent('410 Expired');
    expect(jobs).toHaveTextContent('1,030 Closed');
  });

  it('draws the 30-day chart with a text alternative: a summary and a table of every day', async () => {
    renderPage();
    // The chart is a lazily loaded module of its own.
    expect(await screen.findByText('Chart of 30 days')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Daily sign-ups, jobs posted and applications/ });
    expect(chart).toHaveAccessibleName(
      'Daily sign-ups, jobs posted and applications, 14 February 2031 to 15 March 2031 (UTC). 3 sign-ups, 31 jobs posted, 12 applications in all.',
    );
    const legend = within(screen.getByRole('list', { name: 'Totals over the 30 days' }));
    expect(legend.getByText('Jobs posted').closest('li')).toHaveTextContent('31');

    await userEvent.click(screen.getByText('Show the numbers per day'));
    const table = screen.getByRole('table', { name: 'Sign-ups, jobs posted and applications per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    // Newest first.
    expect(rows[1]).toHaveTextContent(/15 March 2031\s*0\s*2\s*0/);
    expect(rows[30]).toHaveTextContent(/14 February 2031\s*3\s*1\s*4/);
  });

  it('shows the site-wide views, applications and conversion, in all and per week', async () => {
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Views and applications, last 2 weeks' }));
    expect(panel.getByText('Job views', { selector: 'dt' }).closest('div')).toHaveTextContent('2,000');
    expect(panel.getByText('Conversion', { selector: 'dt' }).closest('div')).toHaveTextContent('2.5%');
    const rows = within(panel.getByRole('table', { name: /per week/ })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Newest first; a week without views has no conversion.
    expect(rows[1]).toHaveTextContent(/10 March 2031\s*2,000\s*500\s*50\s*2\.5%/);
    expect(rows[2]).toHaveTextContent(/3 March 2031\s*0\s*0\s*0\s*–/);
  });

  it('sits in the console: a heading, and a nav marking the current page', async () => {
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(screen.getByRole('heading', { level: 2, name: 'Admin' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Moderation', '/admin/moderation'],
      ['Reports', '/admin/reports'],
      ['Engagements', '/admin/engagements'],
      ['Users', '/admin/users'],
      ['Organisations', '/admin/organisations'],
      ['Credentials', '/admin/credentials'],
      ['Access requests', '/admin/access-requests'],
      ['Exchange rates', '/admin/exchange-rates'],
      ['Audit log', '/admin/audit-log'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).not.toHaveAttribute('aria-current');
  });

  it('shows an error with a retry that loads the overview', async () => {
    overviewAnswer = () => errorResponse(500, 'INTERNAL', 'Something went wrong on our side.');
    renderPage();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    overviewAnswer = () => Response.json(overview);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,204')).toBeInTheDocument();
  });

  it('sends anyone but an admin away', async () => {
    role = 'user';
    renderPage();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
  });
});
