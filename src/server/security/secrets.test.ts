import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { as, buildTestApp, signUp } from '../test/helpers';

const JSEARCH_KEY = 'sk-jsearch-secret-7f3a9c';
const SMTP_PASSWORD = 'smtp-secret-pw-91d2';
const AUTH_SECRET = 'auth-secret-auth-secret-auth-secret-5e8b';
const SECRETS = [JSEARCH_KEY, SMTP_PASSWORD, AUTH_SECRET];

// A hostile provider that echoes the request headers (including the key) back in its error body.
const provider = http.createServer((req, res) => {
  res.writeHead(500, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message: `bad request with headers ${JSON.stringify(req.headers)}` }));
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const ctx = await buildTestApp({
  JSEARCH_API_KEY: JSEARCH_KEY,
  JSEARCH_BASE_URL: `http://127.0.0.1:${(provider.address() as { port: number }).port}`,
  SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:2525`,
  BETTER_AUTH_SECRET: AUTH_SECRET,
});

const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe('secrets stay on the server', () => {
  it('no API response or header contains a secret', async () => {
    const users = [undefined, await signUp(ctx, 'company'), await signUp(ctx, 'facilitator')];
    const getRoutes = ctx.app.routeList.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api') && !route.url.includes('stream'),
    );
    const found: string[] = [];
    for (const user of users) {
      for (const { url } of getRoutes) {
        const target = url
          .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')
          .replace('*', 'get-session');
        for (const query of ['', '?query=facilitator&location=Berlin', '?q=workshop']) {
          const res = await ctx.app.inject({ method: 'GET', url: `${target}${query}`, headers: as(user) });
          const text = `${JSON.stringify(res.headers)}\n${res.body}`;
          for (const secret of leaks(text)) found.push(`${url}${query}: ${secret}`);
        }
      }
    }
    // The job search reached the hostile provider and answered an error without the key.
    const search = await ctx.app.inject({ method: 'GET', url: '/api/job-search?query=facilitator' });
    expect(search.statusCode).toBe(502);
    expect(found).toEqual([]);
  });

  it(
    'the built web assets contain no secret, even when they are in the build environment',
    { timeout: 120_000 },
    async () => {
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-secrets-build-'));
      const saved = { ...process.env };
      Object.assign(process.env, {
        JSEARCH_API_KEY: JSEARCH_KEY,
        SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@x`,
        BETTER_AUTH_SECRET: AUTH_SECRET,
      });
      try {
        await build({
          configFile: path.resolve(import.meta.dirname, '../../../vite.config.ts'),
          logLevel: 'silent',
          build: { outDir, emptyOutDir: true },
        });
      } finally {
        // Put back into process.env itself: a plain object in its place would leave later files of this
        // worker without the environment's effects (TZ among them).
        for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
        Object.assign(process.env, saved);
      }
      const files: string[] = [];
      const walk = (dir: string) =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .forEach((e) =>
            e.isDirectory() ? walk(path.join(dir, e.name)) : files.push(path.join(dir, e.name)),
          );
      walk(outDir);
      expect(files.some((file) => file.endsWith('.js'))).toBe(true);
      const found = files.flatMap((file) =>
        leaks(fs.readFileSync(file, 'latin1')).map((secret) => `${path.basename(file)}: ${secret}`),
      );
      expect(found).toEqual([]);
      const bundle = files
        .filter((file) => file.endsWith('.js'))
        .map((file) => fs.readFileSync(file, 'utf8'))
        .join('\n');
      expect(bundle).not.toMatch(/X-RapidAPI-Key/i);
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  );
});
