import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { notFound } from './errors';
import { buildSecurityHeaders, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it("are helmet's headers for the given options", () => {
    const headers = buildSecurityHeaders({
      contentSecurityPolicy: { directives: { scriptSrc: ["'self'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: false,
    });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('include HSTS unless it is turned off', () => {
    expect(buildSecurityHeaders({})['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('are sent on answers, on errors and on hijacked replies alike', async () => {
    const app = Fastify({ logger: false });
    registerSecurityHeaders(app, {});
    app.get('/ok', async () => ({ ok: true }));
    app.get('/missing', async () => {
      throw notFound();
    });
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end(': connected\n\n');
    });
    const expected = buildSecurityHeaders({});
    for (const url of ['/ok', '/missing', '/no-such-route', '/stream']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    await app.close();
  });
});
