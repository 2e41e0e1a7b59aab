import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer';
import { buildTestApp, startTestQueue } from '../test/helpers';
import { sendAs } from '../test/inject';
import { QUEUE_SCHEMA } from './job-queue';
import type { QueueSettings } from './queues';

const ctx = await buildTestApp();

const mail = (to: string): MailMessage => ({ to, subject: 'Queued', text: 'A queued message.' });

describe('queued mail', () => {
  it('is delivered by the worker, after the request that sent it', async () => {
    const res = await sendAs(ctx, undefined, 'POST', '/api/access-requests', {
      name: 'Queue Reader',
      email: 'queue-reader@example.com',
      role: 'company',
    });
    expect(res.statusCode).toBe(201);
    await ctx.queue.drain();
    expect(ctx.delivered.filter((m) => m.to === 'queue-reader@example.com')).toHaveLength(1);
  });

  it('queued inside a transaction goes out if and only if the transaction commits', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.deps.mailer.send(mail('rolled-back@example.com'), { tx });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await ctx.db.transaction(async (tx) => {
      await ctx.app.deps.mailer.send(mail('committed@example.com'), { tx });
    });
    await ctx.queue.drain();
    const to = ctx.delivered.map((m) => m.to);
    expect(to).toContain('committed@example.com');
    expect(to).not.toContain('rolled-back@example.com');
    const { rows } = await ctx.pool.query(
      `select data->>'to' as to from ${QUEUE_SCHEMA}.job where name = 'mail.send' and data->>'to' like '%@example.com'`,
    );
    expect(rows.map((row: { to: string }) => row.to)).not.toContain('rolled-back@example.com');
  });
});

interface Payloads {
  'test.flaky': { key: string };
}
const FLAKY: QueueSettings = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 30,
  keepFinishedSeconds: 3600,
  batchSize: 1,
};
/** The attempts at each key, and when each started. */
const attempts = new Map<string, { at: number; attempt: number }[]>();
/** Keys that fail this many times before they succeed. */
const failures: Record<string, number> = { once: 1, always: Infinity };
const queue = await startTestQueue<Payloads>(ctx.sessionClientConfig, { queues: { 'test.flaky': FLAKY } });
afterAll(() => queue.stop(1_000));
await queue.work('test.flaky', async ({ key }, job) => {
  const list = attempts.get(key) ?? [];
  list.push({ at: Date.now(), attempt: job.attempt });
  attempts.set(key, list);
  if (list.length <= failures[key]) throw new Error(`attempt ${job.attempt} of ${key} failed`);
});

describe('retries', () => {
  it('runs a failed job again after a backoff, until it succeeds', async () => {
    await queue.enqueue('test.flaky', { key: 'once' });
    await queue.drain();
    const runs = attempts.get('once')!;
    expect(runs.map((run) => run.attempt)).toEqual([1, 2]);
    // The first retry waits between retryDelay and twice that.
    expect(runs[1].at - runs[0].at).toBeGreaterThanOrEqual(FLAKY.retryDelaySeconds * 1000 - 50);
    const overview = await queue.overview();
    expect(overview.queues).toEqual([{ name: 'test.flaky', queued: 0, active: 0, retrying: 0, failed: 0 }]);
  });

  it('gives up after the retry limit, waiting longer before each retry, and reports the failure', async () => {
    await queue.enqueue('test.flaky', { key: 'always' });
    await queue.drain();
    const runs = attempts.get('always')!;
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    // Backoff: the second wait is at least twice the retry delay.
    expect(runs[2].at - runs[1].at).toBeGreaterThanOrEqual(2 * FLAKY.retryDelaySeconds * 1000 - 50);
    const overview = await queue.overview();
    expect(overview.queues).toEqual([{ name: 'test.flaky', queued: 0, active: 0, retrying: 0, failed: 1 }]);
    expect(overview.recentFailures).toEqual([
      {
        queue: 'test.flaky',
        error: 'attempt 3 of always failed',
        failedAt: expect.any(String),
        attempts: 3,
        willRetry: false,
      },
    ]);
  });
});
