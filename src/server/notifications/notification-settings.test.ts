import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../shared/messages';
import { notifications } from '../db/schema';
import { applyTo, makeApplication, makeJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { DEFAULT_NOTIFICATION_SETTINGS } from './notification-settings.repo';

const ctx = await buildTestApp();
const URL = '/api/account/notification-settings';

const settingsOf = (who: TestUser | undefined) => ctx.app.inject({ url: URL, headers: as(who) });
const save = (who: TestUser | undefined, payload: object) => sendAs(ctx, who, 'PUT', URL, payload);
const turnOff = async (who: TestUser, category: keyof NotificationSettings) => {
  const res = await save(who, { ...DEFAULT_NOTIFICATION_SETTINGS, [category]: false });
  expect(res.statusCode, res.body).toBe(200);
};

/** The mail a user got beyond the confirmation of their address at sign-up. */
const mailsTo = (who: TestUser) =>
  ctx.mails.filter((mail) => mail.to === who.email && !mail.subject.startsWith('Confirm your email'));
const bellOf = (who: TestUser, type: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        // A company's are its organisation's.
        eq(who.userType === 'company' ? notifications.organisationId : notifications.userId, who.id),
        eq(notifications.type, type),
      ),
    );

describe('GET/PUT /api/account/notification-settings', () => {
  it('starts with every email on, and keeps what the user saves', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const initial = await settingsOf(company);
    expect(initial.statusCode).toBe(200);
    expect(initial.headers['cache-control']).toBe('no-store');
    expect(initial.json()).toEqual({
      messages: true,
      applications: true,
      statusChanges: true,
      invitations: true,
      engagements: true,
      jobAlerts: true,
    });

    const chosen = {
      messages: false,
      applications: true,
      statusChanges: false,
      invitations: true,
      engagements: false,
      jobAlerts: false,
    };
    const saved = await save(company, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await settingsOf(company)).json()).toEqual(chosen);
    // Saved again (an update of the same row), and nobody else's settings move.
    expect((await save(company, { ...chosen, invitations: false })).json()).toEqual({
      ...chosen,
      invitations: false,
    });
    expect((await settingsOf(facilitator)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('needs a signed-in user and all six switches as booleans', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    expect((await settingsOf(undefined)).statusCode).toBe(401);
    expect((await save(undefined, DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(401);
    const missing = await save(facilitator, { messages: false });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fieldErrors).sort()).toEqual([
      'applications',
      'engagements',
      'invitations',
      'jobAlerts',
      'statusChanges',
    ]);
    expect((await save(facilitator, { ...DEFAULT_NOTIFICATION_SETTINGS, messages: 'no' })).statusCode).toBe(
      400,
    );
    expect((await settingsOf(facilitator)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('emails gated by the settings (the bell hears of everything)', () => {
  it("'applications' off: a new application reaches the company's bell, not its inbox", async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    await turnOff(company, 'applications');
    const job = await makeJob(ctx, company);
    await applyTo(ctx, facilitator, job.id);
    expect(await bellOf(company, 'application.new')).toHaveLength(1);
    expect(mailsTo(company)).toEqual([]);

    // Another company with the default settings is mailed.
    const other = await signUp(ctx, 'company');
    const otherJob = await makeJob(ctx, other);
    await applyTo(ctx, facilitator, otherJob.id);
    expect(mailsTo(other).map((mail) => mail.subject)).toEqual([`New application for ${otherJob.title}`]);
  });

  it("'statusChanges' off: an application's new status reaches the facilitator's bell, not the inbox", async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const application = await makeApplication(ctx, job, facilitator);
    const mailsBefore = mailsTo(facilitator).length;
    await turnOff(facilitator, 'statusChanges');
    const res = await sendAs(ctx, company, 'PATCH', `/api/applications/${application.id}/status`, {
      status: 'shortlisted',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bellOf(facilitator, 'application.status')).toHaveLength(1);
    expect(mailsTo(facilitator)).toHaveLength(mailsBefore);

    // Turned on again, the next change is mailed.
    await save(facilitator, DEFAULT_NOTIFICATION_SETTINGS);
    await sendAs(ctx, company, 'PATCH', `/api/applications/${application.id}/status`, { status: 'hired' });
    expect(mailsTo(facilitator).at(-1)?.subject).toBe(`Update on your application for ${job.title}`);
  });

  it("'statusChanges' off: a moderation decision reaches the company's bell, not its inbox", async () => {
    const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
    const company = await signUp(ctx, 'company');
    await turnOff(company, 'statusChanges');
    const job = await makeJob(ctx, company, { status: 'pending_review', postedAt: null });
    const res = await sendAs(ctx, admin, 'POST', `/api/admin/jobs/${job.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bellOf(company, 'job.approved')).toHaveLength(1);
    expect(mailsTo(company)).toEqual([]);
  });
});
