import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers';
import { PAGE_PRELOADS_FILE, pagePreloadMatcher, type PagePreloads } from './page-preloads';
import { prepareTemplate } from './spa';
import { getAccepting } from '../test/inject';

const PRELOADS: PagePreloads = {
  pages: [
    { path: '/', modules: ['assets/home.js'] },
    { path: '/jobs', modules: ['assets/jobs.js', 'assets/shared.js'] },
    { path: '/jobs/:id', modules: ['assets/job.js', 'assets/shared.js'], data: ['/api/jobs/:id'] },
    { path: '/jobs/:id/edit', modules: ['assets/edit-job.js'] },
    { path: '/post-job', modules: ['assets/post-job.js'] },
    { path: '*', modules: ['assets/not-found.js'] },
  ],
};

describe('pagePreloadMatcher', () => {
  const preloadsFor = pagePreloadMatcher(PRELOADS);

  it('finds the page the browser router shows for a path', () => {
    expect(preloadsFor('/')).toEqual({ modules: ['assets/home.js'], data: [] });
    expect(preloadsFor('/jobs').modules).toEqual(['assets/jobs.js', 'assets/shared.js']);
    expect(preloadsFor('/jobs/42').modules).toEqual(['assets/job.js', 'assets/shared.js']);
    expect(preloadsFor('/jobs/42/edit').modules).toEqual(['assets/edit-job.js']);
  });

  it("fills the page's API requests in with the URL's parameters, encoded", () => {
    expect(preloadsFor('/jobs/42').data).toEqual(['/api/jobs/42']);
    expect(preloadsFor('/jobs/a b?c').data).toEqual(['/api/jobs/a%20b%3Fc']);
  });

  it('ignores case and a trailing slash, as React Router does', () => {
    expect(preloadsFor('/Jobs/').modules).toEqual(['assets/jobs.js', 'assets/shared.js']);
    expect(preloadsFor('/POST-JOB').modules).toEqual(['assets/post-job.js']);
  });

  it('prefers static segments over parameters', () => {
    const ranked = pagePreloadMatcher({
      pages: [
        { path: '/jobs/:id', modules: ['assets/job.js'] },
        { path: '/jobs/new', modules: ['assets/new.js'] },
      ],
    });
    expect(ranked('/jobs/new').modules).toEqual(['assets/new.js']);
    expect(ranked('/jobs/7').modules).toEqual(['assets/job.js']);
  });

  it("takes a language's own page over another language's, and a page of every language in any", () => {
    const guides = pagePreloadMatcher({
      pages: [
        { path: '/topics/:slug', modules: ['assets/topic.js'] },
        { path: '/topics/x', modules: ['assets/topic.js', 'assets/x.js'], locale: 'en' },
        { path: '/topics/x', modules: ['assets/topic.js', 'assets/x-de.js'], locale: 'de' },
      ],
    });
    expect(guides('/topics/x').modules).toEqual(['assets/topic.js', 'assets/x.js']);
    expect(guides('/topics/x', 'de').modules).toEqual(['assets/topic.js', 'assets/x-de.js']);
    expect(guides('/topics/y', 'de').modules).toEqual(['assets/topic.js']);
  });

  it('falls back to the not-found page, or to nothing without one', () => {
    expect(preloadsFor('/no/such/page')).toEqual({ modules: ['assets/not-found.js'], data: [] });
    expect(preloadsFor('/jobs/42/edit/more').modules).toEqual(['assets/not-found.js']);
    expect(pagePreloadMatcher({ pages: [] })('/jobs')).toEqual({ modules: [], data: [] });
  });
});

