import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers';

/** Behind a load balancer: 10.0.0.2 is the balancer, 198.51.100.7 the client it saw. */
const PUBLIC_URL = 'https://facilitatorhub.example';
const behindBalancer = await buildTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
const exposed = await buildTestApp({ PUBLIC_URL, TRUST_PROXY: 'false' });

const fromBalancer = (ctx: typeof behindBalancer, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/access-requests',
    remoteAddress: '10.0.0.2',
    headers: { origin: PUBLIC_URL, 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
    payload: { name: 'Proxy Check', email, role: 'company' },
  });

/** The client addresses the rate limiter counted (its keys end with the address). */
async function rateLimitKeys(ctx: typeof behindBalancer) {
  const { rows } = await ctx.pool.query<{ key: string }>('select key from app_rate_limit');
  return rows.map((row) => row.key.slice(row.key.lastIndexOf('|') + 1));
}

describe('TRUST_PROXY', () => {
  it("with true, counts rate limits by the balancer's X-Forwarded-For", async () => {
    expect((await fromBalancer(behindBalancer, 'one@proxy.example')).statusCode).toBe(201);
    const keys = await rateLimitKeys(behindBalancer);
    expect(keys).toContain('198.51.100.7');
    expect(keys).not.toContain('10.0.0.2');
  });

  it('with false, ignores forwarded headers: a client cannot choose its address', async () => {
    expect((await fromBalancer(exposed, 'two@proxy.example')).statusCode).toBe(201);
    const keys = await rateLimitKeys(exposed);
    expect(keys).toContain('10.0.0.2');
    expect(keys).not.toContain('198.51.100.7');
  });

  it('sets Secure session cookies when the public address is https (TLS ends at the balancer)', async () => {
    const password = 'correct horse battery';
    const email = 'secure@proxy.example';
    const headers = { origin: PUBLIC_URL, 'x-forwarded-for': '198.51.100.8', 'x-forwarded-proto': 'https' };
    const signUp = await behindBalancer.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.0.0.2',
      headers,
      payload: {
        email,
        password,
        confirmPassword: password,
        userType: 'company',
        companyName: 'Secure Cookies',
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    // Whether or not sign-up itself needs the address confirmed first, sign-in then opens a session.
    await behindBalancer.pool.query('update "user" set email_verified = true where email = $1', [email]);
    const res = await behindBalancer.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.2',
      headers,
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    }
  });
});
