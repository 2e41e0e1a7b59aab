import { describe, expect, it } from 'vitest';
import type { CompanyJob, JobDetail } from '../../shared/jobs';
import { makeEngagement } from '../test/engagement-factories';
import { postJob, postJobRequest, validJobInput } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

const ctx = await buildTestApp();

const jobPage = async (id: string, who?: TestUser): Promise<JobDetail> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: who ? as(who) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const ownJob = async (company: TestUser, id: string): Promise<CompanyJob> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/company/jobs', headers: as(company) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as CompanyJob[]).find((job) => job.id === id)!;
};

describe('positions on jobs', () => {
  it('hires one facilitator unless the posting says otherwise, and takes 1 to 20', async () => {
    const company = await signUp(ctx, 'company');
    const one = await postJob(ctx, company);
    expect(one).toMatchObject({ positions: 1, filledPositions: 0, allPositionsFilled: false });

    const three = await postJob(ctx, company, { positions: 3 });
    expect(three.positions).toBe(3);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${three.id}`,
      headers: as(company),
      payload: { positions: 2 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().positions).toBe(2);

    for (const positions of [0, 21, 1.5, '2']) {
      const res = await postJobRequest(ctx, company, validJobInput({ positions } as never));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fieldErrors.positions).toEqual([
        'Positions to fill must be a whole number from 1 to 20.',
      ]);
    }
  });

  it('says "all positions filled" once as many engagements hold, and keeps taking applications', async () => {
    const company = await signUp(ctx, 'company');
    const job = await postJob(ctx, company, { positions: 2 });
    const [first, second, third] = [
      await signUp(ctx, 'facilitator'),
      await signUp(ctx, 'facilitator'),
      await signUp(ctx, 'facilitator'),
    ];
    const engage = (facilitator: TestUser, status: 'offered' | 'confirmed' | 'completed' | 'cancelled') =>
      makeEngagement(ctx, {
        organisationId: company.id,
        facilitatorId: facilitator.id,
        jobId: job.id,
        status,
      });

    // An open offer and a cancelled engagement hold no position.
    await engage(first!, 'offered');
    await engage(third!, 'cancelled');
    await engage(second!, 'confirmed');
    expect(await jobPage(job.id)).toMatchObject({ filledPositions: 1, allPositionsFilled: false });

    await engage(first!, 'completed');
    const filled = await jobPage(job.id, third);
    expect(filled).toMatchObject({ positions: 2, filledPositions: 2, allPositionsFilled: true });
    expect(filled.acceptingApplications).toBe(true);
    expect(await ownJob(company, job.id)).toMatchObject({ filledPositions: 2, allPositionsFilled: true });

    // Another job of the company is not filled by them.
    const other = await postJob(ctx, company);
    expect(await ownJob(company, other.id)).toMatchObject({ filledPositions: 0, allPositionsFilled: false });
  });
});
