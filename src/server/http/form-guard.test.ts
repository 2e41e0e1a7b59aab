import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessRequests, user } from '../db/schema';
import { buildTestApp, TEST_ORIGIN } from '../test/helpers';

// The public forms with the production default: sent sooner than 3 seconds after they appeared, refused.
const ctx = await buildTestApp({ FORM_MIN_FILL_MS: '3000' });
const FORM_REFUSED_MESSAGE = 'We could not accept this form. Please wait a moment and send it again.';

let counter = 0;
const post = (url: string, payload: Record<string, unknown>) => {
  counter += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.91.0.${counter}`,
    payload,
  });
};

const signUpBody = (email: string) => ({
  email,
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  userType: 'facilitator',
  firstName: 'Robo',
  lastName: 'Filler',
});
const accessRequestBody = (email: string) => ({ name: 'Robo Filler', email, role: 'company', message: '' });

const FORMS = [
  {
    name: 'sign-up',
    url: '/api/auth/sign-up/email',
    body: signUpBody,
    stored: async (email: string) => (await ctx.db.select().from(user).where(eq(user.email, email))).length,
  },
  {
    name: 'request access',
    url: '/api/access-requests',
    body: accessRequestBody,
    stored: async (email: string) =>
      (await ctx.db.select().from(accessRequests).where(eq(accessRequests.email, email))).length,
  },
];

describe.each(FORMS)('the $name form', (form) => {
  it('accepts a form filled by a person: the honeypot empty, open for a few seconds', async () => {
    const email = `person-${counter}@example.com`;
    const res = await post(form.url, { ...form.body(email), website: '', formFillMs: 8_000 });
    expect(res.statusCode).toBeLessThan(300);
    expect(await form.stored(email)).toBe(1);
  });

  it.each([
    ['a filled honeypot', { website: 'https://spam.example', formFillMs: 8_000 }],
    ['a form sent too soon', { website: '', formFillMs: 400 }],
    ['a form that does not say when it appeared', { website: '' }],
  ])('quietly refuses %s, storing and mailing nothing', async (_case, guard) => {
    const email = `bot-${counter}@example.com`;
    const res = await post(form.url, { ...form.body(email), ...guard });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'FORM_REFUSED', message: FORM_REFUSED_MESSAGE },
    });
    expect(await form.stored(email)).toBe(0);
    expect(ctx.mails.filter((mail) => mail.to === email)).toEqual([]);
  });
});
