/**
 * npm run lighthouse — Lighthouse (mobile preset, Debian Chromium) on /, /jobs,
 * a job page and a topic page of a freshly started production server.
 * Targets: performance ≥ 95; accessibility, best practices and SEO = 100.
 */
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitForOk } from '../src/server/http/ports';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-lighthouse-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed = false;
try {
  await waitForOk(`${base}/api/health`);
  const jobs = (await (await fetch(`${base}/api/jobs?pageSize=1`)).json()) as {
    jobs?: { id: string }[];
    items?: { id: string }[];
  };
  const jobId = (jobs.jobs ?? jobs.items ?? [])[0]?.id;
  const pages = ['/', '/jobs', `/jobs/${jobId}`, '/topics/design-thinking'];
  console.log('page                                   perf  a11y  best   seo');
  for (const page of pages) {
    const out = path.join(dataDir, 'report.json');
    await run(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        `${base}${page}`,
        `--chrome-flags=${FLAGS}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { score: number | null; title: string }>;
    };
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((key) => [key, Math.round((report.categories[key]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof TARGETS, number>;
    const ok = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).every((key) => scores[key] >= TARGETS[key]);
    failed ||= !ok;
    console.log(
      `${page.padEnd(38)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(4)}  ${ok ? 'PASS' : 'FAIL'}`,
    );
    if (!ok) {
      const failing = Object.values(report.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => audit.title);
      console.log(`    below target: ${failing.slice(0, 8).join('; ')}`);
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
