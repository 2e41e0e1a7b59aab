import zlib from 'node:zlib';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOPIC_SLUGS } from '../../shared/focus-areas';
import { TOPICS } from '../../shared/topics/topics';
import { companies, facilitators, jobs, user } from '../db/schema';
import { prepareTemplate } from '../spa/spa';
import { listedFacilitatorValues, makeJob, postJobRequest, validJobInput } from '../test/factories';
import { addPageRenderer, as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { builtIndexHtml, decodeEntities, getter, makeWebBuild } from '../test/web-build';
import { staticPages } from './page-heads';
import { excerpt } from '../../shared/text';
import { PRIVATE_PATHS, SITEMAP_STATIC_PATHS } from './sitemap';

const ORIGIN = 'https://facilitatorhub.example';
const INDEX_HTML = builtIndexHtml(
  '    <meta property="og:site_name" content="FacilitatorHub" />\n    <meta property="og:type" content="website" />\n',
);

const webDir = makeWebBuild({
  'index.html': INDEX_HTML,
  // A stale robots.txt in a build must neither be served instead of the route nor clash with it.
  'robots.txt': 'User-agent: *\nDisallow: /stale\n',
});
addPageRenderer(webDir);

const ctx = await buildTestApp({ PUBLIC_URL: ORIGIN }, { webDir });

// ---------------------------------------------------------------- helpers

const get = getter(ctx);

function head(html: string) {
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => decodeEntities(m[1]));
  return {
    titles: all(/<title[^>]*>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
    og: (property: string) => all(new RegExp(`<meta property="og:${property}" content="([^"]*)"`, 'g')),
    twitterCards: all(/<meta name="twitter:card" content="([^"]*)"/g),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    ),
  };
}

async function publishedJob() {
  const [row] = await ctx.db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'published'))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(1);
  return row;
}

/** A fresh job of the company's, in the given state. */
async function companyJob(
  status: 'draft' | 'published' | 'closed' | 'expired' | 'pending_review' | 'rejected',
  title: string,
) {
  const company = await signUp(ctx, 'company', { companyName: 'Acme <Facilitation> & Co' });
  const job = await makeJob(ctx, company, {
    title,
    companyName: 'Acme <Facilitation> & Co',
    description: `A "quoted" </script><script>alert(1)</script> description that is long enough to be cut somewhere in the middle, because it keeps going and going well past the length of a search snippet.`,
    requirements: '- Ten years of facilitation',
    focusAreas: [],
    status,
    postedAt: status === 'published' || status === 'closed' ? new Date() : null,
    closedAt: status === 'closed' ? new Date() : null,
  });
  return { company, job };
}

// ---------------------------------------------------------------- job pages

