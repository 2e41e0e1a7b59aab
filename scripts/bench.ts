/**
 * npm run bench [-- --jobs 1000000] [--facilitators 100000] [--applications 300000] [--threads 100000] [--messages 1000000] [--searches 100000] [--engagements 100000] [--reviews 100000] [--duration 10] [--connections 8] [--smoke] [--only jobDetail,jobSearchHtml,...|engagements|reviews|insights]
 *
 * Loads N published jobs, F facilitators, A applications to them, M messages in T conversation threads and
 * one organisation of 50 members with 200 jobs and their applicants (bench/organisation.ts), and E offers and
 * engagements with their versions and histories (bench/engagements.ts), and R published reviews
 * (bench/reviews.ts) into a fresh database, times the alert
 * matcher on
 * 1,000 new jobs against S saved searches, starts the real server and a
 * bare Fastify + pg "ceiling" running the same SQL, measures both with
 * autocannon, and prints every target with its measured value and pass/fail.
 * Then, when PgBouncer is installed, measures both again through it in
 * transaction mode (DATABASE_POOLING=transaction): recorded, not targeted.
 * The server-rendered pages (bench/html-pages.ts) are measured against their JSON endpoints.
 * --only measures just the named endpoints and pages ("alerts": the alert matcher; "engagements": all of
 * bench/engagements.ts; "reviews": all of bench/reviews.ts), with their targets, and skips the pooled pass: for a quick look at a few at scale.
 * --keep leaves the loaded database (on DATABASE_URL's server) and the statements each endpoint ran
 * (a JSON file) in place, and prints where they are: for EXPLAIN ANALYZE of a statement at scale.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { loadSampleData } from '../src/server/db/seed/sample-data.service';
import { createLogger } from '../src/server/logger';
import { createJobQueue } from '../src/server/queue/job-queue';
import { QUEUES } from '../src/server/queue/queues';
import { checkBudget, buildWeb, isBuildCurrent, kib, BUDGET } from './build-web';
import { loadJobs } from './bench/load-jobs';
import { loadConversations } from './bench/load-conversations';
import { loadFacilitators } from './bench/load-facilitators';
import { FEED_ENDPOINTS, feedTargets } from './bench/feed';
import { sessionJobEndpoints, sessionJobTargets } from './bench/session-jobs';
import { benchAlerts } from './bench/alerts';
import {
  loadBoardApplications,
  loadOrganisation,
  ORGANISATION_ENDPOINT_NAMES,
  organisationEndpoints,
  organisationTargets,
} from './bench/organisation';
import {
  ENGAGEMENT_ENDPOINT_NAMES,
  engagementEndpoints,
  engagementTargets,
  FACILITATOR_ENGAGEMENT_ENDPOINTS,
  loadEngagements,
  RECRUITER_ENGAGEMENT_ENDPOINTS,
} from './bench/engagements';
import { INSIGHT_ENDPOINT_NAMES, insightEndpoints, insightTargets, loadInsights } from './bench/insights';
import { BROWSER_HEADERS, htmlPages, htmlTable, htmlTargets, type HtmlResults } from './bench/html-pages';
import type { MailMessage } from '../src/server/mail/mailer';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../src/server/db/free-port';
import { waitForOk } from '../src/server/test/wait-for-ok';
import { findPgBouncer, startPgBouncer, type PgBouncer } from '../src/server/test/pgbouncer';
import { jobPlanIndexBacked, unboundedScans } from './bench/plans';
import { quietBusinessClock } from './bench/quiet-clock';
import {
  GERMAN_ENDPOINT_NAMES,
  GERMAN_FACILITATOR_ENDPOINTS,
  GERMAN_HEADERS,
  GERMAN_JOB_ENDPOINTS,
} from './bench/german-search';
import {
  loadReviews,
  RATING_DIRECTORY_ENDPOINTS,
  REVIEW_ENDPOINT_NAMES,
  REVIEW_HTML_PAGE_NAMES,
  reviewEndpoints,
  reviewHtmlPages,
  reviewTargets,
} from './bench/reviews';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const smoke = args.includes('--smoke');
const keep = args.includes('--keep');
const onlyIndex = args.indexOf('--only');
/** Names --only takes for a group of endpoints. */
const ONLY_GROUPS: Record<string, readonly string[]> = {
  engagements: ENGAGEMENT_ENDPOINT_NAMES,
  reviews: [...Object.keys(RATING_DIRECTORY_ENDPOINTS), ...REVIEW_ENDPOINT_NAMES, ...REVIEW_HTML_PAGE_NAMES],
  // The insights' reads and the job page with its counting on.
  insights: [...INSIGHT_ENDPOINT_NAMES, 'jobDetail', 'jobDetailHtml'],
};
const only =
  onlyIndex >= 0
    ? new Set(args[onlyIndex + 1].split(',').flatMap((name) => ONLY_GROUPS[name] ?? [name]))
    : undefined;
