import { describe, expect, it } from 'vitest';
import { makeJob } from '../test/factories';
import { as, buildTestApp, signUp } from '../test/helpers';
import { getter, makeWebBuild } from '../test/web-build';
import { prepareTemplate } from './spa';

const INDEX_HTML = [
  '<!doctype html>',
  '<html>',
  '  <head>',
  '    <title>Site</title>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const STATE_SCRIPT = '<script type="application/json" id="ssr-state">{"cookieBanner":true}</script>';

describe('prepareTemplate with a rendered body', () => {
  it('fills the root with the page and puts the state script right after it', () => {
    const html = prepareTemplate(INDEX_HTML).render({ title: 'About' }, undefined, {
      html: '<main><h1>About</h1></main>',
      stateScript: STATE_SCRIPT,
    });
    expect(html).toContain(`<div id="root"><main><h1>About</h1></main></div>${STATE_SCRIPT}\n  </body>`);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.indexOf('id="ssr-state"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('keeps the root empty without a body, and the body word for word (no replacement patterns)', () => {
    const template = prepareTemplate(INDEX_HTML);
    const empty = template.render({ title: 'Dashboard' });
    expect(empty).toContain('<div id="root"></div>\n  </body>');
    expect(empty).not.toContain('ssr-state');
    const literal = template.render({ title: 'Prices' }, undefined, {
      html: "<p>$& and $' and $1</p>",
      stateScript: STATE_SCRIPT,
    });
    expect(literal).toContain(`<div id="root"><p>$& and $' and $1</p></div>${STATE_SCRIPT}`);
  });

  it("writes the page's language into <html lang> and its twins in the other languages", () => {
    const template = prepareTemplate(INDEX_HTML.replace('<html>', '<html lang="en">'));
    const alternates = [
      { hreflang: 'en', url: 'https://fh.example/jobs' },
      { hreflang: 'de', url: 'https://fh.example/de/jobs' },
      { hreflang: 'x-default', url: 'https://fh.example/jobs' },
    ];
    const german = template.render({ title: 'Jobs', alternates }, undefined, undefined, 'de');
    expect(german).toContain('<html lang="de">');
    expect(german).toContain(
      '<link rel="alternate" hreflang="de" href="https://fh.example/de/jobs" data-server-head />',
    );
    expect(german).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://fh.example/jobs" data-server-head />',
    );
    expect(template.render({ title: 'Jobs' })).toContain('<html lang="en">');
  });

  it('leaves a template without an empty root as it was', () => {
    const html = prepareTemplate(
      '<html><head><title>x</title></head><body><main></main></body></html>',
    ).render({ title: 'T' }, undefined, { html: '<h1>Page</h1>', stateScript: STATE_SCRIPT });
    expect(html).toContain('<body><main></main></body>');
    expect(html).not.toContain('<h1>Page</h1>');
  });
});

/**
 * A stand-in for the web build's renderer (src/web/entry-server.tsx): a job page reads its job, and the
 * render draws the path, a job page the job's title as it was loaded for the visitor, and what it was handed.
 * It reports a head titled with what it drew, and a status as the real pages do for a job that is unknown
 * or gone (the failed read's), for a closed one (410), and for the not-found page (404).
 */
const FAKE_RENDERER = `
const jobId = (url) => /^\\/jobs\\/([^/?]+)$/.exec(new URL(url, 'http://page').pathname)?.[1];

export const renderer = {
  rendersOnServer: (pathname) => !pathname.startsWith('/company/'),
  pageReads: (url) => (jobId(url) ? [{ name: 'job', id: jobId(url) }] : []),
  async render(input) {
    const url = new URL(input.url, input.origin);
    if (url.searchParams.has('throw')) throw new Error('the page could not be drawn');
    if (url.searchParams.has('redirect')) return undefined;
    let content = '<h1>' + url.pathname + '</h1>';
    let status = url.pathname === '/no/such/page' ? 404 : undefined;
    const [job] = input.data;
    if (job) content = '<h1 data-status="' + (job.ok ? 200 : job.status) + '">' + (job.ok ? job.data.title : job.code) + '</h1>';
    if (job) status = job.ok ? (job.data.status === 'closed' && !job.data.isOwner ? 410 : undefined) : job.status;
    const state = { origin: input.origin, user: input.session?.user?.id ?? null, cookieBanner: input.cookieBanner };
    return {
      html: '<main>' + content + '</main>',
      stateScript: '<script type="application/json" id="ssr-state">' + JSON.stringify(state) + '</script>',
      head: { title: 'Drawn ' + url.pathname, status },
      undeclared: [],
    };
  },
};
`;

const ORIGIN = 'https://facilitatorhub.example';
const webDir = makeWebBuild({ 'index.html': INDEX_HTML, '.ssr/entry-server.js': FAKE_RENDERER });

const ctx = await buildTestApp({ PUBLIC_URL: ORIGIN }, { webDir });
const get = getter(ctx);

/** The rendered root and the state it carries; undefined state: the browser draws the page. */
function root(html: string) {
  const match =
    /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json" id="ssr-state">([^<]*)<\/script>)?/.exec(
      html,
    );
  if (!match) throw new Error('no root in the page');
  return { html: match[1], state: match[2] ? (JSON.parse(match[2]) as Record<string, unknown>) : undefined };
}

