import { describe, expect, it } from 'vitest';
import { postJobRequest, validJobInput } from '../test/factories';
import { as, buildTestApp, signUp, TEST_ORIGIN } from '../test/helpers';
import { sendAs } from '../test/inject';

/**
 * Names travel into mails, notifications and page titles. A line break there
 * lets a visitor write a paragraph that reads as ours ("Your account is
 * suspended…"), so every name is one line of visible text, checked by the
 * shared schemas on every route that takes one.
 */
const ctx = await buildTestApp();

const PHISHING = 'friend,\n\nYour account is suspended. Verify at https://evil.example/verify';
const BAD_NAMES = [PHISHING, 'Ada\r\nLovelace', 'Ada\tLovelace', 'Ada\u0085Lovelace', 'Ada\u202eLovelace'];

const signUpWith = (payload: Record<string, unknown>, n: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.88.0.${n + 1}`,
    payload: { password: 'correct horse battery', confirmPassword: 'correct horse battery', ...payload },
  });

describe('names are one line of text', () => {
  it('at sign-up (company name, first and last name)', async () => {
    for (const [i, name] of BAD_NAMES.entries()) {
      const company = await signUpWith(
        { email: `c${i}@single-line.example`, userType: 'company', companyName: name },
        i,
      );
      expect(company.statusCode, JSON.stringify(name)).toBe(400);
      expect(company.json().error.fieldErrors.companyName).toEqual([
        'Company name must be one line of text, without line breaks.',
      ]);
      const facilitator = await signUpWith(
        { email: `f${i}@single-line.example`, userType: 'facilitator', firstName: name, lastName: name },
        i,
      );
      expect(facilitator.statusCode).toBe(400);
      expect(facilitator.json().error.fieldErrors).toMatchObject({
        firstName: ['First name must be one line of text, without line breaks.'],
        lastName: ['Last name must be one line of text, without line breaks.'],
      });
    }
  });

  it('in profiles', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const companyRes = await sendAs(ctx, company, 'PUT', '/api/profile/company', {
      name: PHISHING,
      industry: 'Consulting',
      size: '11-50',
      description:
        'Brightside runs strategy retreats and team days for mid-sized organisations across Europe.',
    });
    expect(companyRes.statusCode).toBe(400);
    expect(companyRes.json().error.fieldErrors.name).toEqual([
      'Company name must be one line of text, without line breaks.',
    ]);
    const facilitatorRes = await sendAs(ctx, facilitator, 'PUT', '/api/profile/facilitator', {
      firstName: 'Quentin',
      lastName: PHISHING,
      headline: 'Retrospective and offsite facilitator',
      bio: 'Quentin designs offsites and retrospectives for distributed software teams, with honest talk.',
      location: 'Lisbon, Portugal',
      focusAreas: ['agile'],
    });
    expect(facilitatorRes.statusCode).toBe(400);
    expect(facilitatorRes.json().error.fieldErrors.lastName).toEqual([
      'Last name must be one line of text, without line breaks.',
    ]);
  });

  it('in job titles (they go into mail subjects and notifications)', async () => {
    const company = await signUp(ctx, 'company');
    const res = await postJobRequest(
      ctx,
      company,
      validJobInput({ title: `Offsite facilitator\n\n${PHISHING}` }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.title).toEqual([
      'Job title must be one line of text, without line breaks.',
    ]);
  });

  it('in saved search names (they go into alert mails and the bell)', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: as(facilitator), payload });
    const created = await send('POST', '/api/saved-searches', { name: 'Agile', filters: {} });
    expect(created.statusCode, created.body).toBe(201);
    for (const name of BAD_NAMES) {
      for (const res of [
        await send('POST', '/api/saved-searches', { name, filters: {} }),
        await send('PATCH', `/api/saved-searches/${created.json().id}`, { name }),
      ]) {
        expect(res.statusCode, JSON.stringify(name)).toBe(400);
        expect(res.json().error.fieldErrors.name).toEqual([
          'Name must be one line of text, without line breaks.',
        ]);
      }
    }
  });

  it('still accepts names in any script, with accents, apostrophes and hyphens', async () => {
    for (const [i, companyName] of [
      "L'Atelier Müller-Lüdenscheidt",
      '株式会社ファシリ',
      'Ōsaka Ñandú & Co.',
    ].entries()) {
      const res = await signUpWith(
        { email: `ok${i}@single-line.example`, userType: 'company', companyName },
        20 + i,
      );
      expect(res.statusCode, companyName).toBe(200);
    }
  });
});