/** Whether an endpoint, page or "alerts" is measured in this run (all without --only). */
const selected = (name: string) => !only || only.has(name);
const JOBS = flag('jobs', smoke ? 2000 : 100_000);
const FACILITATORS = flag('facilitators', smoke ? 2000 : 100_000);
const THREADS = flag('threads', smoke ? 2000 : 100_000);
const MESSAGES = flag('messages', smoke ? 20_000 : 1_000_000);
const SEARCHES = flag('searches', smoke ? 2000 : 100_000);
const ENGAGEMENTS = flag('engagements', smoke ? 5000 : 100_000);
const REVIEWS = flag('reviews', smoke ? 5000 : 100_000);
/** Applications of the facilitators to the board's jobs (at most three to a job), besides the organisation's own. */
const APPLICATIONS = flag('applications', Math.min(3 * JOBS, 300_000));
/** Companies in the conversations load; the bench's facilitator has a thread with each. */
const BENCH_COMPANIES = 1000;
const DURATION = flag('duration', smoke ? 1 : 10);
/** The secret of the recording app and of the measured server alike: the bench user's session cookie works on both. */
const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-00';
const ORIGIN = 'http://localhost:3000';
const CONNECTIONS = flag('connections', 8);
const log = (msg: string) => console.log(msg);
const children: ChildProcess[] = [];

