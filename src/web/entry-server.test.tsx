import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDetail } from '../shared/jobs';
import type { PageRead, ReadResult, RenderInput } from '../shared/page-data';
import { PAGE_DATA } from './page-data';
import { PAGES } from './pages';
import { jobDetailAt } from './test/job-fixtures';

/** Every renderToString the server's renderer makes. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/server')>();
  return {
    ...actual,
    renderToString: (...args: Parameters<typeof actual.renderToString>) => {
      renders.count += 1;
      return actual.renderToString(...args);
    },
  };
});

const { pageReads, render } = await import('./entry-server');

const JOB_ID = '7d2f0c1a-3b4e-4c5d-8e9f-0a1b2c3d4e5f';
const NOW = '2026-11-20T10:00:00.000Z';

const job = (overrides: Partial<JobDetail> = {}): JobDetail => jobDetailAt(NOW, overrides);

const emptyPage = { items: [], page: 1, pageSize: 24, total: 0, totalPages: 0, totalIsExact: true };

/** A plausible answer to each read, as the server's loader gives it. */
const answer = (read: PageRead): ReadResult => {
  switch (read.name) {
    case 'job':
      return { ok: true, data: job() };
    case 'jobs':
    case 'facilitators':
      return { ok: true, data: emptyPage };
    case 'companies':
      return { ok: true, data: { ...emptyPage, industries: [] } };
    case 'facilitator':
    case 'company':
      return { ok: false, status: 404, code: 'NOT_FOUND', message: 'Not found.' };
    case 'focusAreaCounts':
      return { ok: true, data: { counts: {} } };
    case 'operator':
      return { ok: true, data: { operator: null } };
    case 'jobSearch':
      return { ok: true, data: { source: 'facilitatorhub', data: [] } };
    case 'reference':
      return { ok: false, status: 410, code: 'GONE', message: 'This reference link no longer works.' };
  }
};

const input = (url: string, data: ReadResult[]): RenderInput => ({
  url,
  origin: 'https://facilitatorhub.example',
  session: null,
  data,
  cookieBanner: false,
  now: NOW,
});

const stateOf = (script: string) =>
  JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(script)![1]) as {
    queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
  };

beforeEach(() => {
  renders.count = 0;
});

