import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/helpers';
import { getAccepting } from './test/inject';

const ctx = await buildTestApp();

describe('health', () => {
  it('reports ok with the database mode once ready', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'external' });
  });

  it('answers 503 while starting or stopping', async () => {
    const lifecycle = { state: 'starting' as 'starting' | 'ready' | 'stopping' };
    const other = await buildTestApp({}, { lifecycle });
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    lifecycle.state = 'ready';
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    lifecycle.state = 'stopping';
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'stopping', db: 'external' });
  });
});

describe('security headers', () => {
  it('sends a strict content security policy without inline scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('rate limits', () => {
  const limited = buildTestApp({ RATE_LIMIT_MAX: '3' });

  it('count requests that change state, per client', async () => {
    const { app } = await limited;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/notifications/read-all', payload: {} });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('leave reads alone', async () => {
    const { app } = await limited;
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('routing', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('rejects oversized bodies with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([404, 413]).toContain(res.statusCode);
    expect(res.json().error).toBeDefined();
  });
});

describe('SPA serving', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    // Over a kilobyte, the size from which responses are compressed.
    `<html><head><title>FacilitatorHub</title></head><body><div id="root"></div><noscript>${'Please turn on JavaScript. '.repeat(50)}</noscript></body></html>`,
  );
  fs.writeFileSync(
    path.join(webDir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  const spa = buildTestApp({}, { webDir });

  it('serves index.html, uncached, for any non-API path', async () => {
    const { app } = await spa;
    for (const url of ['/', '/jobs', '/some/unknown/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('compresses every page it renders, routed or not', async () => {
    const { app } = await spa;
    for (const url of ['/', '/jobs', '/some/unknown/page']) {
      const res = await getAccepting({ app }, url, 'br, gzip');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with immutable caching and compression', async () => {
    const { app } = await spa;
    const res = await getAccepting({ app }, '/assets/index-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('still answers unknown API paths and missing assets with a JSON 404', async () => {
    const { app } = await spa;
    for (const url of ['/api/nope', '/api', '/assets/index-old123.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const post = await app.inject({ method: 'POST', url: '/jobs' });
    expect(post.statusCode).toBe(404);
  });
});
