import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, startTestQueue } from '../test/helpers';
import type { JobQueue } from './job-queue';
import type { QueueSettings } from './queues';

/**
 * Two instances of the app share one database, and with it the schedules: every instance runs the cron
 * pass and a worker, yet a scheduled queue gets one job per tick. Time is pg-boss's test clock, shared by
 * both instances and the database's view of "now", so that a minute passes in a moment.
 */
const ctx = await buildTestApp();

interface Payloads {
  'test.every-minute': object;
}
const EVERY_MINUTE: QueueSettings = {
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 60,
  keepFinishedSeconds: 3600,
  batchSize: 1,
  cron: '* * * * *',
};

const clock = new TestClock(Date.parse('2031-03-03T09:00:30.000Z'));
const runs: { instance: string; at: number }[] = [];

async function startInstance(name: string): Promise<JobQueue<Payloads>> {
  const queue = await startTestQueue<Payloads>(ctx.sessionClientConfig, {
    queues: { 'test.every-minute': EVERY_MINUTE },
    pollingIntervalSeconds: 5,
    boss: { schedule: true, clock, cronMonitorIntervalSeconds: 10, cronWorkerIntervalSeconds: 1 },
  });
  await queue.schedule('test.every-minute', async () => {
    runs.push({ instance: name, at: clock.now() });
  });
  return queue;
}

const instances = [await startInstance('a'), await startInstance('b')];
afterAll(async () => {
  for (const queue of instances) await queue.stop(1_000);
});

const settle = () => Promise.all(instances.map((queue) => queue.drain()));

describe('a scheduled queue on two instances', () => {
  it('runs once per tick, on one of them', async () => {
    // The first minute also brings the occurrence that was due when the instances started (09:00).
    await clock.tick(60_000);
    await settle();
    expect(runs.length).toBeGreaterThanOrEqual(1);
    const first = runs.length;
    for (let minute = 1; minute <= 4; minute++) {
      await clock.tick(60_000);
      await settle();
      expect(runs, `after ${minute} more minutes`).toHaveLength(first + minute);
    }
    const minutes = runs.map((run) => new Date(run.at).toISOString().slice(11, 16));
    expect(new Set(minutes).size, minutes.join(' ')).toBe(runs.length);
  });
});