describe('job pages on a direct load', () => {
  it('carry the title, description, canonical, Open Graph tags and the JSON-LD', async () => {
    const job = await publishedJob();
    const res = await get(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const h = head(res.body);
    expect(h.titles).toEqual([`${job.title} at ${job.companyName} | FacilitatorHub`]);
    expect(h.descriptions).toEqual([excerpt(job.description)]);
    expect(h.descriptions[0].length).toBeLessThanOrEqual(155);
    expect(h.canonicals).toEqual([`${ORIGIN}/jobs/${job.id}`]);
    expect(h.og('url')).toEqual([`${ORIGIN}/jobs/${job.id}`]);
    expect(h.og('title')).toEqual(h.titles);
    expect(h.og('description')).toEqual(h.descriptions);
    expect(h.og('type')).toEqual(['website']);
    expect(h.og('site_name')).toEqual(['FacilitatorHub']);
    expect(h.twitterCards).toEqual(['summary']);
    // Every server tag is marked, so that the browser's <PageMeta> can take over.
    expect(res.body.match(/<title data-server-head>/g)).toHaveLength(1);

    expect(h.jsonLd).toHaveLength(1);
    const data = JSON.parse(h.jsonLd[0]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.postedAt!.toISOString(),
      url: `${ORIGIN}/jobs/${job.id}`,
      identifier: { value: job.id },
    });
  });

  it('arrive whole when compressed, however long the posting', async () => {
    // A long posting's page (its JSON-LD carries the whole description) passes the compression stream's buffer.
    const company = await signUp(ctx, 'company');
    const job = await makeJob(ctx, company, {
      description: 'We bring our whole partner network together for a day of open conversations. '.repeat(
        120,
      ),
      postedAt: ctx.clock.now(),
    });
    const plain = await get(`/jobs/${job.id}`);
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get(`/jobs/${job.id}`, { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('escapes what a company wrote, in the tags and in the JSON-LD', async () => {
    const { job } = await companyJob('published', 'Workshop <b>lead</b> & "co-host"');
    const res = await get(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<b>lead</b>');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      'Workshop &lt;b&gt;lead&lt;/b&gt; &amp; &quot;co-host&quot; at Acme &lt;Facilitation&gt; &amp; Co',
    );
    const h = head(res.body);
    expect(h.titles).toEqual([
      'Workshop <b>lead</b> & "co-host" at Acme <Facilitation> & Co | FacilitatorHub',
    ]);
    expect(h.jsonLd).toHaveLength(1);
    expect(h.jsonLd[0]).not.toMatch(/[<>]/);
    expect(h.jsonLd[0]).toContain('Workshop \\u003cb\\u003elead\\u003c/b\\u003e \\u0026');
    expect(JSON.parse(h.jsonLd[0]).title).toBe('Workshop <b>lead</b> & "co-host"');
  });

  it("names the poster's company profile in the title and the JSON-LD, whatever the job was sent with", async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Northwind Facilitation' });
    const posted = await postJobRequest(ctx, company, {
      ...validJobInput({ title: 'Design sprint facilitator', focusAreas: ['design-thinking'] }),
      company: 'Google LLC',
    });
    expect(posted.statusCode).toBe(201);
    const res = await get(`/jobs/${posted.json().id}`);
    expect(res.body).not.toContain('Google');
    const h = head(res.body);
    expect(h.titles).toEqual(['Design sprint facilitator at Northwind Facilitation | FacilitatorHub']);
    expect(JSON.parse(h.jsonLd[0]).hiringOrganization.name).toBe('Northwind Facilitation');
  });

  it('answers a closed job with 410 but keeps its page (without JobPosting data, which is for open jobs only)', async () => {
    const { company, job } = await companyJob('closed', 'Closed retrospective facilitation');
    const res = await get(`/jobs/${job.id}`);
    // Off the board and out of the sitemap: gone for crawlers, while a visitor still sees what it was.
    expect(res.statusCode).toBe(410);
    const h = head(res.body);
    expect(h.titles).toEqual([
      'Closed retrospective facilitation at Acme <Facilitation> & Co | FacilitatorHub',
    ]);
    expect(h.canonicals).toEqual([`${ORIGIN}/jobs/${job.id}`]);
    expect(h.jsonLd).toEqual([]);
    // Only the page says so: the API still answers the job.
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    // Its owner opening it gets their own page; another signed-in visitor gets what everyone gets.
    const own = await get(`/jobs/${job.id}`, as(company));
    expect(own.statusCode).toBe(200);
    expect(head(own.body).titles).toEqual(h.titles);
    expect((await get(`/jobs/${job.id}`, as(await signUp(ctx, 'company')))).statusCode).toBe(410);
    expect((await get(`/jobs/${job.id}`, as(await signUp(ctx, 'facilitator')))).statusCode).toBe(410);
  });

  it("answers a hidden job and a suspended company's job with 410 and no structured data, its owner as before", async () => {
    const hidden = await companyJob('closed', 'Hidden retrospective facilitation');
    await ctx.db.update(jobs).set({ hiddenAt: new Date() }).where(eq(jobs.id, hidden.job.id));
    const suspended = await companyJob('published', 'Suspended company facilitation');
    await ctx.db.update(jobs).set({ status: 'suspended' }).where(eq(jobs.id, suspended.job.id));
    for (const { job, company } of [hidden, suspended]) {
      const res = await get(`/jobs/${job.id}`);
      expect(res.statusCode).toBe(410);
      const h = head(res.body);
      expect(h.titles).toEqual(['This job is no longer available | FacilitatorHub']);
      expect(h.jsonLd).toEqual([]);
      expect(h.canonicals).toEqual([]);
      const owner = await ctx.app.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: as(company) });
      expect(owner.statusCode).toBe(200);
    }
  });

  it('answers an expired job with 410 but keeps its page, without JobPosting data', async () => {
    const { company, job } = await companyJob('expired', 'Expired retrospective facilitation');
    expect((await get(`/jobs/${job.id}`, as(company))).statusCode).toBe(200);
    const res = await get(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(410);
    const h = head(res.body);
    expect(h.titles).toEqual([
      'Expired retrospective facilitation at Acme <Facilitation> & Co | FacilitatorHub',
    ]);
    expect(h.canonicals).toEqual([`${ORIGIN}/jobs/${job.id}`]);
    expect(h.jsonLd).toEqual([]);
  });

  it('answers a draft, an unknown and a malformed id with 404 and Job Not Found', async () => {
    const { company, job } = await companyJob('draft', 'Secret draft facilitation');
    for (const url of [
      `/jobs/${job.id}`,
      '/jobs/00000000-0000-4000-8000-000000000000',
      '/jobs/not-a-uuid',
      "/jobs/1'%20or%201=1",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      const h = head(res.body);
      expect(h.titles, url).toEqual(['Job Not Found | FacilitatorHub']);
      expect(h.descriptions).toEqual(['The default site description.']);
      expect(h.canonicals).toEqual([]);
      expect(h.jsonLd).toEqual([]);
      expect(res.body).not.toContain('Secret draft');
      expect(res.body).toContain('<div id="root">');
    }
    // Its owner opening the draft directly gets the page (no canonical, no structured data).
    const own = await get(`/jobs/${job.id}`, as(company));
    expect(own.statusCode).toBe(200);
    expect(head(own.body).titles).toEqual([
      'Secret draft facilitation at Acme <Facilitation> & Co | FacilitatorHub',
    ]);
    expect(head(own.body).jsonLd).toEqual([]);
    expect(head(own.body).canonicals).toEqual([]);
    // Another company does not.
    const other = await signUp(ctx, 'company');
    expect((await get(`/jobs/${job.id}`, as(other))).statusCode).toBe(404);
  });

  it('answers a job in review or rejected like a draft, but shows it to its owner and the admins', async () => {
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    for (const status of ['pending_review', 'rejected'] as const) {
      const { company, job } = await companyJob(status, `Unreviewed facilitation ${status}`);
      const res = await get(`/jobs/${job.id}`);
      expect(res.statusCode, status).toBe(404);
      expect(res.body).not.toContain('Unreviewed facilitation');
      expect((await get(`/jobs/${job.id}`, as(await signUp(ctx, 'company')))).statusCode).toBe(404);
      const own = await get(`/jobs/${job.id}`, as(company));
      expect(own.statusCode).toBe(200);
      expect(head(own.body).canonicals).toEqual([]);
      expect(head(own.body).jsonLd).toEqual([]);
      expect((await get(`/jobs/${job.id}`, as(admin))).statusCode).toBe(200);
    }
  });

  it('leaves sub-pages such as the edit form alone', async () => {
    const job = await publishedJob();
    const res = await get(`/jobs/${job.id}/edit`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body).titles).toEqual(['FacilitatorHub — hire expert facilitators']);
    expect(head(res.body).jsonLd).toEqual([]);
  });
});

// ---------------------------------------------------------------- profiles, topics, static pages

describe('facilitator, company and topic pages on a direct load', () => {
  it('a facilitator page has the name and headline; unknown ids are 404', async () => {
    const [row] = await ctx.db
      .select()
      .from(facilitators)
      .where(isNotNull(facilitators.profileCompletedAt))
      .limit(1);
    const res = await get(`/facilitators/${row.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual([`${row.firstName} ${row.lastName} | FacilitatorHub`]);
    expect(h.descriptions).toEqual([row.headline]);
    expect(h.canonicals).toEqual([`${ORIGIN}/facilitators/${row.id}`]);

    for (const url of ['/facilitators/00000000-0000-4000-8000-000000000000', '/facilitators/nope']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(head(missing.body).titles).toEqual(['Facilitator Not Found | FacilitatorHub']);
    }
    // A profile that was never completed is not public.
    const fresh = await signUp(ctx, 'facilitator');
    expect((await get(`/facilitators/${fresh.id}`)).statusCode).toBe(404);
  });

  it('a company page has the name and description; unknown ids are 404', async () => {
    const [row] = await ctx.db
      .select()
      .from(companies)
      .where(and(isNotNull(companies.profileCompletedAt)))
      .limit(1);
    const res = await get(`/companies/${row.id}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual([`${row.name} | FacilitatorHub`]);
    expect(h.descriptions).toEqual([row.description.slice(0, 160)]);
    expect(h.canonicals).toEqual([`${ORIGIN}/companies/${row.id}`]);

    for (const url of ['/companies/00000000-0000-4000-8000-000000000000', '/companies/x%27%3B--']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(head(missing.body).titles).toEqual(['Company Not Found | FacilitatorHub']);
    }
    // An address that cannot even be decoded is the router's 400, never a 500.
    expect((await get('/companies/%E0%A4%A')).statusCode).toBe(400);
  });

  it('a topic page has its title and description; an unknown slug is 404', async () => {
    const topic = TOPICS[0];
    const res = await get(`/topics/${topic.slug}`);
    expect(res.statusCode).toBe(200);
    expect(head(res.body).titles).toEqual([`${topic.title} | FacilitatorHub`]);
    expect(head(res.body).descriptions).toEqual([topic.description]);
    expect(head(res.body).canonicals).toEqual([`${ORIGIN}/topics/${topic.slug}`]);
    const missing = await get('/topics/no-such-topic');
    expect(missing.statusCode).toBe(404);
    expect(head(missing.body).titles).toEqual(['Topic Not Found | FacilitatorHub']);
  });

  it('static pages get their fixed title and description, exactly one of each', async () => {
    for (const [pathname, page] of Object.entries(staticPages('en'))) {
      const res = await get(pathname);
      expect(res.statusCode, pathname).toBe(200);
      const h = head(res.body);
      expect(h.titles, pathname).toEqual([page.title]);
      expect(h.descriptions, pathname).toEqual([page.description]);
      expect(h.og('title')).toEqual([page.title]);
      expect(h.og('site_name')).toHaveLength(1);
      expect(h.og('type')).toHaveLength(1);
      expect(h.canonicals).toEqual([`${ORIGIN}${pathname}`]);
    }
    expect(head((await get('/about/')).body).titles).toEqual(['About | FacilitatorHub']);
    expect(head((await get('/auth?mode=sign-up')).body).titles).toEqual([
      'Create your account | FacilitatorHub',
    ]);
    expect(head((await get('/auth?mode=forgot')).body).titles).toEqual([
      'Reset your password | FacilitatorHub',
    ]);
  });

  it('a page the browser draws under /de gets its fixed head at its German address, with both languages as alternates', async () => {
    for (const pathname of ['/de/auth', '/de/request-access']) {
      const res = await get(pathname);
      expect(res.statusCode, pathname).toBe(200);
      const h = head(res.body);
      expect(h.titles, pathname).toHaveLength(1);
      expect(h.canonicals, pathname).toEqual([`${ORIGIN}${pathname}`]);
      const english = pathname.slice('/de'.length);
      const alternates = [
        ...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((m) => [m[1], m[2]]);
      expect(alternates, pathname).toEqual([
        ['en', `${ORIGIN}${english}`],
        ['de', `${ORIGIN}${pathname}`],
        ['x-default', `${ORIGIN}${english}`],
      ]);
    }
    expect(head((await get('/auth')).body).canonicals).toEqual([`${ORIGIN}/auth`]);
    expect(head((await get('/de/auth?mode=sign-up')).body).titles).toEqual([
      'Konto erstellen | FacilitatorHub',
    ]);
    expect(head((await get('/de/auth?mode=forgot')).body).titles).toEqual([
      'Passwort zurücksetzen | FacilitatorHub',
    ]);
  });

  it('any other page keeps the site defaults, still one of each', async () => {
    const res = await get('/company/dashboard');
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['FacilitatorHub — hire expert facilitators']);
    expect(h.descriptions).toEqual(['The default site description.']);
    expect(h.og('site_name')).toHaveLength(1);
    expect(h.og('type')).toHaveLength(1);
    expect(h.canonicals).toEqual([]);
  });
});

// ---------------------------------------------------------------- sitemap and robots

describe('GET /sitemap.xml', () => {
  it('lists static pages, the twelve topics, published jobs and completed profiles with absolute URLs', async () => {
    const { job: closed } = await companyJob('closed', 'Closed job not in the sitemap');
    const { job: draft } = await companyJob('draft', 'Draft job not in the sitemap');
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);

    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const p of SITEMAP_STATIC_PATHS) {
      expect(locs).toContain(`${ORIGIN}${p}`);
      expect(locs).toContain(`${ORIGIN}${p === '/' ? '/de' : `/de${p}`}`);
    }
    expect(TOPIC_SLUGS).toHaveLength(12);
    for (const slug of TOPIC_SLUGS) expect(locs).toContain(`${ORIGIN}/topics/${slug}`);

    const published = await ctx.db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(428);
    const jobLocs = locs.filter((loc) => loc.startsWith(`${ORIGIN}/jobs/`));
    expect(new Set(jobLocs)).toEqual(new Set(published.map((job) => `${ORIGIN}/jobs/${job.id}`)));
    const germanJobLocs = locs.filter((loc) => loc.startsWith(`${ORIGIN}/de/jobs/`));
    expect(new Set(germanJobLocs)).toEqual(new Set(published.map((job) => `${ORIGIN}/de/jobs/${job.id}`)));
    expect(locs).not.toContain(`${ORIGIN}/jobs/${closed.id}`);
    expect(locs).not.toContain(`${ORIGIN}/jobs/${draft.id}`);
    const sample = published[0];
    // Each language's URL names both, and English as the default.
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/jobs/${sample.id}"/>` +
      `<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/jobs/${sample.id}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/jobs/${sample.id}"/>`;
    const lastmod = `<lastmod>${sample.updatedAt.toISOString()}</lastmod>`;
    expect(res.body).toContain(`<url><loc>${ORIGIN}/jobs/${sample.id}</loc>${lastmod}${alternates}</url>`);
    expect(res.body).toContain(`<url><loc>${ORIGIN}/de/jobs/${sample.id}</loc>${lastmod}${alternates}</url>`);

    const doneFacilitators = await ctx.db
      .select({ id: facilitators.id })
      .from(facilitators)
      .where(isNotNull(facilitators.profileCompletedAt));
    const doneCompanies = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(isNotNull(companies.profileCompletedAt));
    expect(doneFacilitators.length).toBeGreaterThan(0);
    expect(doneCompanies.length).toBeGreaterThan(0);
    for (const f of doneFacilitators) expect(locs).toContain(`${ORIGIN}/facilitators/${f.id}`);
    for (const c of doneCompanies) expect(locs).toContain(`${ORIGIN}/companies/${c.id}`);
    // Signed up but never completed: not listed.
    const fresh = await signUp(ctx, 'facilitator');
    expect((await get('/sitemap.xml')).body).not.toContain(fresh.id);
    expect(locs.length).toBe(
      2 *
        (SITEMAP_STATIC_PATHS.length +
          12 +
          published.length +
          doneFacilitators.length +
          doneCompanies.length),
    );
  });
});

describe('page statuses and the sitemap', () => {
  const sitemapPaths = async () => {
    const res = await get('/sitemap.xml');
    return new Set([...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].slice(ORIGIN.length)));
  };

  async function deleteAccount(u: TestUser) {
    const res = await deleteAccountRequest(ctx, u);
    expect(res.statusCode).toBe(204);
  }

  it('answer a job page 200 when the sitemap lists the job, 410 when it left the board, 404 when it never was on it', async () => {
    const open = await companyJob('published', 'Listed facilitation');
    const hidden = await companyJob('closed', 'Hidden facilitation');
    await ctx.db.update(jobs).set({ hiddenAt: ctx.clock.now() }).where(eq(jobs.id, hidden.job.id));
    const suspended = await companyJob('published', 'Suspended company facilitation');
    await ctx.db.update(jobs).set({ status: 'suspended' }).where(eq(jobs.id, suspended.job.id));
    const deleted = await companyJob('published', 'Deleted company facilitation');
    await deleteAccount(deleted.company);
    const expected: [string, { id: string }, number][] = [
      ['published', open.job, 200],
      ['closed', (await companyJob('closed', 'Closed facilitation')).job, 410],
      ['expired', (await companyJob('expired', 'Expired facilitation')).job, 410],
      ['hidden', hidden.job, 410],
      ['suspended', suspended.job, 410],
      ['of a deleted company', deleted.job, 410],
      ['draft', (await companyJob('draft', 'Draft facilitation')).job, 404],
      ['in review', (await companyJob('pending_review', 'Review facilitation')).job, 404],
      ['rejected', (await companyJob('rejected', 'Rejected facilitation')).job, 404],
    ];
    const listed = await sitemapPaths();
    for (const [state, job, status] of expected) {
      const res = await get(`/jobs/${job.id}`);
      expect(res.statusCode, state).toBe(status);
      expect(listed.has(`/jobs/${job.id}`), state).toBe(status === 200);
    }
    // Every job the sitemap lists opens with 200.
    const jobPaths = [...listed].filter((p) => p.startsWith('/jobs/'));
    expect(jobPaths.length).toBeGreaterThan(0);
    for (const p of jobPaths.slice(0, 25)) expect((await get(p)).statusCode, p).toBe(200);
  });

  it('answer a profile page 200 when the sitemap lists it and 404 otherwise (never completed, hidden, suspended, deleted)', async () => {
    for (const [kind, table] of [
      ['facilitator', facilitators],
      ['company', companies],
    ] as const) {
      const prefix = kind === 'company' ? '/companies/' : '/facilitators/';
      const complete = async () => {
        const u = await signUp(ctx, kind);
        if (kind === 'facilitator')
          await ctx.db
            .update(facilitators)
            .set(listedFacilitatorValues(ctx.clock.now()))
            .where(eq(facilitators.id, u.id));
        else
          await ctx.db.update(table).set({ profileCompletedAt: ctx.clock.now() }).where(eq(table.id, u.id));
        return u;
      };
      const listedOne = await complete();
      const fresh = await signUp(ctx, kind);
      const hidden = await complete();
      await ctx.db.update(table).set({ hiddenAt: ctx.clock.now() }).where(eq(table.id, hidden.id));
      const suspended = await complete();
      await ctx.db.update(user).set({ suspendedAt: ctx.clock.now() }).where(eq(user.id, suspended.id));
      const deleted = await complete();
      await deleteAccount(deleted);
      const listed = await sitemapPaths();
      for (const [state, u, status] of [
        ['listed', listedOne, 200],
        ['never completed', fresh, 404],
        ['hidden', hidden, 404],
        ['suspended', suspended, 404],
        ['deleted', deleted, 404],
      ] as const) {
        const res = await get(`${prefix}${u.id}`);
        expect(res.statusCode, `${kind} ${state}`).toBe(status);
        expect(listed.has(`${prefix}${u.id}`), `${kind} ${state}`).toBe(status === 200);
      }
    }
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of private areas', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines[0]).toBe('User-agent: *');
    // The API and the account areas are private, and every private path is closed in English and in German
    // (the API has no German address).
    expect(PRIVATE_PATHS).toEqual(expect.arrayContaining(['/api/', '/company/', '/admin', '/account/']));
    for (const path of PRIVATE_PATHS) {
      expect(lines).toContain(`Disallow: ${path}`);
      if (!path.startsWith('/api/')) expect(lines).toContain(`Disallow: /de${path}`);
    }
    expect(lines).not.toContain('Disallow: /de/api/');
    expect(res.body).not.toContain('/stale');
  });

  it('never sends the raw index.html (whose head tags are not marked)', async () => {
    // An address of no page: the not-found page, with its head.
    const res = await get('/index.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title data-server-head>Page Not Found | FacilitatorHub</title>');
  });
});

