import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { as, buildTestApp, signUp } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();

const localeOf = async (id: string) =>
  (await ctx.db.select({ locale: user.locale }).from(user).where(eq(user.id, id)))[0]?.locale;

const me = async (who: { cookie: string }) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: who.cookie } })).json();

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
