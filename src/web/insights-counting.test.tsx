/** Counting in the browser (issue 37): in-app views of job pages and profiles, and the Apply, Contact and Invite clicks. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDetail } from '../shared/jobs';
import type { FacilitatorPublicProfile } from '../shared/profiles';
import { AuthProvider } from './lib/auth';
import { TrackAppPath, resetAppPaths } from './lib/app-path';
import { errorResponse, meResponse } from './test/fake-api';
import { facilitatorProfile } from './test/facilitator-fixtures';
import { jobDetailAt } from './test/job-fixtures';
import { Component as JobDetailPage } from './features/jobs/job-detail-page';
import { Component as FacilitatorDetailPage } from './features/profiles/facilitator-detail-page';

vi.mock('./lib/toast', () => import('./test/toast-mock'));

const JOB_ID = '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f';
const FACILITATOR_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';

let viewer: 'company' | 'facilitator' | null;
let job: JobDetail;
let profile: FacilitatorPublicProfile;
/** The insights posts, with the options they were sent with. */
let posts: { url: string; body: unknown; keepalive: boolean | undefined }[];

beforeEach(() => {
  resetAppPaths();
  viewer = 'facilitator';
  job = jobDetailAt(new Date().toISOString(), { id: JOB_ID, isOwner: false });
  profile = facilitatorProfile({ id: FACILITATOR_ID });
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname.startsWith('/api/insights/')) {
        posts.push({ url: pathname, body: JSON.parse(String(init?.body)), keepalive: init?.keepalive });
        return new Response(null, { status: 204 });
      }
      if (pathname === '/api/me') return Response.json(viewer ? meResponse(viewer) : null);
      if (pathname === `/api/jobs/${JOB_ID}`) return Response.json(job);
      if (pathname === `/api/jobs/${JOB_ID}/my-application`) return Response.json({ application: null });
      if (pathname === `/api/facilitators/${FACILITATOR_ID}`) return Response.json(profile);
      if (pathname === '/api/company/jobs')
        return Response.json({ items: [], page: 1, pageSize: 50, total: 0, totalPages: 1 });
      return errorResponse(404, 'NOT_FOUND', `No fake for ${pathname}`);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The app's frame as far as counting goes (the root layout records the paths shown), from `url`. */
function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <TrackAppPath />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/jobs',
            element: (
              <>
                <h1>Jobs</h1>
                <Link to={`/jobs/${JOB_ID}`}>Open the job</Link>
              </>
            ),
          },
          { path: '/jobs/:id', element: <JobDetailPage /> },
          { path: '/facilitators/:id', element: <FacilitatorDetailPage /> },
          { path: '/auth', element: <p>sign-in page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

const jobShown = () => screen.findByRole('heading', { level: 1, name: job.title });
const views = () => posts.filter((post) => post.url === '/api/insights/view');
const clicks = () => posts.filter((post) => post.url === '/api/insights/click');

describe('a view the app draws itself', () => {
  it('is posted once, with the previous path, after a navigation inside the app', async () => {
    renderApp('/jobs?q=offsite');
    await userEvent.click(await screen.findByRole('link', { name: 'Open the job' }));
    await jobShown();
    // The page re-renders as its data and the session arrive: still one view.
    await screen.findAllByRole('button', { name: /Apply Now/ });
    expect(views()).toEqual([
      {
        url: '/api/insights/view',
        body: { subject: 'job', id: JOB_ID, ref: '/jobs?q=offsite' },
        keepalive: true,
      },
    ]);
  });

  it('is not posted for the page the document was loaded with: the server counted that one', async () => {
    renderApp(`/jobs/${JOB_ID}`);
    await jobShown();
    await screen.findAllByRole('button', { name: /Apply Now/ });
    expect(views()).toEqual([]);
  });

  it('is not posted for a profile the document was loaded with either', async () => {
    renderApp(`/facilitators/${FACILITATOR_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
    await screen.findByRole('button', { name: /Contact Amara/ });
    expect(views()).toEqual([]);
  });
});

describe('Apply, Contact and Invite', () => {
  it('post their click with keepalive, and the action goes on', async () => {
    // The page's own link parameter goes with the click (the browser's address, as the app runs).
    window.history.replaceState(null, '', `/jobs/${JOB_ID}?src=alert`);
    renderApp(`/jobs/${JOB_ID}?src=alert`);
    await jobShown();
    const [apply] = await screen.findAllByRole('button', { name: /Apply Now/ });
    await userEvent.click(apply!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(clicks()).toEqual([
      { url: '/api/insights/click', body: { action: 'apply', id: JOB_ID, src: 'alert' }, keepalive: true },
    ]);
  });

  it("count a visitor's Apply, which leads to signing in", async () => {
    viewer = null;
    renderApp(`/jobs/${JOB_ID}`);
    await jobShown();
    const [apply] = await screen.findAllByRole('link', { name: /Apply Now/ });
    await userEvent.click(apply!);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(clicks()).toEqual([
      { url: '/api/insights/click', body: { action: 'apply', id: JOB_ID }, keepalive: true },
    ]);
  });

  it('on a profile: Contact, Request Availability and Invite, each a click', async () => {
    viewer = 'company';
    renderApp(`/facilitators/${FACILITATOR_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
    await userEvent.click(await screen.findByRole('button', { name: /Contact Amara/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Request Availability/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: /Invite to apply/ }));
    await waitFor(() => expect(clicks()).toHaveLength(3));
    expect(clicks().map((post) => [post.body, post.keepalive])).toEqual([
      [{ action: 'contact', id: FACILITATOR_ID }, true],
      [{ action: 'contact', id: FACILITATOR_ID }, true],
      [{ action: 'invite', id: FACILITATOR_ID }, true],
    ]);
  });
});
