import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../shared/facilitation-options';
import { facilitators } from '../db/schema';
import { validApplicationInput, validJobInput } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { listedFacilitatorValues } from '../test/factories';

/**
 * For every route the app registers: generated invalid params, queries and
 * bodies (wrong types, missing fields, huge strings, unicode, nulls, deep
 * nesting, invalid JSON, wrong content types, oversized bodies). No answer
 * may be a 5xx, and every 4xx must be in the API's JSON error shape.
 */
const ctx = await buildTestApp({
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_SCALE: '1000',
  ACCESS_REQUESTS_PER_HOUR: '1000000',
});
const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
const PARAM_VALUES = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(300),
  '%F0%9F%92%A5',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%201=1",
  '%00',
  '-1',
  'null',
  '[]',
];
/** A path value that passes every route's path checks (a well-formed id) and names nothing. */
const PLAUSIBLE_PARAM = '00000000-0000-0000-0000-000000000000';
const QUERY_VALUES = [
  '',
  'page=-1',
  'page=abc',
  'page=1e309',
  'pageSize=100000',
  'page=1&page=2',
  `q=${'x'.repeat(5000)}`,
  'q=%F0%9F%92%A5%F0%9F%92%A5',
  "q=')%3B%20drop%20table%20jobs%3B--",
  'q=%00',
  'status=bogus',
  'focusArea=nope',
  'remote=maybe',
  'location[]=a&location[]=b',
  'q[$ne]=1',
  'industry=' + 'y'.repeat(2000),
];
const BODIES: unknown[] = [
  null,
  [],
  'a string',
  12345,
  true,
  {},
  {
    title: null,
    email: 123,
    password: [],
    userType: 'admin',
    status: {},
    coverLetter: 5,
    name: { first: 'x' },
  },
  { title: 'x'.repeat(100_000) },
  { email: 'not-an-email', password: 'x', confirmPassword: 'y' },
  { focusAreas: ['not-an-area', 1, null], portfolioLinks: 'javascript:alert(1)' },
  { message: '\u0000\u202e💥'.repeat(200) },
  deep(300),
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { status: 'hired', confirmEmail: 42, kind: 'nope' },
];
const RAW_BODIES: { payload: string | Buffer; contentType: string }[] = [
  { payload: '{"title": ', contentType: 'application/json' },
  { payload: '{"a":1}garbage', contentType: 'application/json' },
  { payload: 'a=b&c=d', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
  { payload: Buffer.alloc(3 * 1024 * 1024, 'a'), contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
];

const fill = (url: string, value: string) => url.replace(/:[a-zA-Z]+/g, value).replace(/\*$/, value);

const users: (TestUser | undefined)[] = [
  undefined,
  await signUp(ctx, 'company'),
  await signUp(ctx, 'facilitator'),
];
// Every route but the web app's pages: /api, uploads, the sitemap, feeds, the one-click unsubscribe link.
const routes = ctx.app.routeList.filter((route) => route.url !== '/' && route.url !== '/*');
let requests = 0;

/** Requests `url` as `user`; a 5xx, or a 4xx not in the JSON error shape, is written to `failures`. */
async function check(
  failures: string[],
  user: TestUser | undefined,
  method: string,
  url: string,
  body?: { payload: unknown; contentType?: string },
) {
  // Live streams stay open by design; their input handling is covered signed out.
  if (url.includes('/stream') && user) return undefined;
  requests++;
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...as(user), ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
    ...(body ? { payload: body.payload as string } : {}),
  });
  if (res.statusCode >= 500)
    failures.push(`${method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  else if (res.statusCode >= 400) {
    let shape = false;
    try {
      const json = res.json();
      shape = typeof json?.error?.code === 'string' && typeof json?.error?.message === 'string';
    } catch {
      shape = false;
    }
    if (!shape)
      failures.push(
        `${method} ${url.slice(0, 120)} → ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`,
      );
  }
  return res.statusCode;
}

/** Every bad path value, query and body on one route, as two callers: what went wrong, one line each. */
async function probeRoute(index: number, method: string, url: string): Promise<string[]> {
  const failures: string[] = [];
  // Each route is probed as two of the three callers (signed out, company, facilitator), in turn; an
  // admin route as an admin (whose input then gets validated) and one of the others.
  const callers = url.startsWith('/api/admin/')
    ? [admin, users[index % users.length]]
    : [users[index % users.length], users[(index + 1) % users.length]];
  for (const user of callers) {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    // Every bad path value, with no query and (where a body goes) an empty object.
    let target = fill(url, PLAUSIBLE_PARAM);
    if (/[:*]/.test(url)) {
      let passed: string | undefined;
      for (const value of [PLAUSIBLE_PARAM, ...PARAM_VALUES]) {
        const filled = fill(url, value);
        const status = await check(
          failures,
          user,
          method,
          filled,
          hasBody ? { payload: '{}', contentType: 'application/json' } : undefined,
        );
        if (status !== 400) passed ??= filled;
      }
      // The path's values are checked before the query and the body, and those checks do not depend on
      // which value passed: every bad query and body goes to one path that passes (a slug route refuses a
      // UUID but takes '-1'), not to each bad path again.
      target = passed ?? target;
    }
    for (const query of QUERY_VALUES)
      await check(failures, user, method, query ? `${target}?${query}` : target);
    if (hasBody) {
      for (const payload of BODIES)
        await check(failures, user, method, target, {
          payload: JSON.stringify(payload),
          contentType: 'application/json',
        });
      for (const raw of RAW_BODIES) await check(failures, user, method, target, raw);
    }
  }
  // One line per route and status is enough to see what broke.
  return [
    ...new Set(
      failures.map((line) =>
        line
          .replace(/\?.*? →/, ' →')
          .replace(/\/[^/ ]{40,}/g, '/…')
          .slice(0, 220),
      ),
    ),
  ].slice(0, 20);
}

describe('bad input on every route', () => {
  // One test per route: each never answers 5xx, and answers every refusal in the JSON error shape.
  describe('never answers 5xx, always the JSON error shape', () => {
    it("covers the app's routes", () => {
      expect(routes.length).toBeGreaterThan(30);
    });
    // The routes are probed side by side (a probe mostly waits on the database); the count below runs after.
    for (const [index, { method, url }] of routes.entries()) {
      it.concurrent(`${method} ${url}`, async ({ expect }) => {
        expect(await probeRoute(index, method, url)).toEqual([]);
      });
    }
    it('sent thousands of requests in all', () => {
      console.log(`bad-input suite: ${requests} requests over ${routes.length} routes`);
      expect(requests).toBeGreaterThanOrEqual(6_500);
    });
  });

  it("refuses an admin list's bad page or filter with 400 and field errors", async () => {
    for (const url of [
      '/api/admin/access-requests?status=bogus',
      '/api/admin/access-requests?page=0',
      '/api/admin/audit-log?action=bogus',
      '/api/admin/audit-log?page=abc',
      '/api/admin/audit-log?pageSize=1000',
      `/api/admin/audit-log?q=${'x'.repeat(201)}`,
      '/api/admin/moderation?page=0',
      '/api/admin/moderation?pageSize=1000',
      '/api/admin/reports?page=0',
      '/api/admin/users?type=admin',
      '/api/admin/users?state=bogus',
      `/api/admin/users?q=${'x'.repeat(201)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: as(admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.fieldErrors ?? {}), url).toHaveLength(1);
    }
  });

  it('refuses bad job filters and exchange rates with 400 and the field at fault', async () => {
    for (const [query, field] of [
      ['format=seminar', 'format'],
      ['language=xx', 'language'],
      ['groupSize=huge', 'groupSize'],
      ['sessionFrom=2027-02-30', 'sessionFrom'],
      ['sessionFrom=2027-03-10&sessionTo=2027-03-01', 'sessionTo'],
      ['sessionFrom=2027-01-01&sessionTo=2028-01-02', 'sessionTo'],
      ['budgetMin=abc', 'budgetMin'],
      ['budgetMin=1.5', 'budgetMin'],
      ['budgetMax=-1', 'budgetMax'],
      ['budgetMin=900&budgetMax=500', 'budgetMax'],
      ['currency=XXX', 'currency'],
      ['budgetType=bonus', 'budgetType'],
      ['location=Berlin&radius=7', 'radius'],
      ['radius=far', 'radius'],
      [`location=${'x'.repeat(201)}`, 'location'],
    ]) {
      for (const url of [`/api/jobs?${query}`, `/jobs/feed.xml?${query}`]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(Object.keys(res.json().error.fieldErrors ?? {}), url).toEqual([field]);
      }
    }
    // An order the board does not know; a feed is always newest first and ignores it.
    const sort = await ctx.app.inject({ method: 'GET', url: '/api/jobs?sort=oldest' });
    expect(sort.statusCode).toBe(400);
    expect(Object.keys(sort.json().error.fieldErrors ?? {})).toEqual(['sort']);
    expect((await ctx.app.inject({ method: 'GET', url: '/jobs/feed.xml?sort=oldest' })).statusCode).toBe(200);
    const rates = Object.fromEntries(CURRENCIES.map((code) => [code, 1]));
    const { GBP: _gbp, ...withoutGbp } = rates;
    for (const payload of [
      { asOf: '2026-11-20', rates: { ...rates, XXX: 2 } },
      { asOf: '2026-11-20', rates: withoutGbp },
      { asOf: '2026-11-20', rates: { ...rates, USD: 0 } },
      { asOf: '2026-11-20', rates: { ...rates, USD: '1.1' } },
      { asOf: '2026-11-20', rates: { ...rates, EUR: 2 } },
      { asOf: 'yesterday', rates },
      { rates },
    ]) {
      const res = await sendAs(ctx, admin, 'PUT', '/api/admin/exchange-rates', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses email settings that are not five booleans with 400 and field errors', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const valid = {
      messages: true,
      applications: true,
      statusChanges: true,
      invitations: true,
      jobAlerts: true,
    };
    for (const [payload, fields] of [
      [{}, ['applications', 'invitations', 'jobAlerts', 'messages', 'statusChanges']],
      [{ messages: false }, ['applications', 'invitations', 'jobAlerts', 'statusChanges']],
      [{ ...valid, messages: 'false' }, ['messages']],
      [{ ...valid, invitations: 0 }, ['invitations']],
      [{ ...valid, statusChanges: null }, ['statusChanges']],
    ] as const) {
      const res = await sendAs(ctx, facilitator, 'PUT', '/api/account/notification-settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.fieldErrors ?? {}).sort(), JSON.stringify(payload)).toEqual(fields);
    }
  });

  it('refuses a language other than English or Deutsch with 400 and a field error', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    for (const payload of [{}, { locale: 'fr' }, { locale: 'DE' }, { locale: null }, { locale: ['de'] }]) {
      const res = await sendAs(ctx, facilitator, 'PATCH', '/api/account/language', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.fieldErrors ?? {}), JSON.stringify(payload)).toEqual(['locale']);
    }
  });

  it('refuses a malformed Extend link token with 400, signed in or not a token at all', async () => {
    const company = await signUp(ctx, 'company');
    for (const payload of [
      {},
      { token: 123 },
      { token: null },
      { token: '   ' },
      { token: 'x'.repeat(5000) },
      { token: 'a.b.c' },
      { token: 'no-dot' },
      { token: '%%%.%%%' },
      { token: '\u202e💥.💥' },
    ]) {
      const res = await sendAs(ctx, company, 'POST', '/api/jobs/extend', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error.message, JSON.stringify(payload)).toBe('string');
    }
  });

  it('refuses a bad message with 400, an unknown thread with 404 and a blocked one with 403', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Careful Co' });
    const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Kim', lastName: 'Lee' });
    await ctx.db
      .update(facilitators)
      .set(listedFacilitatorValues(new Date()))
      .where(eq(facilitators.id, facilitator.id));
    const started = await sendAs(ctx, company, 'POST', '/api/conversations', {
      to: facilitator.id,
      body: 'Hello Kim',
    });
    expect(started.statusCode, started.body).toBe(201);
    const thread = `/api/conversations/${started.json().conversationId}/messages`;
    const post = (url: string, payload: unknown, who: TestUser = company) =>
      ctx.app.inject({ method: 'POST', url, headers: as(who), payload: payload as object });

    for (const [payload, field, message] of [
      [{ body: '' }, 'body', 'Write a message.'],
      [{ body: ' \n\t ' }, 'body', 'Write a message.'],
      [{}, 'body', 'Write a message.'],
      [{ body: 'x'.repeat(5001) }, 'body', 'Message must be at most 5,000 characters.'],
      [{ body: 'Hi', jobId: 'not-a-uuid' }, 'jobId', 'Unknown job.'],
      [{ body: 'Hi', applicationId: 42 }, 'applicationId', 'Unknown application.'],
    ] as const) {
      const res = await post(thread, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fieldErrors[field], JSON.stringify(payload)).toEqual([message]);
    }
    const nul = await post(thread, { body: 'Hello\u0000there' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe('Text must not contain null characters.');
    const badTo = await post('/api/conversations', { to: 'not-a-uuid', body: 'Hi' });
    expect(badTo.statusCode).toBe(400);
    expect(badTo.json().error.fieldErrors.to).toEqual(['Choose who to write to.']);

    for (const url of [
      '/api/conversations/00000000-0000-4000-8000-000000000000/messages',
      '/api/conversations/not-a-uuid/messages',
    ]) {
      const res = await post(url, { body: 'Hi' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Conversation not found.');
    }

    const block = await post(thread.replace(/messages$/, 'block'), {}, facilitator);
    expect(block.statusCode).toBe(200);
    const blocked = await post(thread, { body: 'Are you there?' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'BLOCKED',
      message: 'Kim Lee is not accepting messages from you.',
    });
  });

  it('refuses bad saved searches, notes and time zones with 400, and a malformed saved id with 404', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const company = await signUp(ctx, 'company');
    const send = (who: TestUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) =>
      ctx.app.inject({ method, url, headers: as(who), payload: payload as object });
    const search = { name: 'Agile', filters: { focusArea: 'agile' } };
    const created = await send(facilitator, 'POST', '/api/saved-searches', search);
    expect(created.statusCode, created.body).toBe(201);
    const own = `/api/saved-searches/${created.json().id}`;

    for (const [method, url, payload, field] of [
      ['POST', '/api/saved-searches', { ...search, filters: { focusArea: 'nope' } }, 'filters.focusArea'],
      ['POST', '/api/saved-searches', { ...search, filters: { experience: 'guru' } }, 'filters.experience'],
      ['POST', '/api/saved-searches', { ...search, filters: { salary: '1' } }, 'filters'],
      ['POST', '/api/saved-searches', { ...search, filters: { q: 'x'.repeat(5000) } }, 'filters.q'],
      ['POST', '/api/saved-searches', { ...search, filters: { language: 'xx' } }, 'filters.language'],
      ['POST', '/api/saved-searches', { ...search, filters: { budgetMin: '-5' } }, 'filters.budgetMin'],
      ['POST', '/api/saved-searches', { ...search, filters: { sessionFrom: 'soon' } }, 'filters.sessionFrom'],
      ['POST', '/api/saved-searches', { ...search, name: 'x'.repeat(81) }, 'name'],
      ['POST', '/api/saved-searches', { ...search, name: 'two\nlines' }, 'name'],
      ['POST', '/api/saved-searches', { ...search, frequency: 'hourly' }, 'frequency'],
      ['POST', '/api/saved-searches', { ...search, timeZone: 'Mars/Olympus' }, 'timeZone'],
      ['PATCH', own, { name: 'x'.repeat(81) }, 'name'],
      ['PATCH', own, { frequency: 'fortnightly' }, 'frequency'],
      ['PUT', '/api/account/time-zone', { timeZone: 'Not/AZone' }, 'timeZone'],
      ['PUT', '/api/account/time-zone', { timeZone: 42 }, 'timeZone'],
      ['POST', '/api/account/email', { newEmail: 'nope', password: 'x' }, 'newEmail'],
      ['POST', '/api/account/email', { newEmail: 'a@b.example' }, 'password'],
      ['POST', '/api/account/email', { newEmail: `${'a'.repeat(250)}@b.example`, password: 'x' }, 'newEmail'],
      ['POST', '/api/account/email/confirm', { token: 'x'.repeat(2001) }, 'token'],
      ['POST', '/api/account/email/confirm', { token: 42 }, 'token'],
    ] as const) {
      const res = await send(facilitator, method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.fieldErrors ?? {}), JSON.stringify(payload).slice(0, 80)).toContain(
        field,
      );
    }
    const nothing = await send(facilitator, 'PATCH', own, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe('Nothing to change');

    const listed = await signUp(ctx, 'facilitator');
    await ctx.db
      .update(facilitators)
      .set(listedFacilitatorValues(new Date()))
      .where(eq(facilitators.id, listed.id));
    for (const payload of [{ note: 'x'.repeat(1001) }, { note: 42 }, { note: null }]) {
      const res = await send(company, 'PUT', `/api/saved-facilitators/${listed.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {})).toEqual(['note']);
    }

    // An id that is not a UUID cannot exist: not found, as in every other route (http/params.ts).
    for (const [who, method, url, payload] of [
      [facilitator, 'PUT', '/api/saved-jobs/not-a-uuid', {}],
      [company, 'PUT', '/api/saved-facilitators/%F0%9F%92%A5', {}],
      [facilitator, 'PATCH', "/api/saved-searches/1'%20OR%201=1", { name: 'x' }],
    ] as const) {
      const res = await send(who, method, url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(typeof res.json().error.message).toBe('string');
    }
    for (const url of ['/api/saved-jobs?page=0', '/api/saved-jobs?pageSize=1000']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: as(facilitator) })).statusCode, url).toBe(
        400,
      );
    }
  });

  it('refuses bad availability, credentials and evidence with 400, and others credentials with 404', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      ctx.app.inject({
        method,
        url,
        headers: as(facilitator),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const cpf = { kind: 'iaf-cpf', year: 2019 };
    const created = await send('POST', '/api/profile/credentials', cpf);
    expect(created.statusCode, created.body).toBe(201);
    const own = `/api/profile/credentials/${created.json().id}`;

    for (const [method, url, payload, field] of [
      ['PUT', '/api/profile/availability', { status: 'busy', availableFrom: null }, 'status'],
      [
        'PUT',
        '/api/profile/availability',
        { status: 'available-from', availableFrom: null },
        'availableFrom',
      ],
      [
        'PUT',
        '/api/profile/availability',
        { status: 'available-from', availableFrom: '2026-02-30' },
        'availableFrom',
      ],
      ['GET', '/api/profile/availability?from=tomorrow', undefined, 'from'],
      ['PUT', '/api/profile/availability/dates/2026-02-30', undefined, 'date'],
      ['PUT', '/api/profile/availability/dates/2001-01-01', undefined, 'date'],
      [
        'POST',
        '/api/profile/availability/range',
        { from: '2026-02-30', to: '2026-03-02', blocked: true },
        'from',
      ],
      [
        'POST',
        '/api/profile/availability/range',
        { from: '2030-03-02', to: '2030-03-01', blocked: true },
        'to',
      ],
      [
        'POST',
        '/api/profile/availability/range',
        { from: '2030-01-01', to: '2032-01-01', blocked: false },
        'to',
      ],
      [
        'POST',
        '/api/profile/availability/range',
        { from: '2030-01-01', to: '2030-01-02', blocked: 'yes' },
        'blocked',
      ],
      [
        'POST',
        '/api/profile/availability/range',
        { from: '2001-01-01', to: '2001-01-02', blocked: true },
        'from',
      ],
      ['POST', '/api/profile/credentials', { ...cpf, kind: 'wizard' }, 'kind'],
      ['POST', '/api/profile/credentials', { ...cpf, year: '2019' }, 'year'],
      ['POST', '/api/profile/credentials', { ...cpf, year: 3000 }, 'year'],
      ['POST', '/api/profile/credentials', { ...cpf, detail: 'x'.repeat(121) }, 'detail'],
      ['POST', '/api/profile/credentials', { ...cpf, evidenceUrl: 'ftp://files.example/cpf' }, 'evidenceUrl'],
      ['PATCH', own, { ...cpf, expiresOn: 'soon' }, 'expiresOn'],
      ['PATCH', own, { kind: 'other', year: 2019 }, 'detail'],
    ] as const) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {}), `${method} ${url}`).toContain(field);
    }

    // From an address of its own: the every-route test above spends the upload limit of the default one.
    const upload = (url: string, body: string, contentType = 'multipart/form-data; boundary=x') =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...as(facilitator), 'content-type': contentType },
        payload: body,
        remoteAddress: '10.251.0.1',
      });
    const part = (data: string) =>
      `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${data}\r\n--x--\r\n`;
    for (const [body, message] of [
      [part('<html><body>not a pdf</body></html>'), 'Please upload a PDF, PNG, JPEG or WebP file.'],
      [part('plain text'), 'Please upload a PDF, PNG, JPEG or WebP file.'],
      [part(''), 'Choose a file to upload.'],
    ]) {
      const res = await upload(`${own}/evidence`, body);
      expect(res.statusCode, body.slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await upload(`${own}/evidence`, 'not multipart', 'text/plain')).statusCode).toBe(400);

    for (const [method, url] of [
      ['PATCH', '/api/profile/credentials/not-a-uuid'],
      ['DELETE', '/api/profile/credentials/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/credentials/not-a-uuid/evidence'],
      // The credential exists, but has no evidence file.
      ['GET', `/api/credentials/${created.json().id}/evidence`],
    ] as const) {
      const res = await send(method, url, method === 'PATCH' ? cpf : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/admin/credentials?status=bogus',
      '/api/admin/credentials?page=0',
      '/api/admin/credentials/not-a-uuid/verify',
    ]) {
      const res = await ctx.app.inject({
        method: url.endsWith('verify') ? 'POST' : 'GET',
        url,
        headers: as(admin),
        ...(url.endsWith('verify') ? { payload: { version: 'v1' } } : {}),
      });
      expect(res.statusCode, url).toBe(url.endsWith('verify') ? 404 : 400);
    }
    // A verification names the version the admin checked.
    const verify = `/api/admin/credentials/${created.json().id}/verify`;
    for (const payload of [{}, { version: '' }, { version: 42 }, { version: 'v'.repeat(101) }, null]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: verify,
        headers: as(admin),
        ...(payload === null ? {} : { payload }),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (payload) expect(res.json().error.fieldErrors, JSON.stringify(payload)).toHaveProperty('version');
    }
    // A rejection needs its reason, a request for evidence its message: the facilitator reads them.
    for (const [action, field] of [
      ['reject', 'reason'],
      ['request-evidence', 'message'],
    ] as const) {
      const url = `/api/admin/credentials/${created.json().id}/${action}`;
      for (const payload of [{}, { [field]: '   ' }, { [field]: 42 }, { [field]: 'x'.repeat(1001) }]) {
        const res = await ctx.app.inject({ method: 'POST', url, headers: as(admin), payload });
        expect(res.statusCode, `${action} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().error.fieldErrors, `${action} ${JSON.stringify(payload)}`).toHaveProperty(field);
      }
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const res = await sendAs(ctx, admin, 'POST', `/api/admin/credentials/${id}/${action}`, {
          [field]: 'Please upload your certificate.',
        });
        expect(res.statusCode, `${action} ${id}`).toBe(404);
      }
    }
  });

  it('refuses a bad attachment with 400 and a readable message, and an unknown one or job copy with 404', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const company = await signUp(ctx, 'company');
    // From an address of its own: the every-route test above spends the upload limit of the default one.
    const upload = (body: string, contentType = 'multipart/form-data; boundary=x') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/attachments',
        headers: { ...as(facilitator), 'content-type': contentType },
        payload: body,
        remoteAddress: '10.251.0.2',
      });
    const part = (data: string, field = 'file', type = 'application/pdf') =>
      `--x\r\nContent-Disposition: form-data; name="${field}"; filename="cv.pdf"\r\nContent-Type: ${type}\r\n\r\n${data}\r\n--x--\r\n`;
    for (const [body, message] of [
      [part('<html><body>not a pdf</body></html>'), 'Please attach a PDF file.'],
      [part('PK\u0003\u0004 a zip named cv.pdf'), 'Please attach a PDF file.'],
      [part(' %PDF-1.7 not at the start'), 'Please attach a PDF file.'],
      [part(''), 'Choose a PDF file to attach.'],
      [part('%PDF-1.7', 'cv'), 'Choose a PDF file to attach.'],
    ]) {
      const res = await upload(body);
      expect(res.statusCode, body.slice(0, 80)).toBe(400);
      expect(res.json().error.message, body.slice(0, 80)).toBe(message);
    }
    expect((await upload('not multipart', 'text/plain')).statusCode).toBe(400);
    expect((await upload('--x\r\nbroken')).statusCode).toBe(400);

    for (const attachmentId of ['not-a-uuid', 42, '00000000-0000-4000-8000-000000000000']) {
      const job = await sendAs(ctx, company, 'POST', '/api/jobs', validJobInput());
      expect(job.statusCode, job.body).toBe(201);
      const res = await sendAs(ctx, facilitator, 'POST', `/api/jobs/${job.json().id}/applications`, {
        ...validApplicationInput(),
        attachmentId,
      });
      expect(res.statusCode, String(attachmentId)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {}), String(attachmentId)).toEqual(['attachmentId']);
    }

    for (const [who, method, url] of [
      [facilitator, 'GET', '/api/attachments/not-a-uuid'],
      [facilitator, 'GET', '/api/attachments/00000000-0000-4000-8000-000000000000'],
      [company, 'POST', '/api/jobs/not-a-uuid/duplicate'],
      [company, 'POST', '/api/jobs/00000000-0000-4000-8000-000000000000/duplicate'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: as(who) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers a malformed job id of suggested facilitators with 404, for the owner and an admin alike', async () => {
    const company = await signUp(ctx, 'company');
    for (const who of [company, admin])
      for (const id of [
        'not-a-uuid',
        '%F0%9F%92%A5',
        "1'%20OR%201=1",
        '00000000-0000-0000-0000-000000000000',
      ]) {
        const url = `/api/jobs/${id}/suggested-facilitators`;
        const res = await ctx.app.inject({ method: 'GET', url, headers: as(who) });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.message, url).toBe('Job not found.');
      }
  });
});
