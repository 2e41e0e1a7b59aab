import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyTo, postJob, postJobRequest } from '../test/factories';
import { buildTestApp, signUp, type TestContext } from '../test/helpers';
import { sendAs } from '../test/inject';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { UNMATCHED_ROUTE } from './metrics';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});

const scrape = () => ctx.app.deps.metrics.registry.metrics();

/**
 * The value of the series `name` whose labels include `labels` in Prometheus text, or undefined when
 * there is none.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('counts requests by route pattern, method and status, never by the raw address', async () => {
    const id = randomUUID();
    const before = sample(await scrape(), 'http_requests_total', {
      route: '/api/jobs/:id',
      method: 'GET',
      status_code: '404',
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect(res.statusCode).toBe(404);
    const text = await scrape();
    const labels = { route: '/api/jobs/:id', method: 'GET', status_code: '404' };
    expect(sample(text, 'http_requests_total', labels)).toBe((before ?? 0) + 1);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe((before ?? 0) + 1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      (before ?? 0) + 1,
    );
    expect(text).not.toContain(id);
  });

  it('counts requests no route matched under one label value', async () => {
    for (const path of ['/nowhere-a', '/nowhere-b'])
      expect((await ctx.app.inject({ method: 'PROPFIND' as 'GET', url: path })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { route: UNMATCHED_ROUTE, method: 'PROPFIND', status_code: '404' }),
    ).toBe(2);
    expect(text).not.toContain('nowhere');
  });

  it('counts error responses by the code of their JSON body', async () => {
    const company = await signUp(ctx, 'company');
    const before =
      sample(await scrape(), 'facilitatorhub_http_errors_total', { code: 'VALIDATION_ERROR' }) ?? 0;
    const res = await postJobRequest(ctx, company, { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    const unauthorized = await postJobRequest(ctx, undefined, {});
    expect(unauthorized.statusCode).toBe(401);
    const text = await scrape();
    expect(sample(text, 'facilitatorhub_http_errors_total', { code: 'VALIDATION_ERROR' })).toBe(before + 1);
    expect(sample(text, 'facilitatorhub_http_errors_total', { code: unauthorized.json().error.code })).toBe(
      1,
    );
  });

  it('reads the database pool at scrape time', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/jobs' });
    const text = await scrape();
    const total = sample(text, 'facilitatorhub_db_pool_connections');
    const idle = sample(text, 'facilitatorhub_db_pool_idle_connections');
    const inUse = sample(text, 'facilitatorhub_db_pool_in_use_connections');
    expect(total).toBe(ctx.pool.totalCount);
    expect(total).toBeGreaterThan(0);
    expect(idle).toBe(ctx.pool.idleCount);
    expect(inUse).toBe(total! - idle!);
    expect(sample(text, 'facilitatorhub_db_pool_waiting_requests')).toBe(0);
  });

  it('counts sign-ups, published jobs, applications, messages and delivered mail', async () => {
    const count = async () => {
      const text = await scrape();
      return {
        signUps: sample(text, 'facilitatorhub_sign_ups_total'),
        jobs: sample(text, 'facilitatorhub_jobs_published_total'),
        applications: sample(text, 'facilitatorhub_applications_total'),
        messages: sample(text, 'facilitatorhub_messages_total'),
        mail: sample(text, 'facilitatorhub_mail_sent_total'),
      };
    };
    const before = await count();
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await postJob(ctx, company);
    await postJob(ctx, company, { status: 'draft' });
    await applyTo(ctx, facilitator, job.id);
    const message = await sendAs(ctx, facilitator, 'POST', '/api/conversations', {
      to: company.id,
      body: 'A question about the workshop.',
    });
    expect(message.statusCode, message.body).toBe(201);
    await ctx.queue.drain();
    const after = await count();
    expect(after.signUps).toBe(before.signUps! + 2);
    expect(after.jobs).toBe(before.jobs! + 1);
    expect(after.applications).toBe(before.applications! + 1);
    expect(after.messages).toBe(before.messages! + 1);
    // At least the two confirmation mails.
    expect(after.mail).toBeGreaterThanOrEqual(before.mail! + 2);
    expect(after.mail).toBe(ctx.delivered.length);
  });

  it('reads each queue’s waiting jobs, the age of its oldest due job and its failed jobs', async () => {
    // Nothing works jobs.expiry in a test app: its jobs wait.
    const minuteAgo = new Date(Date.now() - 60_000);
    await ctx.queue.enqueue('jobs.expiry', {}, { startAfter: minuteAgo });
    await ctx.queue.enqueue('jobs.expiry', {}, { startAfter: new Date(Date.now() + 3_600_000) });
    const text = await scrape();
    expect(sample(text, 'facilitatorhub_queue_waiting_jobs', { queue: 'jobs.expiry' })).toBe(2);
    const age = sample(text, 'facilitatorhub_queue_oldest_waiting_job_age_seconds', { queue: 'jobs.expiry' });
    expect(age).toBeGreaterThanOrEqual(59);
    expect(age).toBeLessThan(600);
    expect(sample(text, 'facilitatorhub_queue_failed_jobs', { queue: 'jobs.expiry' })).toBe(0);
    expect(sample(text, 'facilitatorhub_queue_waiting_jobs', { queue: 'saved-jobs.reminders' })).toBe(0);
    expect(
      sample(text, 'facilitatorhub_queue_oldest_waiting_job_age_seconds', { queue: 'saved-jobs.reminders' }),
    ).toBe(0);
  });

  it('includes the Node process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('the metrics listener', () => {
  let server: MetricsServer;
  let other: TestContext;
  beforeAll(async () => {
    other = await buildTestApp();
    server = await startMetricsServer(ctx.app.deps.metrics.registry, {
      host: '127.0.0.1',
      port: 0,
      onError: (error) => {
        throw error;
      },
    });
  });
  afterAll(() => server.close());

  it('serves GET /metrics in the Prometheus text format, on its own port only', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(sample(text, 'facilitatorhub_db_pool_connections')).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);

    const onAppPort = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(onAppPort.statusCode).toBe(404);
    expect(onAppPort.body).not.toContain('http_requests_total');
  });

  it('gives every app a registry of its own', async () => {
    const labels = { route: '/api/jobs', method: 'GET', status_code: '200' };
    const mine = sample(await scrape(), 'http_requests_total', labels);
    await other.app.inject({ method: 'GET', url: '/api/jobs' });
    await other.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(sample(await other.app.deps.metrics.registry.metrics(), 'http_requests_total', labels)).toBe(2);
    expect(sample(await scrape(), 'http_requests_total', labels)).toBe(mine);
  });
});
