import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../shared/facilitation-options';
import { engagements, facilitators, outcomeFollowUps } from '../db/schema';
import { makeApplication, makeJob, validApplicationInput, validJobInput } from '../test/factories';
import { FEE_LINES_MAX, OFFER_EXPIRY_MAX_DAYS, REASON_MAX } from '../../shared/engagements';
import { addDays } from '../profiles/days';
import {
  HIDE_REASON_MAX,
  REFERENCE_MESSAGE_MAX,
  REFERENCE_NAME_MAX,
  REFERENCE_TEXT_MAX,
} from '../../shared/review-options';
import { makeEngagement, offerToday, validTerms } from '../test/engagement-factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { listedFacilitatorValues } from '../test/factories';
import { completedEngagement, facilitatorReview, organisationReview } from '../reviews/review-test-helpers';

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

const owner = await signUp(ctx, 'company');
const users: (TestUser | undefined)[] = [undefined, owner, await signUp(ctx, 'facilitator')];
/**
 * The organisation's routes (its members, invitations and the switcher; an applicant's team notes,
 * scorecard and decline; the operator's list): always probed as an organisation's owner too, whose requests get past the
 * guard, so that their input is what gets checked.
 */
const ORGANISATION_ROUTES =
  /^\/api\/(organisation|organisation-invitations|me\/organisation|applicant-notes|admin\/organisations)(\/|s?$)|^\/api\/applications\/:id\/(team|notes|rating|decline|decline\/cancel-message)$|^\/api\/company\/jobs\/:jobId\/applications\/decline$/;
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
    : ORGANISATION_ROUTES.test(url)
      ? [owner, users[index % 2 === 0 ? 0 : 2]]
      : [users[index % users.length], users[(index + 1) % users.length]];
  // Who got past the guard: judged by the plain requests to the route's own path (a bad path value may not
  // reach the route at all, and a bad query or body may be refused before the guard runs).
  const plausible = fill(url, PLAUSIBLE_PARAM);
  const pastTheGuard = new Set<TestUser | undefined>();
  const probe = async (...args: Parameters<typeof check>) => {
    const status = await check(...args);
    const [, user, , target, body] = args;
    const plain = target === plausible && (body === undefined || body.payload === '{}');
    if (plain && status !== undefined && status !== 401 && status !== 403) pastTheGuard.add(user);
    return status;
  };
  for (const user of callers) {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    // Every bad path value, with no query and (where a body goes) an empty object.
    let target = fill(url, PLAUSIBLE_PARAM);
    if (/[:*]/.test(url)) {
      let passed: string | undefined;
      for (const value of [PLAUSIBLE_PARAM, ...PARAM_VALUES]) {
        const filled = fill(url, value);
        const status = await probe(
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
      await probe(failures, user, method, query ? `${target}?${query}` : target);
    if (hasBody) {
      for (const payload of BODIES)
        await probe(failures, user, method, target, {
          payload: JSON.stringify(payload),
          contentType: 'application/json',
        });
      for (const raw of RAW_BODIES) await probe(failures, user, method, target, raw);
    }
  }
  // An organisation route's probes are pointless if none got past the guard: its input was never read.
  if (ORGANISATION_ROUTES.test(url) && !pastTheGuard.has(callers[0]))
    failures.push(
      `${method} ${url}: no probe got past the guard as ${url.startsWith('/api/admin/') ? 'an admin' : 'the owner'}`,
    );
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
    // A route's sixty-odd probes take seconds alone and can take a minute beside the rest of a busy CI run.
    for (const [index, { method, url }] of routes.entries()) {
      it.concurrent(
        `${method} ${url}`,
        async ({ expect }) => {
          expect(await probeRoute(index, method, url)).toEqual([]);
        },
        120_000,
      );
    }
    it('sent thousands of requests in all', () => {
      console.log(`bad-input suite: ${requests} requests over ${routes.length} routes`);
      expect(requests).toBeGreaterThanOrEqual(6_500);
    });
  });

  it('refuses a decline without a reason, with an unknown delay or template, with 400 and field errors', async () => {
    const url = `/api/applications/${PLAUSIBLE_PARAM}/decline`;
    for (const [payload, field] of [
      [{}, 'reason'],
      [{ reason: 'rude' }, 'reason'],
      [{ reason: 'budget', delayDays: 3 }, 'delayDays'],
      [{ reason: 'budget', templateId: 'default:nope' }, 'templateId'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: as(owner), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors)).toContain(field);
    }
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: `/api/company/jobs/${PLAUSIBLE_PARAM}/applications/decline`,
      headers: as(owner),
      payload: { reason: 'budget', applicationIds: [] },
    });
    expect(bulk.statusCode).toBe(400);
    expect(Object.keys(bulk.json().error.fieldErrors)).toContain('applicationIds');
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

  it('refuses email settings that are not six booleans with 400 and field errors', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const valid = {
      messages: true,
      applications: true,
      statusChanges: true,
      invitations: true,
      engagements: true,
      jobAlerts: true,
    };
    for (const [payload, fields] of [
      [{}, ['applications', 'engagements', 'invitations', 'jobAlerts', 'messages', 'statusChanges']],
      [{ messages: false }, ['applications', 'engagements', 'invitations', 'jobAlerts', 'statusChanges']],
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

  /** A message from the catalogues: a sentence, not one of Zod's own ("Invalid input: expected string…"). */
  const READABLE = /^(?!Invalid input)[A-Z][^\n]{5,}$/;

  it('refuses bad offers and counter-offers with 400 and the field at fault', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const application = await makeApplication(ctx, job, facilitator);
    const offer = await makeEngagement(ctx, { organisationId: company.id, facilitatorId: facilitator.id });
    const terms = validTerms(ctx);
    const line = terms.lines[0]!;
    const today = offerToday(ctx);
    const withLine = (change: object) => ({ ...terms, lines: [{ ...line, ...change }] });
    const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
      ['a negative quantity', { terms: withLine({ quantity: -1 }) }, {}, 'terms.lines.0.quantity'],
      ['a quantity of thirds', { terms: withLine({ quantity: 1 / 3 }) }, {}, 'terms.lines.0.quantity'],
      ['a quantity as text', { terms: withLine({ quantity: '2' }) }, {}, 'terms.lines.0.quantity'],
      ['a unit price of 0', { terms: withLine({ unitPriceMinor: 0 }) }, {}, 'terms.lines.0.unitPriceMinor'],
      [
        'a unit price of 10^12',
        { terms: withLine({ unitPriceMinor: 1e12 }) },
        {},
        'terms.lines.0.unitPriceMinor',
      ],
      [
        'a unit price in fractions',
        { terms: withLine({ unitPriceMinor: 99.5 }) },
        {},
        'terms.lines.0.unitPriceMinor',
      ],
      ['an unknown line kind', { terms: withLine({ kind: 'bonus' }) }, {}, 'terms.lines.0.kind'],
      ['an unknown currency', { terms: { ...terms, currency: 'XXX' } }, {}, 'terms.currency'],
      ['a currency in lower case', { terms: { ...terms, currency: 'eur' } }, {}, 'terms.currency'],
      [
        `more than ${FEE_LINES_MAX} lines`,
        { terms: { ...terms, lines: Array.from({ length: FEE_LINES_MAX + 1 }, () => line) } },
        {},
        'terms.lines',
      ],
      ['no lines', { terms: { ...terms, lines: [] } }, {}, 'terms.lines'],
      ['one outcome', { terms: { ...terms, outcomes: [terms.outcomes[0]] } }, {}, 'terms.outcomes'],
      [
        'four outcomes',
        { terms: { ...terms, outcomes: ['One outcome', 'Two outcomes', 'Three outcomes', 'Four outcomes'] } },
        {},
        'terms.outcomes',
      ],
      [
        'an empty outcome',
        { terms: { ...terms, outcomes: ['   ', terms.outcomes[1]] } },
        {},
        'terms.outcomes.0',
      ],
      [
        'tiers that do not end at 0 days',
        { terms: { ...terms, cancellationTiers: [{ minDaysBefore: 14, percent: 50 }] } },
        {},
        'terms.cancellationTiers',
      ],
      [
        'tiers out of order',
        {
          terms: {
            ...terms,
            cancellationTiers: [
              { minDaysBefore: 14, percent: 50 },
              { minDaysBefore: 42, percent: 0 },
              { minDaysBefore: 0, percent: 100 },
            ],
          },
        },
        {},
        'terms.cancellationTiers',
      ],
      [
        'a tier of 101 %',
        { terms: { ...terms, cancellationTiers: [{ minDaysBefore: 0, percent: 101 }] } },
        {},
        'terms.cancellationTiers.0.percent',
      ],
      [
        'a start at 25:00',
        { terms: { ...terms, sessions: [{ ...terms.sessions[0]!, start: '25:00' }] } },
        {},
        'terms.sessions.0.start',
      ],
      [
        'an end before the start',
        { terms: { ...terms, sessions: [{ ...terms.sessions[0]!, start: '17:00', end: '09:00' }] } },
        {},
        'terms.sessions.0.end',
      ],
      [
        'a session day that is no date',
        { terms: { ...terms, sessions: [{ ...terms.sessions[0]!, date: '2027-02-30' }] } },
        {},
        'terms.sessions.0.date',
      ],
      [
        'a session day in the past',
        { terms: { ...terms, sessions: [{ ...terms.sessions[0]!, date: addDays(today, -1) }] } },
        {},
        'terms.sessions',
      ],
      ['an unknown time zone', { terms: { ...terms, timeZone: 'Mars/Olympus' } }, {}, 'terms.timeZone'],
      [
        'a negative VAT rate',
        { terms: { ...terms, vat: { mode: 'rate', rateBp: -1 } } },
        {},
        'terms.vat.rateBp',
      ],
      [
        'payment terms of -1 days',
        { terms: { ...terms, paymentTermsDays: -1 } },
        {},
        'terms.paymentTermsDays',
      ],
      [
        `an expiry beyond ${OFFER_EXPIRY_MAX_DAYS} days`,
        { terms, expiresOn: addDays(today, OFFER_EXPIRY_MAX_DAYS + 1) },
        {},
        'expiresOn',
      ],
      ['an expiry today', { terms, expiresOn: today }, {}, 'expiresOn'],
      ['terms as text', { terms: 'two days in Berlin' }, {}, 'terms'],
    ];
    for (const [what, body, , field] of cases) {
      for (const [url, payload] of [
        ['/api/engagements', { source: { applicationId: application.id }, ...body }],
        [`/api/engagements/${offer.id}/counter`, { version: 1, ...body }],
      ] as const) {
        const res = await sendAs(ctx, url.endsWith('counter') ? facilitator : company, 'POST', url, payload);
        expect(res.statusCode, `${url}: ${what}`).toBe(400);
        const { error } = res.json();
        // The checks that need the business clock (past days, the expiry) answer as the service's 400.
        expect(['VALIDATION_ERROR', 'BAD_REQUEST'], `${url}: ${what}`).toContain(error.code);
        expect(Object.keys(error.fieldErrors ?? {}), `${url}: ${what}`).toContain(field);
        expect(error.message, `${url}: ${what}`).toMatch(READABLE);
      }
    }
    // The whole body: unknown keys, wrong types, a source that is none.
    for (const [url, who, payload] of [
      ['/api/engagements', company, { source: { applicationId: application.id }, terms, sneaky: true }],
      ['/api/engagements', company, { source: { applicationId: 'not-a-uuid' }, terms }],
      ['/api/engagements', company, { source: { jobId: job.id }, terms }],
      ['/api/engagements', company, { source: { applicationId: application.id }, terms, message: 42 }],
      [
        '/api/engagements',
        company,
        { source: { applicationId: application.id }, terms: { ...terms, bonus: 1 } },
      ],
      [`/api/engagements/${offer.id}/counter`, facilitator, { version: '1', terms }],
      [`/api/engagements/${offer.id}/counter`, facilitator, { terms }],
      [`/api/engagements/${offer.id}/counter`, facilitator, { version: 1, terms, accept: true }],
    ] as const) {
      const res = await sendAs(ctx, who, 'POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message, JSON.stringify(payload).slice(0, 80)).toMatch(READABLE);
    }
    // Nothing of the above got through.
    const answered = await ctx.app.inject({
      method: 'GET',
      url: `/api/engagements/${offer.id}`,
      headers: as(company),
    });
    expect(answered.json().engagement).toMatchObject({ status: 'offered', versions: [expect.anything()] });
  });

  it("refuses an engagement route's bad reasons, versions, ids, filters and pages with 4xx", async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const offer = await makeEngagement(ctx, { organisationId: company.id, facilitatorId: facilitator.id });
    const engagement = await makeEngagement(ctx, {
      organisationId: company.id,
      facilitatorId: facilitator.id,
      status: 'confirmed',
    });
    const long = 'x'.repeat(REASON_MAX + 1);
    for (const [who, url, payload, field] of [
      [facilitator, `/api/engagements/${offer.id}/decline`, { reason: long }, 'reason'],
      [facilitator, `/api/engagements/${offer.id}/decline`, { reason: 42 }, 'reason'],
      [facilitator, `/api/engagements/${offer.id}/accept`, {}, 'version'],
      [facilitator, `/api/engagements/${offer.id}/accept`, { version: 0 }, 'version'],
      [facilitator, `/api/engagements/${offer.id}/accept`, { version: 1.5 }, 'version'],
      [company, `/api/engagements/${offer.id}/withdraw`, { reason: 'Changed plans' }, ''],
      [company, `/api/engagements/${engagement.id}/cancel`, {}, 'reason'],
      [company, `/api/engagements/${engagement.id}/cancel`, { reason: '   ' }, 'reason'],
      [company, `/api/engagements/${engagement.id}/cancel`, { reason: long }, 'reason'],
      [facilitator, `/api/engagements/${engagement.id}/flag`, {}, 'reason'],
      [facilitator, `/api/engagements/${engagement.id}/flag`, { reason: long }, 'reason'],
      [facilitator, `/api/engagements/${engagement.id}/deliver`, { now: true }, ''],
    ] as const) {
      const res = await sendAs(ctx, who, 'POST', url, payload);
      const label = `${url} ${JSON.stringify(payload).slice(0, 60)}`;
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error.code, label).toBe('VALIDATION_ERROR');
      expect(res.json().error.message, label).toMatch(READABLE);
      if (field) expect(Object.keys(res.json().error.fieldErrors ?? {}), label).toEqual([field]);
    }
    // An id that is not a UUID, or names nothing: not found, on every engagement route.
    for (const id of [
      'not-a-uuid',
      '%F0%9F%92%A5',
      "1'%20OR%201=1",
      '00000000-0000-4000-8000-000000000000',
    ]) {
      for (const [method, url, payload] of [
        ['GET', `/api/engagements/${id}`, undefined],
        ['GET', `/engagements/${id}/calendar.ics`, undefined],
        ['POST', `/api/engagements/${id}/accept`, { version: 1 }],
        ['POST', `/api/engagements/${id}/cancel`, { reason: 'Because' }],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: as(facilitator),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message, url).toMatch(READABLE);
      }
    }
    for (const [who, url, field] of [
      [facilitator, '/api/engagements?filter=bogus', 'filter'],
      [facilitator, '/api/engagements?filter=', 'filter'],
      [facilitator, '/api/engagements?page=0', 'page'],
      [company, '/api/engagements?page=abc', 'page'],
      [company, '/api/engagements?pageSize=1000', 'pageSize'],
      [company, '/api/engagements/draft', ''],
      [company, `/api/engagements/draft?applicationId=${offer.id}&facilitatorId=${facilitator.id}`, ''],
      [company, '/api/engagements/draft?applicationId=not-a-uuid', 'applicationId'],
      [company, `/api/engagements/draft?facilitatorId=${facilitator.id}&jobId=42`, 'jobId'],
      [company, `/api/engagements/draft?applicationId=${offer.id}&sort=newest`, ''],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: as(who) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION_ERROR');
      if (field) expect(Object.keys(res.json().error.fieldErrors ?? {}), url).toEqual([field]);
    }
  });
  it("refuses a review's bad ratings, texts, subjects, outcomes and replies with a readable 4xx", async () => {
    const { owner, facilitator, engagement } = await completedEngagement(ctx);
    const url = `/api/engagements/${engagement.id}/review`;
    for (const [what, payload, status] of [
      ['a rating of 0', facilitatorReview({ rating: 0 }), 400],
      ['a rating of 6', facilitatorReview({ rating: 6 }), 400],
      ['a rating of 4.5', facilitatorReview({ rating: 4.5 }), 400],
      [
        'a criterion of 9',
        facilitatorReview({ criteria: { preparation: 9, facilitation: 4, communication: 5, outcomes: 4 } }),
        400,
      ],
      ['a missing criterion', facilitatorReview({ criteria: { preparation: 5 } }), 400],
      ['a text of 29 characters', facilitatorReview({ text: 'x'.repeat(29) }), 400],
      ['a text of 2001 characters', facilitatorReview({ text: 'x'.repeat(2001) }), 400],
      ['an unknown outcome answer', facilitatorReview({ outcomes: ['yes', 'maybe'] }), 400],
      ['one answer for two outcomes', facilitatorReview({ outcomes: ['yes'] }), 400],
      ['an unknown subject', facilitatorReview({ subject: 'platform' }), 400],
      ['an unknown key', facilitatorReview({ stars: 5 }), 400],
      ['a private note of 2001 characters', facilitatorReview({ privateNote: 'x'.repeat(2001) }), 400],
      ['the wrong subject', organisationReview(), 403],
    ] as const) {
      const res = await sendAs(ctx, owner, 'POST', url, payload);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error.message, what).toMatch(READABLE);
    }
    // Nothing got through: the company may still write.
    expect((await sendAs(ctx, owner, 'POST', url, facilitatorReview())).statusCode).toBe(201);
    expect((await sendAs(ctx, facilitator, 'POST', url, organisationReview())).statusCode).toBe(201);
    const state = (await ctx.app.inject({ url, headers: as(facilitator) })).json();
    const replyUrl = `/api/reviews/${state.theirs.id}/reply`;
    for (const [what, payload] of [
      ['an empty reply', { text: '' }],
      ['a blank reply', { text: '   ' }],
      ['a reply of 2001 characters', { text: 'x'.repeat(2001) }],
      ['a reply as a number', { text: 42 }],
      ['an unknown key', { text: 'Thanks', edit: true }],
    ] as const) {
      const res = await sendAs(ctx, facilitator, 'POST', replyUrl, payload);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.message, what).toMatch(READABLE);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const reply = await sendAs(ctx, facilitator, 'POST', `/api/reviews/${id}/reply`, { text: 'Thanks' });
      expect(reply.statusCode, id).toBe(404);
      const read = await ctx.app.inject({ url: `/api/engagements/${id}/review`, headers: as(facilitator) });
      expect(read.statusCode, id).toBe(404);
    }
    for (const query of ['page=0', 'page=abc', 'pageSize=1000']) {
      const res = await ctx.app.inject({ url: `/api/facilitators/${facilitator.id}/reviews?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it("refuses a follow-up's and an outside reference's bad answers, names, addresses and texts with 4xx", async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const engagement = await makeEngagement(ctx, {
      organisationId: company.id,
      facilitatorId: facilitator.id,
      status: 'completed',
    });
    await ctx.db
      .update(engagements)
      .set({ completedAt: ctx.clock.now() })
      .where(eq(engagements.id, engagement.id));
    await ctx.db.insert(outcomeFollowUps).values({
      engagementId: engagement.id,
      facilitatorId: facilitator.id,
      organisationId: company.id,
      askedAt: ctx.clock.now(),
    });
    const followUp = `/api/engagements/${engagement.id}/follow-up`;
    const reference = await sendAs(ctx, facilitator, 'POST', '/api/facilitator/references', {
      clientName: 'Bad Input',
      clientEmail: 'bad@input.example',
    });
    expect(reference.statusCode, reference.body).toBe(201);
    const token = 'forged.token';
    const hideReference = `/api/admin/references/${reference.json().id}/hide`;
    for (const [who, url, payload, field] of [
      [company, followUp, {}, 'answers'],
      [company, followUp, { answers: 'yes' }, 'answers'],
      [company, followUp, { answers: ['yes', 'maybe'] }, 'answers'],
      [company, followUp, { answers: [1, 2] }, 'answers'],
      [company, followUp, { answers: ['yes', 'no'], extra: true }, ''],
      [company, followUp, { answers: ['yes'] }, 'answers'],
      [facilitator, '/api/facilitator/references', {}, ''],
      [
        facilitator,
        '/api/facilitator/references',
        { clientName: '', clientEmail: 'a@b.example' },
        'clientName',
      ],
      [
        facilitator,
        '/api/facilitator/references',
        { clientName: 'x'.repeat(REFERENCE_NAME_MAX + 1), clientEmail: 'a@b.example' },
        'clientName',
      ],
      [
        facilitator,
        '/api/facilitator/references',
        { clientName: 'Ann', clientEmail: 'not-an-email' },
        'clientEmail',
      ],
      [
        facilitator,
        '/api/facilitator/references',
        { clientName: 'Ann', clientEmail: 'a@b.example', message: 'x'.repeat(REFERENCE_MESSAGE_MAX + 1) },
        'message',
      ],
      [facilitator, `/api/facilitator/references/${reference.json().id}/withdraw`, { now: true }, ''],
      [undefined, `/api/references/${token}`, {}, 'text'],
      [undefined, `/api/references/${token}`, { text: 'short' }, 'text'],
      [undefined, `/api/references/${token}`, { text: 'x'.repeat(REFERENCE_TEXT_MAX + 1) }, 'text'],
      [undefined, `/api/references/${token}`, { text: 'x'.repeat(40), role: 42 }, 'role'],
      [admin, hideReference, {}, 'reason'],
      [admin, hideReference, { reason: '   ' }, 'reason'],
      [admin, hideReference, { reason: 'x'.repeat(HIDE_REASON_MAX + 1) }, 'reason'],
      [admin, hideReference, { reason: 42 }, 'reason'],
      [admin, hideReference, { reason: 'Fake', part: 'reply' }, ''],
    ] as const) {
      const res = await sendAs(ctx, who, 'POST', url, payload);
      const label = `${url} ${JSON.stringify(payload).slice(0, 60)}`;
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error.message, label).toMatch(READABLE);
      // A list's field errors name the entry ('answers.1'): the field is the part before the dot.
      const fields = new Set(Object.keys(res.json().error.fieldErrors ?? {}).map((key) => key.split('.')[0]));
      if (field) expect([...fields], label).toEqual([field]);
    }
    // Ids and tokens that name nothing: not found.
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(
        (await sendAs(ctx, company, 'POST', `/api/engagements/${id}/follow-up`, { answers: [] })).statusCode,
      ).toBe(404);
      expect(
        (await sendAs(ctx, facilitator, 'POST', `/api/facilitator/references/${id}/withdraw`, {})).statusCode,
      ).toBe(404);
      expect(
        (await sendAs(ctx, admin, 'POST', `/api/admin/references/${id}/hide`, { reason: 'Fake' })).statusCode,
      ).toBe(404);
    }
    for (const bad of ['forged.token', 'x', '%F0%9F%92%A5', 'a.b.c'])
      expect((await ctx.app.inject({ url: `/api/references/${bad}` })).statusCode, bad).toBe(404);
  });

  it("refuses the insights' bad periods, spans, pages, ids and clicks with a readable 4xx", async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    for (const period of ['0', '-1', 'abc', '1.5', '1e309', '99999'])
      expect(
        (await ctx.app.inject({ url: `/api/jobs/${job.id}/insights?period=${period}`, headers: as(company) }))
          .statusCode,
        period,
      ).toBe(400);
    expect(
      (await ctx.app.inject({ url: `/api/jobs/${job.id}/insights.csv?period=x`, headers: as(company) }))
        .statusCode,
    ).toBe(400);
    // A period the job never had, and ids that name nothing: not found.
    expect(
      (await ctx.app.inject({ url: `/api/jobs/${job.id}/insights?period=7`, headers: as(company) }))
        .statusCode,
    ).toBe(404);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000'])
      expect((await ctx.app.inject({ url: `/api/jobs/${id}/insights`, headers: as(admin) })).statusCode).toBe(
        404,
      );
    for (const days of ['0', '8', 'abc', '-30', '1e309'])
      expect(
        (await ctx.app.inject({ url: `/api/me/insights?days=${days}`, headers: as(facilitator) })).statusCode,
        days,
      ).toBe(400);
    for (const query of ['page=0', 'pageSize=1000', 'page=abc'])
      expect(
        (await ctx.app.inject({ url: `/api/organisation/insights?${query}`, headers: as(company) }))
          .statusCode,
        query,
      ).toBe(400);
    const clicks: unknown[] = [
      {},
      { action: 'apply' },
      { action: 'apply', id: 'not-a-uuid' },
      { action: 'buy', id: job.id },
      { action: 'apply', id: job.id, extra: 1 },
    ];
    for (const body of clicks) {
      const res = await sendAs(ctx, undefined, 'POST', '/api/insights/click', body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/^(?!Invalid input)[A-Z][^\n]{5,}$/);
    }
    for (const body of [{}, { subject: 'job' }, { subject: 'company', id: job.id }]) {
      const res = await sendAs(ctx, undefined, 'POST', '/api/insights/view', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
