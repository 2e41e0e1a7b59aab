/**
 * npm run lighthouse — Lighthouse (mobile preset, Debian Chromium) on /, /jobs,
 * a job page, a topic page, /facilitators and a facilitator page of a freshly
 * started production server. Each page passes when its median run meets every
 * target: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0; accessibility,
 * best practices and SEO = 100.
 *
 *   npm run lighthouse -- --runs 5            # runs per page (default 3); the median run counts
 *   npm run lighthouse -- --reports DIR       # keep every JSON report in DIR
 *   npm run lighthouse -- --base http://127.0.0.1:3000   # measure a server already running
 *   npm run lighthouse -- --only /facilitators  # only the pages whose path starts so (repeatable)
 *
 * Lighthouse simulates a slow phone from a trace of one page load, so CPU time
 * measured on a busy machine counts four times over and one run can be far off;
 * Lighthouse's own advice is to take the median of several runs.
 */
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { freePort } from '../src/server/db/free-port';
import { waitForOk } from '../src/server/test/wait-for-ok';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/** The lowest score each category must reach. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
/** The metrics behind the performance score, as Lighthouse names them, how we print them and their limit. */
const METRICS = {
  'first-contentful-paint': { label: 'FCP', max: undefined },
  'largest-contentful-paint': { label: 'LCP', max: 1500 },
  'total-blocking-time': { label: 'TBT', max: 50 },
  'cumulative-layout-shift': { label: 'CLS', max: 0 },
} as const satisfies Record<string, { label: string; max: number | undefined }>;
type Metric = keyof typeof METRICS;
const METRIC_IDS = Object.keys(METRICS) as Metric[];

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number }>;
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    base: { type: 'string' },
    only: { type: 'string', multiple: true },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
if (options.reports) fs.mkdirSync(options.reports, { recursive: true });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-lighthouse-'));
const base = options.base?.replace(/\/$/, '') ?? `http://127.0.0.1:${await freePort()}`;
const server = options.base
  ? undefined
  : spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: new URL(base).port,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // A measurement reaches no outside server.
        ECB_RATES_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: base,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
let stopping = false;
const serverExit = server ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
server?.once('exit', (code, signal) => {
  if (!stopping) console.error(`The server stopped (${signal ?? `exit code ${code}`}).`);
});

/** One Lighthouse run; a run that fails to record its trace (it happens on a busy machine) is retried. */
async function lighthouse(page: string, name: string, attempts = 3): Promise<Report> {
  const out = path.join(options.reports ?? dataDir, `${name}.json`);
  const args = [
    `${base}${page}`,
    `--chrome-flags=${FLAGS}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      await run(path.join(ROOT, 'node_modules/.bin/lighthouse'), args, {
        env: { ...process.env, CHROME_PATH: CHROME },
        maxBuffer: 64 * 1024 * 1024,
      });
      return JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
    } catch (error) {
      if (attempt >= attempts) throw error;
      const reason = (error as { stderr?: string }).stderr?.trim().split('\n')[0] ?? String(error);
      console.log(`    (Lighthouse failed on ${page}, trying again: ${reason})`);
    }
  }
}

/** The middle value (the lower of the two middle ones for an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

const score = (report: Report, category: Category) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

const metric = (report: Report, id: Metric) => report.audits[id]?.numericValue ?? NaN;

const formatMetric = (id: Metric, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** A page's median of each score and metric over its runs, and the targets that median misses. */
function summarize(reports: Report[]) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(reports.map((report) => score(report, category)))]),
  ) as Record<Category, number>;
  const values = Object.fromEntries(
    METRIC_IDS.map((id) => [id, median(reports.map((report) => metric(report, id)))]),
  ) as Record<Metric, number>;
  const misses = [
    ...CATEGORIES.filter((category) => scores[category] < TARGETS[category]).map(
      (category) => `${category} ${scores[category]} < ${TARGETS[category]}`,
    ),
    ...METRIC_IDS.flatMap((id) => {
      const { label, max } = METRICS[id];
      // CLS is rounded as Lighthouse shows it: 0.0004 is 0.
      const value = id === 'cumulative-layout-shift' ? Number(values[id].toFixed(3)) : values[id];
      return max !== undefined && !(value <= max)
        ? [`${label} ${formatMetric(id, values[id])} > ${formatMetric(id, max)}`]
        : [];
    }),
  ];
  return { scores, values, misses };
}

let failed = false;
try {
  await waitForOk(`${base}/api/health`);
  const jobs = (await (await fetch(`${base}/api/jobs?pageSize=1`)).json()) as { items: { id: string }[] };
  const facilitators = (await (await fetch(`${base}/api/facilitators?pageSize=1`)).json()) as {
    items: { id: string }[];
  };
  const allPages = [
    '/',
    '/jobs',
    `/jobs/${jobs.items[0].id}`,
    '/topics/design-thinking',
    '/facilitators',
    `/facilitators/${facilitators.items[0].id}`,
    // The German pages meet the same targets.
    '/de',
    `/de/jobs/${jobs.items[0].id}`,
  ];
  const pages = options.only
    ? allPages.filter((page) => options.only!.some((prefix) => page.startsWith(prefix)))
    : allPages;
  console.log(`page (median of ${runs})                      perf  a11y  best   seo`);
  for (const page of pages) {
    const name = page === '/' ? 'home' : page === '/de' ? 'de-home' : page.slice(1).replaceAll('/', '-');
    const reports: Report[] = [];
    for (let index = 1; index <= runs; index++) reports.push(await lighthouse(page, `${name}-${index}`));
    const { scores, values, misses } = summarize(reports);
    failed ||= misses.length > 0;
    console.log(
      `${page.padEnd(38)} ${CATEGORIES.map((category) => String(scores[category]).padStart(4)).join('  ')}  ${misses.length ? 'FAIL' : 'PASS'}`,
    );
    console.log(
      `    ${METRIC_IDS.map((id) => `${METRICS[id].label} ${formatMetric(id, values[id])}`).join(', ')}`,
    );
    if (runs > 1) {
      console.log(
        `    performance per run: ${reports.map((report) => score(report, 'performance')).join(', ')}`,
      );
    }
    if (misses.length) {
      // The audits that fall short in the run whose performance score is the median.
      const typical = reports.find((report) => score(report, 'performance') === scores.performance)!;
      const failing = Object.values(typical.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => audit.title);
      console.log(`    misses: ${misses.join('; ')}`);
      if (failing.length) console.log(`    audits below 90: ${failing.slice(0, 8).join('; ')}`);
    }
  }
  if (options.reports) console.log(`reports: ${options.reports}`);
} finally {
  stopping = true;
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  await serverExit;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
