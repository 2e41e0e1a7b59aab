import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_RATING_FILTER } from '../../shared/review-options';
import type { FacilitatorSummary } from '../../shared/profiles';
import { facilitators, user } from '../db/schema';
import { buildTestApp } from '../test/helpers';
import { listedFacilitatorValues } from '../test/factories';

const ctx = await buildTestApp();

/** A facilitator written straight into the database with its reputation columns (what the order reads). */
async function facilitator(
  lastName: string,
  reputation: { reviewCount: number; ratingAverage: number | null },
  values: Partial<typeof facilitators.$inferInsert> = {},
) {
  const [account] = await ctx.db
    .insert(user)
    .values({
      name: `Rated ${lastName}`,
      email: `rated-${randomBytes(6).toString('hex')}@test.example`,
      emailVerified: true,
      userType: 'facilitator',
      firstName: 'Rated',
      lastName,
    })
    .returning({ id: user.id });
  await ctx.db
    .update(facilitators)
    .set({ ...listedFacilitatorValues(ctx.clock.now()), ...reputation, ...values })
    .where(eq(facilitators.id, account!.id));
  return account!.id;
}

async function directory(query: string): Promise<FacilitatorSummary[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/facilitators?pageSize=50&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const lastNames = (items: FacilitatorSummary[]) => items.map((item) => item.lastName);

let tiedIds: string[];

beforeAll(async () => {
  // Only this file's profiles are listed: the sample profiles leave the directory.
  await ctx.db.update(facilitators).set({ hiddenAt: ctx.clock.now() }).where(isNull(facilitators.hiddenAt));
  await facilitator('Unrated', { reviewCount: 0, ratingAverage: null });
  await facilitator('Fair', { reviewCount: 20, ratingAverage: 3.9 });
  await facilitator('FewerReviews', { reviewCount: 5, ratingAverage: 4.8 });
  await facilitator('MoreReviews', { reviewCount: 12, ratingAverage: 4.8 });
  await facilitator('Exactly', { reviewCount: 1, ratingAverage: MIN_RATING_FILTER });
  tiedIds = [
    await facilitator('TiedA', { reviewCount: 3, ratingAverage: 4.5 }),
    await facilitator('TiedB', { reviewCount: 3, ratingAverage: 4.5 }),
  ].sort();
  await facilitator('Rounded', { reviewCount: 7, ratingAverage: 4.7571 });
  // Best of all, but not listed: hidden by an admin, and a profile that misses the listing rule.
  await facilitator('Hidden', { reviewCount: 9, ratingAverage: 5 }, { hiddenAt: ctx.clock.now() });
  await facilitator('Unlisted', { reviewCount: 9, ratingAverage: 5 }, { headline: '' });
});

describe('the facilitator directory by rating', () => {
  it('lists the best average first, more reviews first on a tie, then by id, and unrated profiles last', async () => {
    const items = await directory('sort=rating');
    const tied = lastNames(items).filter((name) => name.startsWith('Tied'));
    expect(lastNames(items)).toEqual([
      'MoreReviews',
      'FewerReviews',
      'Rounded',
      ...tied,
      'Exactly',
      'Fair',
      'Unrated',
    ]);
    expect(items.filter((item) => item.lastName.startsWith('Tied')).map((item) => item.id)).toEqual(tiedIds);
  });

  it('pages through the same order', async () => {
    const all = lastNames(await directory('sort=rating'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/facilitators?sort=rating&pageSize=3&page=2',
    });
    expect(res.statusCode).toBe(200);
    expect(lastNames(res.json().items)).toEqual(all.slice(3, 6));
  });

  it('keeps 4 stars and up (the average at least MIN_RATING_FILTER), in either order', async () => {
    expect(lastNames(await directory(`sort=rating&minRating=${MIN_RATING_FILTER}`))).toEqual(
      lastNames(await directory('sort=rating')).filter((name) => !['Fair', 'Unrated'].includes(name)),
    );
    const byName = await directory(`minRating=${MIN_RATING_FILTER}`);
    expect(lastNames(byName)).toEqual(
      ['Exactly', 'FewerReviews', 'MoreReviews', 'Rounded', 'TiedA', 'TiedB'].sort(),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/facilitators?minRating=${MIN_RATING_FILTER}`,
    });
    expect(res.json().total).toBe(6);
  });

  it('carries each card’s rating: the count and the average to one decimal, null without reviews', async () => {
    const byName = new Map((await directory('sort=rating')).map((item) => [item.lastName, item.rating]));
    expect(byName.get('Rounded')).toEqual({ averageRating: 4.8, reviewCount: 7 });
    expect(byName.get('MoreReviews')).toEqual({ averageRating: 4.8, reviewCount: 12 });
    expect(byName.get('Unrated')).toEqual({ averageRating: null, reviewCount: 0 });
  });

  it('sorts by name without a sort, and with an empty one', async () => {
    const names = lastNames(await directory(''));
    expect(names).toEqual([...names].sort());
    expect(lastNames(await directory('sort=&minRating='))).toEqual(names);
  });

  it.each(['sort=stars', 'minRating=3', 'minRating=five'])(
    'answers %s with a readable 400',
    async (query) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/facilitators?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/\S/);
    },
  );

  it('reads a broad page in the order of facilitators_listed_rating_idx, without a sort', async () => {
    // The test directory is too small for the planner to prefer the index on its own: a scan of the whole
    // table and a bitmap scan (which loses the order) are ruled out, as in the job list's test.
    const client = await ctx.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from facilitators
          where profile_completed_at is not null and hidden_at is null and listable
          order by rating_average desc nulls last, review_count desc, id limit 12`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toContain('facilitators_listed_rating_idx');
      expect(plan).not.toContain('Sort');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