describe('prepareTemplate with preloads', () => {
  const html = [
    '<html>',
    '  <head>',
    '    <title>Site</title>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '  </head>',
    '  <body></body>',
    '</html>',
  ].join('\n');

  /** The template with `text` in <head> in place of `at`, an empty root to render into, and the after-paint script. */
  const afterPaintTemplate = (at: string, text: string) =>
    prepareTemplate(
      html.replace(at, text).replace('<body></body>', '<body><div id="root"></div></body>'),
      'assets/after-paint.js',
    );

  it('lists them last in <head>, after the entry script and the stylesheet', () => {
    const page = prepareTemplate(html).render(
      { title: 'Job' },
      { modules: ['assets/job.js', 'assets/shared.js'], data: ['/api/jobs/a&b'] },
    );
    expect(page).toContain(
      [
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '    <link rel="modulepreload" crossorigin href="/assets/job.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/shared.js">',
        '    <link rel="preload" href="/api/jobs/a&amp;b" as="fetch" crossorigin>',
        '  </head>',
      ].join('\n'),
    );
  });

  it('loads the scripts of a server-rendered page after its first paint, without API preloads', () => {
    const template = afterPaintTemplate(
      '  <script',
      '  <!-- who is signed in -->\n    <link rel="preload" href="/api/me" as="fetch" crossorigin />\n    <script',
    );
    const preload = { modules: ['assets/job.js', 'assets/shared.js'], data: ['/api/jobs/1'] };
    const rendered = template.render({ title: 'Job' }, preload, { html: '<h1>Job</h1>', stateScript: '' });
    expect(rendered).toContain(
      [
        '    <script type="module" crossorigin src="/assets/after-paint.js" data-modules="/assets/index.js /assets/job.js /assets/shared.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '  </head>',
      ].join('\n'),
    );
    expect(rendered).not.toMatch(/preload|<!--/);
    expect(rendered).toContain('<div id="root"><h1>Job</h1></div>');
    // A page the browser draws keeps the entry and every preload.
    const drawn = template.render({ title: 'Job' }, preload);
    expect(drawn).toContain('<link rel="preload" href="/api/me" as="fetch" crossorigin />');
    expect(drawn).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(drawn).toContain('<link rel="modulepreload" crossorigin href="/assets/job.js">');
    expect(drawn).toContain('<link rel="preload" href="/api/jobs/1" as="fetch" crossorigin>');
    expect(drawn).not.toContain('after-paint');
  });

  it('keeps the chunks of the entry (React DOM) with it: right after it, or next in the after-paint list', () => {
    const template = afterPaintTemplate(
      '</script>',
      '</script>\n    <link rel="modulepreload" crossorigin href="/assets/react-dom.js">',
    );
    const preload = { modules: ['assets/job.js'], data: [] };
    const drawn = template.render({ title: 'Job' }, preload);
    expect(drawn).toContain(
      [
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react-dom.js">',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '    <link rel="modulepreload" crossorigin href="/assets/job.js">',
      ].join('\n'),
    );
    expect(drawn.match(/react-dom\.js/g)).toHaveLength(1);
    const rendered = template.render({ title: 'Job' }, preload, { html: '<h1>Job</h1>', stateScript: '' });
    expect(rendered).toContain('data-modules="/assets/index.js /assets/react-dom.js /assets/job.js"');
    expect(rendered).not.toContain('modulepreload');
  });

  it('adds nothing without preloads, and copes with a one-line template', () => {
    expect(prepareTemplate(html).render({ title: 'Jobs' })).not.toContain('preload');
    expect(
      prepareTemplate('<html><head><title>x</title></head><body></body></html>').render(
        { title: 'T' },
        { modules: ['assets/a.js'], data: [] },
      ),
    ).toMatch(
      /^<html><head>[\s\S]*<title data-server-head>T<\/title>[\s\S]*href="\/assets\/a.js">\n<\/head>/,
    );
  });
});

describe('served pages', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-web-'));
  fs.mkdirSync(path.join(webDir, path.dirname(PAGE_PRELOADS_FILE)), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<html><head>\n<title>x</title>\n</head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDir, PAGE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets/jobs.js'), script);
  fs.writeFileSync(path.join(webDir, 'assets/jobs.js.br'), brotliCompressSync(script));
  const spa = buildTestApp({}, { webDir });

  it("preload the requested page's code and first data", async () => {
    const { app } = await spa;
    const jobs = await app.inject({ method: 'GET', url: '/jobs?page=2' });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.body).toContain('<link rel="modulepreload" crossorigin href="/assets/jobs.js">');
    expect(jobs.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
    expect(jobs.body).not.toContain('/assets/home.js');
    // Without the build's renderer the server loads nothing: the browser fetches the job and tells.
    const job = await app.inject({ method: 'GET', url: '/jobs/00000000-0000-4000-8000-000000000000' });
    expect(job.body).toContain(
      '<link rel="preload" href="/api/jobs/00000000-0000-4000-8000-000000000000" as="fetch" crossorigin>',
    );
  });

  it("use the build's compressed copy of a script when the browser accepts it", async () => {
    const { app } = await spa;
    const res = await getAccepting({ app }, '/assets/jobs.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.rawPayload).toEqual(fs.readFileSync(path.join(webDir, 'assets/jobs.js.br')));
    // Without a copy in that encoding the response is compressed on the fly, as before.
    const gzip = await getAccepting({ app }, '/assets/jobs.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('do not publish the preload list itself', async () => {
    const { app } = await spa;
    const res = await app.inject({ method: 'GET', url: `/${PAGE_PRELOADS_FILE}` });
    expect(res.headers['content-type']).toContain('text/html'); // the SPA's not-found page
    expect(res.body).not.toContain('"pages"');
  });
});
