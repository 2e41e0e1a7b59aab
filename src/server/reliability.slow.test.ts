import fs from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForExit, serverProcesses } from './test/server-process';

/**
 * Slow reliability checks (`npm run test:slow`, run by CI): a long mixed load with 200 clients, and SIGTERM
 * during load. Both count failed requests and seconds, so this file runs with the machine to itself
 * (vitest.config.ts); kill -9 under write load is durability.slow.test.ts.
 */
const { start, cleanUp } = serverProcesses('fh-reliability-');

afterAll(cleanUp, 120_000);

describe('load and shutdown', () => {
  it(
    'serves 200 concurrent clients of mixed reads and writes without errors, with flat memory',
    { timeout: 300_000 },
    async () => {
      const server = await start();
      const rss = () =>
        Number(fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      // tsx runs the server in a child of this pid; measure the whole process tree's busiest member.
      const duration = Number(process.env.LOAD_SECONDS ?? 60);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rss()), 1000);
      let counter = 0;
      const result = await autocannon({
        url: server.base,
        connections: 200,
        duration,
        requests: [
          { method: 'GET', path: '/api/jobs?q=workshop&page=1' },
          { method: 'GET', path: '/api/focus-areas/counts' },
          {
            method: 'POST',
            path: '/api/access-requests',
            headers: { 'content-type': 'application/json', origin: server.base },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                name: 'Load Tester',
                email: `load-${counter++}@load.example`,
                role: 'facilitator',
              }),
            }),
          },
          { method: 'GET', path: '/api/facilitators?q=workshop' },
        ],
      });
      clearInterval(sampler);
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(
        result.non2xx,
        `status codes ${JSON.stringify(result.statusCodeStats)}; server log:\n${server
          .stderr()
          .split('\n')
          .filter((line) => !line.includes('"level":30'))
          .slice(-15)
          .join('\n')}`,
      ).toBe(0);
      expect(result.requests.total).toBeGreaterThan(1000);
      // Memory is flat: the second half of the run does not grow beyond the first half's peak by more than 30 %.
      const half = Math.floor(samples.length / 2);
      const firstPeak = Math.max(...samples.slice(0, half));
      const secondPeak = Math.max(...samples.slice(half));
      expect(secondPeak).toBeLessThan(firstPeak * 1.3);
      server.child.kill('SIGTERM');
      expect(await waitForExit(server.child)).toBe(0);
    },
  );

  it('finishes every in-flight request on SIGTERM and exits within 10 s', { timeout: 120_000 }, async () => {
    const server = await start();
    const inflight = Array.from({ length: 100 }, (_, i) =>
      fetch(`${server.base}/api/jobs?q=${i % 2 ? 'workshop' : 'facilitator'}&page=${1 + (i % 5)}`).then(
        (res) => res.status,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(
      inflight.map((p) => p.catch((error: Error) => `${error.message}: ${String(error.cause)}`)),
    );
    const code = await waitForExit(server.child);
    const log = `after ${Date.now() - stoppedAt} ms; server log:\n${server.stderr().slice(-3000)}`;
    expect(Date.now() - stoppedAt, log).toBeLessThan(10_000);
    expect(code, log).toBe(0);
    expect(
      statuses.filter((status) => status !== 200),
      log,
    ).toEqual([]);
  });
});
