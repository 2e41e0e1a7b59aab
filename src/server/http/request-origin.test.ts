import { describe, expect, it } from 'vitest';
import { buildTestApp, signUp, TEST_ORIGIN } from '../test/helpers';

const ctx = await buildTestApp();
const user = await signUp(ctx, 'facilitator');
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** A state-changing request of the signed-in user, with exactly the given headers besides. */
const write = (headers: Record<string, string>, cookie: string | undefined = user.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

describe('state-changing requests from other sites', () => {
  it('refuses Sec-Fetch-Site: cross-site, even without an Origin', async () => {
    const res = await write({ 'sec-fetch-site': 'cross-site', 'user-agent': CHROME });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'INVALID_ORIGIN',
      message: 'Requests from this origin are not allowed.',
    });
    expect((await write({ 'sec-fetch-site': 'cross-site', origin: TEST_ORIGIN })).statusCode).toBe(403);
  });

  it('refuses Sec-Fetch-Site: same-site unless it names a trusted origin', async () => {
    expect((await write({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect(
      (await write({ 'sec-fetch-site': 'same-site', origin: 'http://blog.localhost:3000' })).statusCode,
    ).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-site', origin: TEST_ORIGIN })).statusCode).toBe(200);
  });

  it('refuses a browser request that names neither its origin nor its site', async () => {
    // With the session cookie, whatever the client says it is.
    expect((await write({})).statusCode).toBe(403);
    expect((await write({ 'user-agent': 'curl/8.5.0' })).statusCode).toBe(403);
    // A browser's User-Agent without a cookie: a sign-in form posted from elsewhere (login CSRF).
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'user-agent': CHROME },
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('refuses an opaque origin ("null") unless the browser says the request is same-origin', async () => {
    expect((await write({ origin: 'null', 'user-agent': CHROME })).statusCode).toBe(403);
    expect((await write({ origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ origin: 'null', 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    // A form of our own page, posted under Referrer-Policy: no-referrer (the cookie banner's).
    expect((await write({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('accepts our own pages, and API clients without cookies', async () => {
    expect((await write({ origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await write({ 'sec-fetch-site': 'same-origin', 'user-agent': CHROME })).statusCode).toBe(200);
    const script = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'user-agent': 'curl/8.5.0' },
      remoteAddress: '10.5.0.1',
      payload: { email: user.email, password: user.password },
    });
    expect(script.statusCode).toBe(200);
  });

  it('reads stay open to every caller', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site', 'user-agent': CHROME },
    });
    expect(res.statusCode).toBe(200);
  });
});
