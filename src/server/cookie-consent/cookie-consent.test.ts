import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_DAYS } from '../../shared/constants';
import { buildTestApp, TEST_ORIGIN } from '../test/helpers';

const ctx = await buildTestApp();

/** The banner's form as a browser on our site posts it. */
const post = (form: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/cookie-consent',
    payload: form,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: TEST_ORIGIN,
      'sec-fetch-site': 'same-origin',
      'user-agent': 'Mozilla/5.0',
      ...headers,
    },
  });

describe('POST /cookie-consent (the cookie banner without scripts)', () => {
  it('stores Accept for 150 days, as the banner does, and sends the visitor back to the page', async () => {
    const res = await post('consent=true&return=%2Fjobs%3Fq%3Dretreat%26remote%3Dremote');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/jobs?q=retreat&remote=remote');
    expect(res.headers['set-cookie']).toBe(
      `CookieConsent=true; Max-Age=${COOKIE_CONSENT_DAYS * 86_400}; Path=/; SameSite=Lax`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('takes the form as a browser posts it from our page under Referrer-Policy: no-referrer', async () => {
    const res = await post('consent=true&return=%2F', { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['set-cookie']).toMatch(/^CookieConsent=true; /);
  });

  it('stores Decline as false; without a page to return to, goes home', async () => {
    const res = await post('consent=false');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['set-cookie']).toMatch(/^CookieConsent=false; /);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const { app } = await buildTestApp({ TRUST_PROXY: 'true' });
    const res = await app.inject({
      method: 'POST',
      url: '/cookie-consent',
      payload: 'consent=true&return=/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: TEST_ORIGIN,
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers['set-cookie']).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('percent-encodes a return path that a header cannot carry as it is', async () => {
    const res = await post(`consent=true&return=${encodeURIComponent('/jobs?q=Köln café')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/jobs?q=K%C3%B6ln%20caf%C3%A9');
  });

  it('never sends the visitor to another site', async () => {
    for (const back of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'evil.example',
      'javascript:alert(1)',
      '/jobs\r\nSet-Cookie: x=1',
      `/${'a'.repeat(2000)}`,
    ]) {
      const res = await post(`consent=true&return=${encodeURIComponent(back)}`);
      expect(res.statusCode, back).toBe(400);
      expect(res.json().error.fieldErrors, back).toHaveProperty('return');
      expect(res.headers['set-cookie'], back).toBeUndefined();
    }
  });

  it('refuses a choice that is not Accept or Decline', async () => {
    for (const form of ['', 'consent=yes', 'consent=']) {
      const res = await post(form);
      expect(res.statusCode, form).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a form posted from another site', async () => {
    const foreign = await post('consent=true&return=/', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
  });
});