async function stopChildren() {
  for (const child of children.splice(0)) {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

function startChild(script: string, env: Record<string, string>) {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** A day a week ahead: "available on" asks about the near future, as a buyer does. */
const inAWeek = new Date(systemClock.now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
/** The directory's filters alone and combined, over the loaded facilitators (load-facilitators.ts). */
const FACILITATOR_ENDPOINTS = {
  facilitatorMethod: '/api/facilitators?method=lego-serious-play',
  facilitatorLanguage: '/api/facilitators?language=de',
  facilitatorAvailableOn: `/api/facilitators?availableOn=${inAWeek}`,
  facilitatorRate: '/api/facilitators?rateMax=800&currency=EUR',
  facilitatorCombined: `/api/facilitators?method=lego-serious-play&language=de&availableOn=${inAWeek}&rateMax=1200&currency=EUR`,
  facilitatorVerifiedFormat: '/api/facilitators?verified=true&format=workshop',
  facilitatorSearchMethod: '/api/facilitators?q=workshop&method=liberating-structures',
  ...RATING_DIRECTORY_ENDPOINTS,
};

async function measure(url: string, headers?: Record<string, string>) {
  // Warm-up, then the measured run; the smoke run proves that every endpoint answers, in one short pass.
  if (!smoke) await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  if (keep && !process.env.DATABASE_URL)
    throw new Error('--keep needs DATABASE_URL: the embedded PostgreSQL is removed at the end of the run');
  log(
    `FacilitatorHub benchmark: ${JOBS.toLocaleString('en')} jobs, ${FACILITATORS.toLocaleString('en')} facilitators, ${MESSAGES.toLocaleString('en')} messages in ${THREADS.toLocaleString('en')} threads, ${DURATION} s per endpoint, ${CONNECTIONS} connections`,
  );
  let embedded: EmbeddedPostgres | undefined;
  let bouncer: PgBouncer | undefined;
  // The measured server's DATA_DIR (made owner-only by the server), and the embedded PostgreSQL's when there is
  // no DATABASE_URL: always a folder of the bench's own, never the shared temporary folder itself.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-bench-'));
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres(dataDir, { info: () => undefined, warn: log });
    serverUrl = embedded.url;
  }
  const dbName = `fh_bench_${process.pid}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${dbName}`;
  const databaseUrl = benchUrl.toString();

  try {
    const database = openDatabase(databaseUrl);
    await runMigrations(database.db);
    await loadSampleData({ db: database.db, clock: systemClock, config: { JOB_TTL_DAYS: 60 } });
    const loadStart = Date.now();
    await loadJobs(database.pool, JOBS, log);
    await loadFacilitators(database.pool, FACILITATORS, log);
    await loadBoardApplications(database.pool, APPLICATIONS, log);
    log(`loaded in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`);
    const alerts = selected('alerts')
      ? (log(`Alert matcher: ${SEARCHES.toLocaleString('en')} saved searches, 1,000 new jobs`),
        await benchAlerts(database, { searches: SEARCHES }, log))
      : undefined;
    const {
      rows: [sample],
    } = await database.pool.query<{ id: string }>(
      `select id from jobs where seed_key is null order by posted_at desc offset 500 limit 1`,
    );

    const SESSION_JOB_ENDPOINTS = sessionJobEndpoints(new Date());
    const endpoints: Record<string, string> = {
      // A broad search (about 3 % of all jobs match): the walk along the posting date finds the page.
      jobSearch: `/api/jobs?q=stakeholder%20mapping&remote=hybrid&page=1&pageSize=20`,
      // A selective one (about 0.2 % match): read from the facets index (all three scalar filters set).
      jobSearchSelective: `/api/jobs?focusArea=agile&remote=yes&employmentType=one-time&experience=executive`,
      ...GERMAN_JOB_ENDPOINTS,
      jobDetail: `/api/jobs/${sample.id}`,
      facilitatorSearch: `/api/facilitators?q=workshop&page=1`,
      ...GERMAN_FACILITATOR_ENDPOINTS,
      ...FACILITATOR_ENDPOINTS,
      ...FEED_ENDPOINTS,
      ...SESSION_JOB_ENDPOINTS,
    };
    /** Endpoints read as the bench's signed-in facilitator (filled in once the user and the threads exist). */
    const signedIn = new Set(['inbox', 'thread']);
    /** Endpoints read as the bench's recruiter, a member of the loaded organisation (bench/organisation.ts). */
    const signedInRecruiter = new Set([...ORGANISATION_ENDPOINT_NAMES, ...INSIGHT_ENDPOINT_NAMES]);

    // Record the SQL each endpoint runs, so the ceiling runs exactly the same statements.
    const recorded: Record<string, unknown[]> = {};
    let current: unknown[] | undefined;
    const originalQuery = database.pool.query.bind(database.pool);
    (database.pool as unknown as { query: unknown }).query = (...queryArgs: unknown[]) => {
      const [first, second] = queryArgs as [unknown, unknown];
      if (current)
        current.push(
          typeof first === 'string'
            ? { text: first, values: second }
            : { ...(first as object), values: second ?? (first as { values?: unknown }).values },
        );
      return (originalQuery as (...a: unknown[]) => unknown)(...queryArgs);
    };
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: BENCH_SECRET,
    });
    const mails: MailMessage[] = [];
    const recorder = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      dbMode: 'external',
      mailer: { send: async (message) => void mails.push(message) },
      // Only reads are recorded: the queue is never started.
      queue: createJobQueue({
        connection: database.sessionClientConfig,
        queues: QUEUES,
        log: createLogger('silent', false),
      }),
      clock: systemClock,
      logger: false,
    });
    // The bench's facilitator signs up and confirms the address as a person does; its cookie reads the inbox.
    const cookie = await signUpBenchUser(recorder, mails, {
      email: 'bench-reader@bench.example',
      userType: 'facilitator',
      firstName: 'Bench',
      lastName: 'Reader',
    });
    const facilitatorId = await userIdOf(recorder, cookie);
    const conversationsStart = Date.now();
    const threadId = await loadConversations(
      database.pool,
      { threads: THREADS, messages: MESSAGES, facilitatorId, companies: BENCH_COMPANIES },
      log,
    );
    log(`loaded the conversations in ${((Date.now() - conversationsStart) / 1000).toFixed(1)} s`);
    // The inbox of a facilitator in 1,000 threads, and the newest page of one of them.
    endpoints.inbox = `/api/conversations?page=1`;
    endpoints.thread = `/api/conversations/${threadId}/messages`;
    // A company user signs up the same way and becomes a recruiter of the organisation: its cookie reads the
    // company side.
    const recruiterCookie = await signUpBenchUser(recorder, mails, {
      email: 'bench-recruiter@bench.example',
      userType: 'company',
      companyName: 'Bench Recruiter',
    });
    const { organisationId, bigJobId } = await loadOrganisation(
      database.pool,
      { recruiterId: await userIdOf(recorder, recruiterCookie) },
      log,
    );
    Object.assign(endpoints, organisationEndpoints(bigJobId));
    // A year of counts for the organisation's jobs, a million views of the busy one (bench/insights.ts).
    await loadInsights(database.pool, { organisationId, bigJobId }, log);
    Object.assign(endpoints, insightEndpoints(bigJobId));
    // Offers and engagements between the loaded facilitators and companies, the bench's facilitator and
    // organisation among them; the facilitator's feed is read at the address its Engagements page shows.
    const { engagementId } = await loadEngagements(
      database.pool,
      { count: ENGAGEMENTS, facilitatorId, organisationId },
      log,
    );
    const feed = await recorder.inject({ method: 'GET', url: '/api/me/calendar-feed', headers: { cookie } });
    const feedPath = new URL((feed.json() as { url: string }).url).pathname;
    Object.assign(endpoints, engagementEndpoints({ engagementId, feedPath }));
    // Published reviews over the loaded facilitators and companies, one profile with 500 of them.
    const { profileId } = await loadReviews(database.pool, { count: REVIEWS }, log);
    await quietBusinessClock(database.pool, log);
    // Statistics for every table the loaders filled, those kept by triggers among them (job_application_counts
    // grows with the applications): autovacuum would get there on a live database, but not before the run.
    const analyzeStart = Date.now();
    await database.pool.query('analyze');
    log(`  analysed every table (${((Date.now() - analyzeStart) / 1000).toFixed(1)} s)`);
    // The profile's reviews route, once the server has it (a 404 here: measured by a later run).
    for (const [name, url] of Object.entries(reviewEndpoints(profileId))) {
      if ((await recorder.inject({ method: 'GET', url })).statusCode === 404)
        log(`${name}: no route yet, skipped`);
      else endpoints[name] = url;
    }
    for (const name of Object.keys(endpoints)) if (!selected(name)) delete endpoints[name];
    const pages = Object.fromEntries(
      Object.entries({ ...htmlPages(sample.id), ...reviewHtmlPages(profileId) }).filter(([name]) =>
        selected(name),
      ),
    );
    const headersOf = (name: string) =>
      signedIn.has(name) || FACILITATOR_ENGAGEMENT_ENDPOINTS.has(name)
        ? { cookie }
        : signedInRecruiter.has(name) || RECRUITER_ENGAGEMENT_ENDPOINTS.has(name)
          ? { cookie: recruiterCookie }
          : GERMAN_ENDPOINT_NAMES.has(name)
            ? GERMAN_HEADERS
            : undefined;

    for (const [name, url] of Object.entries(endpoints)) {
      // The first request also fills the app's caches (the board's size); record the steady state.
      await recorder.inject({ method: 'GET', url, headers: headersOf(name) });
      current = recorded[name] = [];
      const res = await recorder.inject({ method: 'GET', url, headers: headersOf(name) });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      current = undefined;
    }
    await recorder.close();
    await database.close();

    // EXPLAIN ANALYZE of every statement of the searches, to show that their plans are index-backed.
    const explainClient = new pg.Client({ connectionString: databaseUrl });
    explainClient.on('error', () => undefined);
    await explainClient.connect();
    if (process.env.BENCH_DEBUG) console.log(JSON.stringify(recorded, null, 2));
    const plans: string[] = [];
    const facilitatorPlans: string[] = [];
    const organisationPlans: string[] = [];
    const engagementPlans: string[] = [];
    const explained = [
      'jobSearch',
      'jobSearchSelective',
      ...Object.keys(GERMAN_JOB_ENDPOINTS),
      ...Object.keys(FEED_ENDPOINTS),
      ...Object.keys(SESSION_JOB_ENDPOINTS),
      'facilitatorSearch',
      ...Object.keys(GERMAN_FACILITATOR_ENDPOINTS),
      ...Object.keys(FACILITATOR_ENDPOINTS),
      ...ORGANISATION_ENDPOINT_NAMES,
      ...INSIGHT_ENDPOINT_NAMES,
      ...ENGAGEMENT_ENDPOINT_NAMES,
      ...REVIEW_ENDPOINT_NAMES,
    ].filter((name) => name in recorded);
    for (const name of explained) {
      for (const [index, query] of (recorded[name] as { text: string; values?: unknown[] }[]).entries()) {
        // Parameters are not allowed in EXPLAIN itself: prepare the statement, then explain its execution.
        await explainClient.query(`prepare statement_${index} as ${query.text}`);
        // A null or a time is written as PostgreSQL reads it (a signed-in endpoint's lookups may pass them).
        const literals = (query.values ?? []).map((value) =>
          value === null || value === undefined
            ? 'null'
            : typeof value === 'number'
              ? String(value)
              : explainClient.escapeLiteral(
                  Array.isArray(value)
                    ? `{${value.join(',')}}`
                    : value instanceof Date
                      ? value.toISOString()
                      : String(value),
                ),
        );
        const plan = await explainClient.query(
          // A statement without parameters (the exchange rates) is executed without the parentheses.
          `explain (analyze, costs off) execute statement_${index}${literals.length ? `(${literals.join(', ')})` : ''}`,
        );
        await explainClient.query(`deallocate statement_${index}`);
        const planText = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        // The insights are the company side's too (a job's, its organisation's): not the job board's plans.
        ([...ORGANISATION_ENDPOINT_NAMES, ...INSIGHT_ENDPOINT_NAMES].includes(name)
          ? organisationPlans
          : ENGAGEMENT_ENDPOINT_NAMES.includes(name)
            ? engagementPlans
            : name.startsWith('facilitator')
              ? facilitatorPlans
              : plans
        ).push(planText);
        log(
          `\nPlan of ${name}, statement ${index + 1}:\n` +
            planText
              .split('\n')
              .map((line) => `  ${line}`)
              .join('\n'),
        );
      }
    }
    await explainClient.end();

    const queriesFile = path.join(os.tmpdir(), `fh-bench-queries-${process.pid}.json`);
    fs.writeFileSync(queriesFile, JSON.stringify(recorded));
    type Results = Record<
      string,
      { ours: Awaited<ReturnType<typeof measure>>; ceiling: Awaited<ReturnType<typeof measure>> }
    >;
    /**
     * Starts the app and the ceiling over `url`, measures every endpoint on both, and on direct connections
     * the server-rendered pages and their JSON endpoints on the app, stops them.
     */
    const measureAll = async (
      url: string,
      pooled?: { directUrl: string },
    ): Promise<{ results: Results; html: HtmlResults }> => {
      const appPort = await freePort();
      const ceilingPort = await freePort();
      startChild('src/server/main.ts', {
        PORT: String(appPort),
        DATABASE_URL: url,
        ...(pooled && { DATABASE_POOLING: 'transaction', DATABASE_DIRECT_URL: pooled.directUrl }),
        LOG_LEVEL: 'warn',
        // The bench loaded its data (the samples among it) above: the server only serves it.
        SAMPLE_DATA: 'off',
        // A measurement reaches no outside server.
        ECB_RATES_URL: '',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: BENCH_SECRET,
      });
      const [firstEndpoint] = Object.keys(endpoints);
      if (firstEndpoint)
        startChild('scripts/bench/ceiling.ts', {
          PORT: String(ceilingPort),
          DATABASE_URL: url,
          BENCH_QUERIES: queriesFile,
          ...(pooled && { BENCH_POOLING: 'transaction' }),
        });
      await waitForOk(`http://127.0.0.1:${appPort}/api/health`);
      if (firstEndpoint) await waitForOk(`http://127.0.0.1:${ceilingPort}/${firstEndpoint}`);
      const results: Results = {};
      for (const [name, endpoint] of Object.entries(endpoints)) {
        const ours = await measure(`http://127.0.0.1:${appPort}${endpoint}`, headersOf(name));
        const ceiling = await measure(`http://127.0.0.1:${ceilingPort}/${name}`);
        results[name] = { ours, ceiling };
      }
      const html: HtmlResults = {};
      for (const [name, { page, json, headers }] of pooled ? [] : Object.entries(pages)) {
        html[name] = {
          html: await measure(`http://127.0.0.1:${appPort}${page}`, { ...BROWSER_HEADERS, ...headers }),
          json: await measure(`http://127.0.0.1:${appPort}${json}`, { ...BROWSER_HEADERS, ...headers }),
        };
      }
      await stopChildren();
      return { results, html };
    };
    const printTable = (results: Results) => {
      log('\nendpoint                   ours req/s  p50 ms  p99 ms | ceiling req/s  p50 ms  p99 ms | ratio');
      for (const [name, { ours, ceiling }] of Object.entries(results)) {
        log(
          `${name.padEnd(26)} ${ours.rps.toFixed(0).padStart(11)} ${String(ours.p50).padStart(7)} ${String(ours.p99).padStart(7)} | ${ceiling.rps.toFixed(0).padStart(13)} ${String(ceiling.p50).padStart(7)} ${String(ceiling.p99).padStart(7)} | ${((ours.rps / ceiling.rps) * 100).toFixed(0)}%`,
        );
      }
    };

    // The measured server renders the public pages with the web build's renderer.
    if (!isBuildCurrent()) {
      try {
        await buildWeb({ quiet: true });
      } catch (error) {
        // A build over its size budget is complete (and current): the budget's line below fails.
        if (!isBuildCurrent()) throw error;
      }
    }

    log('\nDirect connections (DATABASE_POOLING=session):');
    const { results, html } = await measureAll(databaseUrl);
    printTable(results);
    if (Object.keys(html).length) log(['', ...htmlTable(html)].join('\n'));

    if (only || smoke) {
      log(`\nPooled mode skipped: ${smoke ? '--smoke' : '--only'} measures direct connections alone.`);
    } else if (findPgBouncer()) {
      bouncer = await startPgBouncer(serverUrl);
      log('\nThrough PgBouncer in transaction mode (DATABASE_POOLING=transaction; recorded, no targets):');
      printTable((await measureAll(bouncer.url(dbName), { directUrl: databaseUrl })).results);
    } else {
      log('\nPooled mode skipped: pgbouncer is not installed (Debian: apt-get install pgbouncer).');
    }

    const budget = checkBudget();
    /** The names among `names` that this run measured. */
    const measured = <Name extends string>(names: readonly Name[]) => names.filter((name) => name in results);
    // The measured server's business clock must find nothing to do (the loaders leave the data as its sweeps
    // would have): a sweep mailing during the run would be measured with the endpoints.
    const outbox = path.join(dataDir, 'mail');
    const mailed = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    // What it mailed, by subject with its numbers blurred: which sweep to quiet in the loaders.
    const subjects = new Map<string, number>();
    for (const file of mailed) {
      const subject = /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(outbox, file), 'utf8'))?.[1] ?? '?';
      const blurred = subject.replace(/\d+/g, 'N').slice(0, 60);
      subjects.set(blurred, (subjects.get(blurred) ?? 0) + 1);
    }
    const mostMailed = [...subjects].sort(([, a], [, b]) => b - a).slice(0, 3);
    const lines: [string, boolean][] = [
      [
        `the measured server's business clock was idle (${mailed.length} mails written during the run${mostMailed.map(([subject, n]) => `; ${n} × "${subject}"`).join('')})`,
        mailed.length === 0,
      ],
      ...measured([
        'facilitatorSearch',
        ...Object.keys(GERMAN_FACILITATOR_ENDPOINTS),
        ...Object.keys(FACILITATOR_ENDPOINTS),
      ]).map((name): [string, boolean] => [
        `${name} over ${FACILITATORS.toLocaleString('en')} facilitators: p99 ${results[name].ours.p99} ms < 50 ms at ${results[name].ours.rps.toFixed(0)} req/s`,
        results[name].ours.p99 < 50,
      ]),
      ...measured(['jobSearch', 'jobSearchSelective', ...Object.keys(GERMAN_JOB_ENDPOINTS)]).map(
        (name): [string, boolean] => [
          `${name} over ${JOBS.toLocaleString('en')} jobs: p99 ${results[name].ours.p99} ms < 50 ms at ${results[name].ours.rps.toFixed(0)} req/s`,
          results[name].ours.p99 < 50,
        ],
      ),
      ...feedTargets(results, JOBS),
      ...sessionJobTargets(measured(Object.keys(SESSION_JOB_ENDPOINTS)), results, JOBS),
      ...organisationTargets(results),
      ...insightTargets(results),
      ...engagementTargets(results, ENGAGEMENTS),
      ...reviewTargets(results, REVIEWS),
      ...measured(['inbox', 'thread']).map((name): [string, boolean] => [
        `${name} over ${MESSAGES.toLocaleString('en')} messages in ${THREADS.toLocaleString('en')} threads: p99 ${results[name].ours.p99} ms < 50 ms at ${results[name].ours.rps.toFixed(0)} req/s`,
        results[name].ours.p99 < 50,
      ]),
      ...htmlTargets(html, JOBS),
      ...(alerts
        ? [
            [
              `alert matcher: ${alerts.jobs.toLocaleString('en')} new jobs against ${SEARCHES.toLocaleString('en')} saved searches over ${JOBS.toLocaleString('en')} jobs in ${alerts.seconds.toFixed(1)} s < 60 s (${alerts.matches.toLocaleString('en')} matches; peak RSS ${alerts.peakRssMib} MiB, heap ${alerts.peakHeapMib} MiB)`,
              alerts.seconds < 60,
            ] satisfies [string, boolean],
          ]
        : []),
      ...Object.entries(results).map(([name, { ours, ceiling }]): [string, boolean] => [
        `${name}: ${((ours.rps / ceiling.rps) * 100).toFixed(0)}% of the bare ceiling's throughput (≥ 60%)`,
        ours.rps / ceiling.rps >= 0.6,
      ]),
      [
        `initial JS of the home route: ${kib(budget.initialJsGzip)} gzip ≤ ${kib(BUDGET.initialJsGzip)}`,
        budget.initialJsGzip <= BUDGET.initialJsGzip,
      ],
      [
        `largest lazy chunk: ${budget.chunks[0] ? kib(budget.chunks[0].gzip) : '0'} gzip ≤ ${kib(BUDGET.lazyChunkGzip)}`,
        budget.failures.length === 0,
      ],
      ...(facilitatorPlans.length
        ? [
            [
              `facilitator directory plans are index-backed (a sequential scan of facilitators only under the count's cap)`,
              facilitatorPlans.every((plan) => unboundedScans(plan, 'facilitators') === 0),
            ] satisfies [string, boolean],
          ]
        : []),
      ...(organisationPlans.length
        ? [
            [
              `the company side's plans (its session lookups included) scan no jobs, applications, members or facilitators unbounded`,
              organisationPlans.every((plan) =>
                ['jobs', 'applications', 'organisation_members', 'facilitators', 'companies'].every(
                  (table) => unboundedScans(plan, table) === 0,
                ),
              ),
            ] satisfies [string, boolean],
          ]
        : []),
      ...(engagementPlans.length
        ? [
            [
              `engagement plans (lists, one engagement, the feed, the dashboard) scan no engagements, versions, events or booked days unbounded`,
              engagementPlans.every((plan) =>
                [
                  'engagements',
                  'engagement_versions',
                  'engagement_events',
                  'facilitator_unavailable_dates',
                ].every((table) => unboundedScans(plan, table) === 0),
              ),
            ] satisfies [string, boolean],
          ]
        : []),
      ...(plans.length
        ? [
            [
              `job search and feed plans, English and German, are index-backed (no sequential scan of jobs)`,
              plans.every(jobPlanIndexBacked),
            ] satisfies [string, boolean],
          ]
        : []),
    ];
    log('\nTargets:');
    for (const [text, ok] of lines) log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    log('  (Lighthouse targets: npm run lighthouse)');
    if (keep)
      log(`\nKept: the database ${databaseUrl}, and the statements each endpoint ran in ${queriesFile}`);
    else fs.rmSync(queriesFile, { force: true });
    process.exitCode = smoke || lines.every(([, ok]) => ok) ? 0 : 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopChildren();
    await bouncer?.dispose();
    if (!keep) await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
    await embedded?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Signs a bench user up through the real auth endpoint and follows the link of its verification mail;
 * answers the session cookie.
 */
