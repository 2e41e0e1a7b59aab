import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './db/free-port';
import { findBinary } from './test/find-binary';
import { startServerProcess, waitForExit, type ServerProcess } from './test/server-process';
import { waitForOk } from './test/wait-for-ok';

/**
 * Debian's real Prometheus (apt-get install prometheus: /usr/bin/prometheus and /usr/bin/promtool) scrapes
 * a running server started with METRICS_PORT, through deploy/prometheus/prometheus.yml with a targets file
 * of its own; promtool checks and unit-tests the alert rules. Every process is this test's child, on a free
 * port, stopped by its pid at the end.
 */
const DEPLOY = path.resolve(import.meta.dirname, '../../deploy/prometheus');
const prometheusBin = findBinary('prometheus', ['/usr/bin/prometheus']);
const promtoolBin = findBinary('promtool', ['/usr/bin/promtool']);
const MISSING =
  'Prometheus is not installed: this test needs /usr/bin/prometheus and /usr/bin/promtool ' +
  '(Debian: apt-get install -y prometheus).';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-metrics-'));
let server: ServerProcess | undefined;
let metricsPort = 0;
let prometheus: ChildProcess | undefined;
let prometheusLog = '';
let prometheusUrl = '';

/** Polls `read` until it gives a value `done` accepts; the last value in the error when it never does. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() > deadline)
      throw new Error(
        `${what} not seen within ${timeoutMs / 1000} s; last: ${JSON.stringify(last)}\n${prometheusLog}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** An instant query over Prometheus's HTTP API: the result's series with their values. */
async function query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]> {
  const res = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await res.json()) as {
    status: string;
    data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
  };
  if (body.status !== 'success') throw new Error(`query ${promql} failed: ${JSON.stringify(body)}`);
  return body.data!.result.map((row) => ({ metric: row.metric, value: Number(row.value[1]) }));
}

const promtool = (...args: string[]) => spawnSync(promtoolBin!, args, { encoding: 'utf8', cwd: root });

beforeAll(async () => {
  if (!prometheusBin || !promtoolBin) throw new Error(MISSING);
  metricsPort = await freePort();
  server = await startServerProcess(path.join(root, 'data'), {
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
  });
  // The deployment's configuration as it is, scraping every second so that the test need not wait.
  const config = path.join(root, 'prometheus');
  fs.mkdirSync(path.join(config, 'targets'), { recursive: true });
  fs.writeFileSync(
    path.join(config, 'prometheus.yml'),
    fs
      .readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8')
      .replace(/scrape_interval: 15s/, 'scrape_interval: 1s')
      .replace(/refresh_interval: 30s/, 'refresh_interval: 1s'),
  );
  fs.copyFileSync(path.join(DEPLOY, 'alerts.yml'), path.join(config, 'alerts.yml'));
  fs.writeFileSync(
    path.join(config, 'targets', 'test.json'),
    JSON.stringify([{ targets: [`127.0.0.1:${metricsPort}`], labels: { env: 'test' } }]),
  );
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    prometheusBin,
    [
      `--config.file=${path.join(config, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(root, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => (prometheusLog = (prometheusLog + chunk.toString()).slice(-20_000));
  prometheus.stdout!.on('data', keep);
  prometheus.stderr!.on('data', keep);
  await waitForOk(`${prometheusUrl}/-/ready`, {
    timeoutMs: 60_000,
    gaveUp: () =>
      prometheus!.exitCode !== null
        ? `prometheus exited (${prometheus!.exitCode}):\n${prometheusLog}`
        : undefined,
  });
}, 300_000);

afterAll(async () => {
  for (const child of [prometheus, server?.child])
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all([prometheus, server?.child].map((child) => child && waitForExit(child)));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('metrics scraped by Prometheus', () => {
  it('serves /metrics on the metrics port only', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_requests_total counter');
    expect((await fetch(`${server!.base}/metrics`)).status).toBe(404);
  });

  it('scrapes the instance and answers its request counts', async () => {
    await until(
      () => query('up{job="facilitatorhub"} == 1'),
      (rows) => rows.length === 1,
      'the instance up',
    );
    for (let i = 0; i < 3; i++) expect((await fetch(`${server!.base}/api/jobs`)).status).toBe(200);
    const rows = await until(
      () =>
        query(
          'http_requests_total{job="facilitatorhub", route="/api/jobs", method="GET", status_code="200"}',
        ),
      (found) => found.length === 1 && found[0].value >= 3,
      'three requests of /api/jobs',
    );
    expect(rows[0].metric).toMatchObject({ instance: `127.0.0.1:${metricsPort}`, env: 'test' });
    const pool = await query('facilitatorhub_db_pool_connections{job="facilitatorhub"}');
    expect(pool[0]?.value).toBeGreaterThan(0);
    const queues = await query('facilitatorhub_queue_waiting_jobs{job="facilitatorhub"}');
    expect(queues.map((row) => row.metric.queue)).toContain('mail.send');
  });

  it('loads the alert rules', async () => {
    const res = await fetch(`${prometheusUrl}/api/v1/rules`);
    const names = ((await res.json()) as { data: { groups: { rules: { name: string }[] }[] } }).data.groups
      .flatMap((group) => group.rules)
      .map((rule) => rule.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'FacilitatorHubInstanceDown',
        'FacilitatorHubHighErrorRate',
        'FacilitatorHubSlowRequests',
        'FacilitatorHubQueueBacklog',
        'FacilitatorHubMailFailing',
      ]),
    );
  });

  it('answers every query of the Grafana dashboard', async () => {
    const dashboard = JSON.parse(
      fs.readFileSync(path.resolve(DEPLOY, '../grafana/facilitatorhub-dashboard.json'), 'utf8'),
    ) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(10);
    for (const expr of exprs) {
      // Grafana's variables, as it would fill them in.
      const promql = expr
        .replaceAll('$__rate_interval', '1m')
        .replaceAll('$__range', '1h')
        .replaceAll('$instance', '.*');
      await expect(query(promql), promql).resolves.toBeInstanceOf(Array);
    }
  });

  it('passes promtool: the rules, the scrape configuration and the rules’ unit tests', () => {
    for (const args of [
      ['check', 'rules', path.join(DEPLOY, 'alerts.yml')],
      ['check', 'config', path.join(DEPLOY, 'prometheus.yml')],
      ['test', 'rules', path.join(DEPLOY, 'alerts.test.yml')],
    ]) {
      const result = promtool(...args);
      expect(result.status, `promtool ${args.join(' ')}:\n${result.stdout}${result.stderr}`).toBe(0);
    }
  });

  it('stops on SIGTERM, its metrics listener with it', async () => {
    server!.child.kill('SIGTERM');
    expect(await waitForExit(server!.child)).toBe(0);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
