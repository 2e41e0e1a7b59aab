import { describe, expect, it, vi } from 'vitest';
import { QueueOverviewSchema, RECENT_JOB_FAILURES_MAX } from '../../shared/admin';
import { as, buildTestApp, signUp } from '../test/helpers';

/** The SMTP server refuses every address at bounce.example. */
const ctx = await buildTestApp(
  {},
  {
    mailTransport: {
      send: async (message) => {
        if (message.to.endsWith('@bounce.example')) throw new Error(`550 No such user: ${message.to}`);
      },
    },
  },
);
const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
const overview = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/queue', headers: as(admin) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return { body: res.body, ...QueueOverviewSchema.parse(res.json()) };
};

describe('GET /api/admin/queue', () => {
  it('shows every queue, empty once the queued mail went out', async () => {
    await ctx.queue.drain();
    const { queues, recentFailures } = await overview();
    expect(queues).toEqual([
      { name: 'mail.send', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'jobs.expiry', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'messages.mail', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'alerts.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'saved-jobs.reminders', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'exchange-rates.refresh', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'engagements.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'reviews.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'follow-ups.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'references.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'insights.sweep', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'declines.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
    ]);
    expect(recentFailures).toEqual([]);
  });

  it('is for admins only', async () => {
    const company = await signUp(ctx, 'company');
    expect((await ctx.app.inject({ url: '/api/admin/queue' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/queue', headers: as(company) })).statusCode).toBe(403);
  });

  it('lists a refused mail as retrying, with the error but not the message, and at most 20 failures', async () => {
    const count = RECENT_JOB_FAILURES_MAX + 5;
    for (let i = 0; i < count; i++)
      await ctx.app.deps.mailer.send({
        to: `nobody-${i}@bounce.example`,
        subject: 'Your sign-in link',
        text: 'https://secret.example/link',
      });
    await vi.waitFor(async () => expect((await overview()).queues[0].retrying).toBe(count), {
      timeout: 15_000,
      interval: 100,
    });
    const { body, queues, recentFailures } = await overview();
    expect(queues).toEqual([
      { name: 'mail.send', queued: 0, active: 0, retrying: count, failed: 0 },
      { name: 'jobs.expiry', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'messages.mail', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'alerts.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'saved-jobs.reminders', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'exchange-rates.refresh', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'engagements.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'reviews.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'follow-ups.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'references.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'insights.sweep', queued: 0, active: 0, retrying: 0, failed: 0 },
      { name: 'declines.tick', queued: 0, active: 0, retrying: 0, failed: 0 },
    ]);
    expect(recentFailures).toHaveLength(RECENT_JOB_FAILURES_MAX);
    expect(recentFailures[0]).toEqual({
      queue: 'mail.send',
      error: expect.stringMatching(/^550 No such user: nobody-\d+@bounce\.example$/),
      failedAt: expect.any(String),
      attempts: 1,
      willRetry: true,
    });
    const times = recentFailures.map((failure) => Date.parse(failure.failedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body).not.toContain('secret.example');
    expect(body).not.toContain('sign-in link');
  });
});