async function signUpBenchUser(
  app: FastifyInstance,
  mails: MailMessage[],
  account: { email: string } & (
    | { userType: 'facilitator'; firstName: string; lastName: string }
    | { userType: 'company'; companyName: string }
  ),
): Promise<string> {
  const { email } = account;
  const password = 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { ...account, password, confirmPassword: password, formFillMs: 10_000 },
  });
  if (res.statusCode !== 200) throw new Error(`bench sign-up failed: ${res.statusCode} ${res.body}`);
  // The confirmation mail is sent once its link is recorded, just after the answer: wait for it.
  const findMail = () => mails.findLast((m) => m.to === email && /\/verify-email\?token=/.test(m.text));
  const deadline = Date.now() + 10_000;
  while (!findMail() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const mail = findMail();
  if (!mail) throw new Error('no verification mail for the bench user');
  const link = new URL(mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)![0]);
  const verified = await app.inject({ method: 'GET', url: link.pathname + link.search });
  const setCookie = verified.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((value) => value.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie)
    throw new Error(`the bench user's verification answered ${verified.statusCode} without a session`);
  return cookie;
}

/** The id of the user whose session `cookie` is. */
async function userIdOf(app: FastifyInstance, cookie: string): Promise<string> {
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return (me.json() as { user: { id: string } }).user.id;
}

await main();
