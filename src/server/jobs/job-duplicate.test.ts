import { describe, expect, it } from 'vitest';
import { JOB_TITLE_MAX } from '../../shared/job-options';
import { makeApplication, postJob } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();

const duplicate = (who: TestUser | undefined, id: string) =>
  sendAs(ctx, who, 'POST', `/api/jobs/${id}/duplicate`);

describe('POST /api/jobs/:id/duplicate', () => {
  it('makes a new draft with the same fields, marked as a copy, without applications', async () => {
    const company = await signUp(ctx, 'company');
    const original = await postJob(ctx, company, {
      title: 'Design sprint facilitator',
      applicationDeadline: '2099-05-01',
    });
    await makeApplication(ctx, original, await signUp(ctx, 'facilitator'));

    const res = await duplicate(company, original.id);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      title: 'Design sprint facilitator (copy)',
      status: 'draft',
      postedAt: null,
      isOwner: true,
      description: original.description,
      requirements: original.requirements,
      location: original.location,
      focusAreas: original.focusAreas,
      applicationDeadline: '2099-05-01',
    });
    const applicants = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/jobs/${copy.id}/applications`,
      headers: as(company),
    });
    expect(applicants.json().total).toBe(0);
  });

  it('keeps a long title within the limit', async () => {
    const company = await signUp(ctx, 'company');
    const original = await postJob(ctx, company, { title: 'A'.repeat(JOB_TITLE_MAX) });
    const copy = (await duplicate(company, original.id)).json();
    expect(copy.title).toHaveLength(JOB_TITLE_MAX);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
  });

  it('is for the job’s own company only', async () => {
    const company = await signUp(ctx, 'company');
    const published = await postJob(ctx, company);
    const draft = await postJob(ctx, company, { status: 'draft' });
    const other = await signUp(ctx, 'company');
    expect((await duplicate(other, published.id)).statusCode).toBe(403);
    expect((await duplicate(other, draft.id)).statusCode).toBe(404);
    expect((await duplicate(await signUp(ctx, 'facilitator'), published.id)).statusCode).toBe(403);
    expect((await duplicate(undefined, published.id)).statusCode).toBe(401);
    expect((await duplicate(company, 'not-a-job')).statusCode).toBe(404);
  });
});
