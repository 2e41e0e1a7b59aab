import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, facilitators, notifications } from '../db/schema';
import { applyTo, listedFacilitatorValues, postJob } from '../test/factories';
import { buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';
import { createNotification } from './notifications.service';

const ctx = await buildTestApp();

/** The user's notifications as the bell shows them, newest first. */
const bell = (who: TestUser) =>
  ctx.db
    .select({ type: notifications.type, title: notifications.title, body: notifications.body })
    .from(notifications)
    // A company's are its organisation's.
    .where(eq(who.userType === 'company' ? notifications.organisationId : notifications.userId, who.id))
    .orderBy(desc(notifications.createdAt));

describe("notifications in the recipient's language", () => {
  it('follow an application in German for German users, whatever language the other side uses', async () => {
    const company = await signUp(ctx, 'company', { locale: 'de' });
    const facilitator = await signUp(ctx, 'facilitator', {
      locale: 'de',
      firstName: 'Amara',
      lastName: 'Okafor',
    });
    const job = await postJob(ctx, company);
    const id = await applyTo(ctx, facilitator, job.id);
    const status = await sendAs(ctx, company, 'PATCH', `/api/applications/${id}/status`, {
      status: 'shortlisted',
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(await bell(facilitator)).toEqual([
      {
        type: 'application.status',
        title: 'Neuigkeiten zu Ihrer Bewerbung',
        body: `Ihre Bewerbung für ${job.title} hat jetzt den Status „Engere Wahl“`,
      },
    ]);
    const withdrawn = await sendAs(ctx, facilitator, 'POST', `/api/applications/${id}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // The day's news of one application rewrite the company's one notification of it.
    expect(await bell(company)).toEqual([
      {
        type: 'application.withdrawn',
        title: 'Bewerbung zurückgezogen',
        body: `Amara Okafor hat die Bewerbung für ${job.title} zurückgezogen`,
      },
    ]);
  });

  it('word a new conversation in the language of the one it reaches', async () => {
    const company = await signUp(ctx, 'company', { companyName: 'Bright Co' });
    await ctx.db
      .update(companies)
      .set({ profileCompletedAt: ctx.clock.now() })
      .where(eq(companies.id, company.id));
    const german = await signUp(ctx, 'facilitator', { locale: 'de' });
    const english = await signUp(ctx, 'facilitator');
    for (const who of [german, english]) {
      await ctx.db
        .update(facilitators)
        .set(listedFacilitatorValues(ctx.clock.now()))
        .where(eq(facilitators.id, who.id));
      const res = await sendAs(ctx, company, 'POST', '/api/conversations', {
        to: who.id,
        body: 'Are you free in March?',
        kind: 'availability',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await bell(german)).toMatchObject([{ title: 'Bright Co fragt nach Ihrer Verfügbarkeit' }]);
    expect(await bell(english)).toMatchObject([{ title: 'Bright Co is asking about your availability' }]);
  });

  it('look up the recipient’s language when the caller does not name it', async () => {
    const german = await signUp(ctx, 'facilitator', { locale: 'de' });
    const english = await signUp(ctx, 'facilitator');
    for (const who of [german, english]) {
      await ctx.db.transaction((tx) =>
        createNotification(tx, {
          userId: who.id,
          type: 'job.alert',
          words: (notice) => ({
            title: notice('jobAlert.title', { count: 3, search: 'Retros' }),
            body: notice('jobAlert.bodyMore', { jobTitle: 'Team retrospective', more: 2 }),
          }),
          createdAt: ctx.clock.now(),
        }),
      );
    }
    expect(await bell(german)).toEqual([
      { type: 'job.alert', title: '3 neue Jobs für „Retros“', body: 'Team retrospective und 2 weitere' },
    ]);
    expect(await bell(english)).toEqual([
      { type: 'job.alert', title: '3 new jobs for "Retros"', body: 'Team retrospective and 2 more' },
    ]);
  });
});
