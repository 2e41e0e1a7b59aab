import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engagements, engagementVersions } from '../db/schema';
import { act, bookedDays, offerFromApplication, sessionDays } from '../test/engagement-factories';
import { buildTestApp } from '../test/helpers';

const ctx = await buildTestApp();

const statuses = (responses: { statusCode: number }[]) => responses.map((res) => res.statusCode).sort();
const rowOf = async (id: string) =>
  (await ctx.db.select().from(engagements).where(eq(engagements.id, id)))[0]!;

/**
 * Transitions at the same instant: the row's lock and the guarded write let exactly one of them through;
 * the other gets 409 and changes nothing.
 */
describe('transitions racing each other', () => {
  it('accepts once when accepted twice at once, booking the days once', async () => {
    const { facilitator, engagement, terms } = await offerFromApplication(ctx);
    const answers = await Promise.all([
      act(ctx, facilitator, engagement.id, 'accept', { version: 1 }),
      act(ctx, facilitator, engagement.id, 'accept', { version: 1 }),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
    expect((await rowOf(engagement.id)).status).toBe('confirmed');
    expect(await bookedDays(ctx, engagement.id)).toEqual(sessionDays(terms));
  });

  it('either accepts or withdraws when both happen at once, never both', async () => {
    const { owner, facilitator, engagement, terms } = await offerFromApplication(ctx);
    const [accepted, withdrawn] = await Promise.all([
      act(ctx, facilitator, engagement.id, 'accept', { version: 1 }),
      act(ctx, owner, engagement.id, 'withdraw'),
    ]);
    expect(statuses([accepted, withdrawn])).toEqual([200, 409]);
    const row = await rowOf(engagement.id);
    if (accepted.statusCode === 200) {
      expect(row.status).toBe('confirmed');
      expect(await bookedDays(ctx, engagement.id)).toEqual(sessionDays(terms));
    } else {
      expect(row.status).toBe('withdrawn');
      expect(await bookedDays(ctx, engagement.id)).toEqual([]);
    }
  });

  it('keeps one of two counters to the same version and refuses the other', async () => {
    const { facilitator, engagement, terms } = await offerFromApplication(ctx);
    const [first, second] = await Promise.all([
      act(ctx, facilitator, engagement.id, 'counter', { version: 1, terms, message: 'First' }),
      act(ctx, facilitator, engagement.id, 'counter', { version: 1, terms, message: 'Second' }),
    ]);
    expect(statuses([first, second])).toEqual([200, 409]);
    const versions = await ctx.db
      .select({ version: engagementVersions.version })
      .from(engagementVersions)
      .where(eq(engagementVersions.engagementId, engagement.id));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(await rowOf(engagement.id)).toMatchObject({ version: 2, turn: 'company' });
  });
});
