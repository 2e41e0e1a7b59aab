import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, user } from '../db/schema';
import { applyTo, postJob } from '../test/factories';
import { as, buildTestApp, signUp, signUpUnverified, verificationLink } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();

const localeOf = async (id: string) =>
  (await ctx.db.select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]?.locale;

const me = async (who: { cookie: string }) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } })).json();

/** Amara Okafor applies to a job of a company that reads German and to one of a company that reads English. */
async function applicationsToBothLanguages() {
  const german = await signUp(ctx, 'company', { locale: 'de' });
  const english = await signUp(ctx, 'company');
  const facilitator = await signUp(ctx, 'facilitator', { firstName: 'Amara', lastName: 'Okafor' });
  const germanJob = await postJob(ctx, german);
  const englishJob = await postJob(ctx, english);
  await applyTo(ctx, facilitator, germanJob.id);
  await applyTo(ctx, facilitator, englishJob.id);
  return { german, english, germanJob, englishJob };
}

describe("a user's language", () => {
  it('is the language of the page the sign-up came from', async () => {
    const german = await signUp(ctx, 'facilitator', { locale: 'de' });
    const english = await signUp(ctx, 'company', { locale: 'en' });
    const unnamed = await signUp(ctx, 'company');
    expect(await localeOf(german.id)).toBe('de');
    expect(await localeOf(english.id)).toBe('en');
    expect(await localeOf(unnamed.id)).toBe('en');
    expect((await me(german)).user.locale).toBe('de');
    expect((await me(unnamed)).user.locale).toBe('en');
  });

  it('changes in Account settings, for the signed-in user only, and /api/me says so', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const other = await signUp(ctx, 'company');
    const res = await sendAs(ctx, facilitator, 'PATCH', '/api/account/language', { locale: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'de' });
    expect(await localeOf(facilitator.id)).toBe('de');
    expect(await localeOf(other.id)).toBe('en');
    expect((await me(facilitator)).user.locale).toBe('de');

    const back = await sendAs(ctx, facilitator, 'PATCH', '/api/account/language', { locale: 'en' });
    expect(back.statusCode).toBe(200);
    expect(await localeOf(facilitator.id)).toBe('en');
  });

  it('answers a signed-out change with 401', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/language',
      headers: as(undefined),
      payload: { locale: 'de' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("mails in the recipient's language", () => {
  const lastMailTo = (email: string) => ctx.mails.findLast((mail) => mail.to === email)!;

  it('confirms a German sign-up in German, leading to the German pages', async () => {
    const { email } = await signUpUnverified(ctx, 'facilitator', { locale: 'de' });
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für FacilitatorHub');
    expect(mail.text).toMatch(/^Willkommen bei FacilitatorHub!/);
    expect(mail.text).toContain('Ihr FacilitatorHub-Team');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Oder öffnen Sie diesen Link:');
    const link = new URL(verificationLink(ctx, email), 'http://x');
    expect(link.searchParams.get('callbackURL')).toBe('/de/onboarding');
    const res = await ctx.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/de\/onboarding$/);
  });

  it('tells a German company of an application in German, an English one in English', async () => {
    const { german, english, germanJob, englishJob } = await applicationsToBothLanguages();
    await ctx.queue.drain();

    const de = lastMailTo(german.email);
    expect(de.subject).toBe(`Neue Bewerbung für ${germanJob.title}`);
    expect(de.text).toContain(`Amara Okafor hat sich bei FacilitatorHub auf ${germanJob.title} beworben.`);
    expect(de.text).toContain(
      `Bewerbung ansehen:\n${ctx.config.SITE_URL}/de/company/jobs/${germanJob.id}/applicants`,
    );
    expect(de.text).toMatch(/^Guten Tag,/);

    const en = lastMailTo(english.email);
    expect(en.subject).toBe(`New application for ${englishJob.title}`);
    expect(en.text).toContain(`Amara Okafor applied to ${englishJob.title} on FacilitatorHub.`);
    expect(en.text).toContain(
      `Review the application:\n${ctx.config.SITE_URL}/company/jobs/${englishJob.id}/applicants`,
    );
    expect(en.html).toContain('<html lang="en">');
  });

  it('follows the language chosen in Account settings', async () => {
    const company = await signUp(ctx, 'company');
    await sendAs(ctx, company, 'PATCH', '/api/account/language', { locale: 'de' });
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await postJob(ctx, company);
    await applyTo(ctx, facilitator, job.id);
    await ctx.queue.drain();
    expect(lastMailTo(company.email).subject).toBe(`Neue Bewerbung für ${job.title}`);
  });
});

describe("notifications in the recipient's language", () => {
  it('tells a German company of an application in German in the bell, an English one in English', async () => {
    const { german, english, germanJob, englishJob } = await applicationsToBothLanguages();
    const [de] = await ctx.db.select().from(notifications).where(eq(notifications.organisationId, german.id));
    expect(de).toMatchObject({
      title: 'Neue Bewerbung',
      body: `Amara Okafor hat sich auf ${germanJob.title} beworben`,
    });
    const [en] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.organisationId, english.id));
    expect(en).toMatchObject({
      title: 'New application',
      body: `Amara Okafor applied to ${englishJob.title}`,
    });
  });
});