describe('the server renderer', () => {
  it('renders a job page once, from the one read of its job', async () => {
    const url = `/jobs/${JOB_ID}`;
    const reads = pageReads(url, null);
    expect(reads).toEqual([{ name: 'job', id: JOB_ID }]);

    const page = await render(input(url, [answer(reads[0])]));
    expect(renders.count).toBe(1);
    expect(page?.html).toContain('Leadership offsite facilitator</h1>');
    expect(page?.undeclared).toEqual([]);
    // The browser hydrates from the same answer, under the key the page's component reads.
    expect(stateOf(page!.stateScript).queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['jobs', 'detail', JOB_ID, null],
        state: expect.objectContaining({ status: 'success' }),
      }),
    ]);
  });

  it("reads a job as the signed-in visitor sees it, under the visitor's key", async () => {
    const session = {
      user: {
        id: 'company-1',
        email: 'c@example.com',
        name: 'Acme',
        emailVerified: true,
        userType: 'company' as const,
        role: 'user' as const,
        locale: 'en' as const,
        organisation: { id: 'company-1', name: 'Acme', role: 'owner' as const },
      },
      session: { id: 's', expiresAt: NOW },
      profileComplete: true,
    };
    expect(pageReads(`/jobs/${JOB_ID}`, session)).toEqual([{ name: 'job', id: JOB_ID }]);
    const page = await render({
      ...input(`/jobs/${JOB_ID}`, [{ ok: true, data: job({ isOwner: true }) }]),
      session,
    });
    expect(renders.count).toBe(1);
    expect(stateOf(page!.stateScript).queries.queries[0].queryKey).toEqual([
      'jobs',
      'detail',
      JOB_ID,
      'company-1',
    ]);
  });

  it('draws a failed read as the page draws the API error: a job that left the board', async () => {
    const page = await render(
      input(`/jobs/${JOB_ID}`, [
        { ok: false, status: 410, code: 'GONE', message: 'This job is no longer available.' },
      ]),
    );
    expect(renders.count).toBe(1);
    expect(page?.html).toContain('This job is no longer available');
  });

  it("reports a job page's head and status as its PageMeta draws them", async () => {
    const headOf = async (data: ReadResult, session: RenderInput['session'] = null) =>
      (await render({ ...input(`/jobs/${JOB_ID}`, [data]), session }))?.head;
    const url = `https://facilitatorhub.example/jobs/${JOB_ID}`;

    const open = await headOf({ ok: true, data: job() });
    expect(open).toMatchObject({
      title: 'Leadership offsite facilitator at Acme Events | FacilitatorHub',
      url,
    });
    expect(open?.status).toBeUndefined();
    expect(open?.jsonLd).toMatchObject({ '@type': 'JobPosting', url });

    // Off the board: 410 while the page still shows it, and no JobPosting; its owner's view answers 200.
    const closed = await headOf({ ok: true, data: job({ status: 'closed', isClosed: true }) });
    expect(closed).toMatchObject({ url, status: 410 });
    expect(closed?.jsonLd).toBeUndefined();
    expect(
      (await headOf({ ok: true, data: job({ status: 'closed', isOwner: true }) }))?.status,
    ).toBeUndefined();

    // A draft is its owner's page alone: no canonical.
    const draft = await headOf({ ok: true, data: job({ status: 'draft', isOwner: true }) });
    expect(draft?.url).toBeUndefined();
    expect(draft?.status).toBeUndefined();

    expect(await headOf({ ok: false, status: 410, code: 'GONE', message: 'Gone.' })).toEqual(
      expect.objectContaining({
        title: 'This job is no longer available | FacilitatorHub',
        status: 410,
        url: undefined,
      }),
    );
    expect(await headOf({ ok: false, status: 404, code: 'NOT_FOUND', message: 'Not found.' })).toEqual(
      expect.objectContaining({ title: 'Job Not Found | FacilitatorHub', status: 404, url: undefined }),
    );
  });

  it("reports a topic's head with its feed, and an unknown topic's 404", async () => {
    const topic = await render(input('/topics/design-thinking', [answer({ name: 'focusAreaCounts' })]));
    expect(topic?.head).toMatchObject({
      title: 'Design Thinking | FacilitatorHub',
      url: 'https://facilitatorhub.example/topics/design-thinking',
      feed: { url: 'https://facilitatorhub.example/jobs/feed.xml?focusArea=design-thinking' },
    });
    const unknown = await render(input('/topics/nope', [answer({ name: 'focusAreaCounts' })]));
    expect(unknown?.head).toMatchObject({ title: 'Topic Not Found | FacilitatorHub', status: 404 });
  });

  it("renders a job search once, with the results of its URL's search and the form filled from it", async () => {
    const url = '/job-search?q=strategy+retreat&loc=Berlin&remote=1';
    const reads = pageReads(url, null);
    expect(reads).toEqual([
      { name: 'jobSearch', query: { query: 'strategy retreat', location: 'Berlin', remote: 'true' } },
    ]);
    const result = {
      job_id: 'j1',
      job_title: 'Strategy retreat facilitator',
      employer_name: 'Acme Events',
      employer_logo: null,
      job_city: 'Berlin',
      job_state: null,
      job_country: null,
      job_is_remote: true,
      job_description: 'Two days by a lake.',
      job_apply_link: 'https://facilitatorhub.example/jobs/j1',
      job_posted_at_datetime_utc: NOW,
    };
    const page = await render(input(url, [{ ok: true, data: { source: 'facilitatorhub', data: [result] } }]));
    expect(renders.count).toBe(1);
    expect(page?.undeclared).toEqual([]);
    expect(page?.html).toContain('Strategy retreat facilitator');
    expect(page?.html).toContain('value="strategy retreat"');
    expect(stateOf(page!.stateScript).queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['job-search', { query: 'strategy retreat', location: 'Berlin', remote: true }],
        state: expect.objectContaining({ status: 'success' }),
      }),
    ]);

    // A visitor whose searches are spent is told so, as the browser's search would tell them.
    const spent = 'Too many requests. Please try again in 42 seconds.';
    const refused = await render(
      input(url, [{ ok: false, status: 429, code: 'TOO_MANY_REQUESTS', message: spent }]),
    );
    expect(refused?.html).toContain(spent);
  });

  it('loads what every server-rendered page reads, rendering each once', async () => {
    const urls = PAGES.filter((page) => 'ssr' in page && page.ssr).map((page) =>
      page.path.replace(':id', JOB_ID).replace(':slug', 'design-thinking').replace('*', '/no/such/page'),
    );
    for (const url of urls) {
      renders.count = 0;
      const page = await render(input(url, pageReads(url, null).map(answer)));
      expect(renders.count, url).toBe(1);
      expect(page?.undeclared, url).toEqual([]);
      // Each reports its head; the not-found page and the profiles' unknown ids (answer() above) a 404.
      expect(page?.head?.title, url).toMatch(/FacilitatorHub/);
      expect(page?.head?.status, url).toBe(/^\/(no|facilitators|companies)\//.test(url) ? 404 : undefined);
    }
  });

  it('tells which reads a page made that its declaration lacks', async () => {
    const declared = PAGE_DATA['/jobs/:id'];
    delete PAGE_DATA['/jobs/:id'];
    try {
      expect(pageReads(`/jobs/${JOB_ID}`, null)).toEqual([]);
      const page = await render(input(`/jobs/${JOB_ID}`, []));
      expect(page?.undeclared).toEqual([JSON.stringify(['jobs', 'detail', JOB_ID, null])]);
    } finally {
      PAGE_DATA['/jobs/:id'] = declared;
    }
  });
});