describe('pages rendered on the server', () => {
  it('carry their HTML in the root and the state script after it', async () => {
    const res = await get('/about');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toEqual({
      html: '<main><h1>/about</h1></main>',
      state: { origin: ORIGIN, user: null, cookieBanner: true },
    });
  });

  it('are drawn for the visitor: their session, their consent, their view of a job', async () => {
    const company = await signUp(ctx, 'company');
    const draft = await makeJob(ctx, company, {
      title: 'Private draft facilitation',
      status: 'draft',
      postedAt: null,
    });
    const page = await get('/about', { cookie: `${company.cookie}; CookieConsent=all` });
    expect(root(page.body).state).toEqual({ origin: ORIGIN, user: company.id, cookieBanner: false });

    const own = await get(`/jobs/${draft.id}`, as(company));
    expect(own.statusCode).toBe(200);
    expect(root(own.body).html).toBe('<main><h1 data-status="200">Private draft facilitation</h1></main>');
    const other = await get(`/jobs/${draft.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Private draft');
  });

  it('answer 404 when the renderer drew the not-found page', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(root(res.body).html).toBe('<main><h1>/no/such/page</h1></main>');
    expect(root(res.body).state).toBeDefined();
  });

  it('answer with the head and status the render reports (404, 410), and keep the rendered page', async () => {
    const unknown = await get('/jobs/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(
      '<title data-server-head>Drawn /jobs/00000000-0000-4000-8000-000000000000</title>',
    );
    expect(root(unknown.body).html).toBe('<main><h1 data-status="404">NOT_FOUND</h1></main>');

    const hidden = await makeJob(ctx, await signUp(ctx, 'company'), {
      status: 'closed',
      hiddenAt: ctx.clock.now(),
    });
    const gone = await get(`/jobs/${hidden.id}`);
    expect(gone.statusCode).toBe(410);
    expect(root(gone.body).html).toBe('<main><h1 data-status="410">GONE</h1></main>');

    // A closed job left the board: 410, while the page still shows what the job was.
    const closed = await makeJob(ctx, await signUp(ctx, 'company'), {
      title: 'Closed offsite facilitation',
      status: 'closed',
      closedAt: ctx.clock.now(),
    });
    const left = await get(`/jobs/${closed.id}`);
    expect(left.statusCode).toBe(410);
    expect(root(left.body).html).toBe('<main><h1 data-status="200">Closed offsite facilitation</h1></main>');
  });

  it('fall back to the empty root and the head of a page the browser draws when the render fails', async () => {
    for (const [url, title] of [
      ['/about?throw=1', 'About | FacilitatorHub'],
      // Without a render there is no page to report a status: the browser draws it.
      ['/jobs/00000000-0000-4000-8000-000000000000?throw=1', 'Site'],
      // A redirect is left to the browser.
      ['/about?redirect=1', 'About | FacilitatorHub'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title data-server-head>${title}</title>`);
      expect(root(res.body), url).toEqual({ html: '', state: undefined });
    }
  });

  it('leave the pages behind sign-in to the browser', async () => {
    const res = await get('/company/dashboard');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toEqual({ html: '', state: undefined });
    expect(res.body).not.toContain('ssr-state');
  });
});