// ---------------------------------------------------------------- the template

describe('prepareTemplate', () => {
  it('replaces every head tag with one marked set, wherever the template had them', () => {
    const template = prepareTemplate(
      '<html><head><meta charset="UTF-8"><meta property="og:title" content="x"><title>Site &amp; Co</title>\n<link rel="canonical" href="/x"><meta content="d" name="description"></head><body><p><title>not head</title></p></body></html>',
    );
    expect(template.defaultTitle).toBe('Site & Co');
    const html = template.render({
      title: 'A & B',
      url: 'https://x.example/a?b=1&c=2',
      jsonLd: { name: '</script>' },
    });
    expect(html.match(/<title/g)).toHaveLength(2); // one in <head>, the body's own left alone
    expect(html).toContain('<title data-server-head>A &amp; B</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://x.example/a?b=1&amp;c=2" data-server-head />',
    );
    expect(html).not.toContain('content="x"');
    expect(html).toContain(
      '<script type="application/ld+json" data-server-head>{"name":"\\u003c/script\\u003e"}</script>',
    );
    expect(html.indexOf('data-server-head')).toBeGreaterThan(html.indexOf('<meta charset="UTF-8">'));
    expect(html.lastIndexOf('data-server-head')).toBeLessThan(html.indexOf('</head>'));
  });

  it('copes with a template without head tags or without a head', () => {
    expect(prepareTemplate('<html><head></head><body></body></html>').render({ title: 'T' })).toContain(
      '<title data-server-head>T</title>',
    );
    expect(prepareTemplate('<p>no head</p>').render({ title: 'T' })).toBe('<p>no head</p>');
  });
});

describe('excerpt', () => {
  it('cuts at a word boundary, flattens bullets and whitespace', () => {
    expect(excerpt('Short text.')).toBe('Short text.');
    expect(excerpt('- one\n- two\n\nthree')).toBe('one two three');
    const long = excerpt('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith('word…')).toBe(true);
  });
});
