import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers';
import { signInLimiter } from './account-limiter';

const database = await createTestDatabase();
afterAll(() => database.drop());

/** The status one sign-in attempt gets: refused (429), or checked and the password was wrong or right. */
async function attempt(
  limiter: ReturnType<typeof signInLimiter>,
  email: string,
  ip: string,
  passwordRight: boolean,
) {
  try {
    await limiter.attempt(email, ip);
  } catch (error) {
    return (error as { statusCode: number }).statusCode;
  }
  if (passwordRight) {
    await limiter.settled(email, ip);
    return 200;
  }
  await limiter.failed(email);
  return 401;
}

describe('signInLimiter', () => {
  it('counts only wrong passwords, per account and client', async () => {
    const limiter = signInLimiter(database.pool, { max: 3 });
    const email = 'Owner@Test.example';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await attempt(limiter, email, '10.0.0.1', false));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another address, and another account from the same address, are not affected.
    expect(await attempt(limiter, 'owner@test.example', '10.0.0.2', true)).toBe(200);
    expect(await attempt(limiter, 'someone@test.example', '10.0.0.1', false)).toBe(401);
    // Right passwords cost nothing.
    for (let i = 0; i < 5; i++) expect(await attempt(limiter, email, '10.0.0.3', true)).toBe(200);
    expect(await attempt(limiter, email, '10.0.0.1', true)).toBe(429);
  });

  it('gives each client fewer tries once an account collects many wrong passwords, and locks nobody else out', async () => {
    const limiter = signInLimiter(database.pool, { max: 5, underAttackAfter: 8, underAttackMax: 2 });
    const email = 'target@test.example';
    // Guessing from many addresses: each may try five times until the account has eight wrong passwords.
    expect(await Promise.all([1, 2, 3, 4, 5].map(() => attempt(limiter, email, '10.1.0.1', false)))).toEqual(
      Array(5).fill(401),
    );
    for (let i = 0; i < 3; i++) expect(await attempt(limiter, email, '10.1.0.2', false)).toBe(401);
    // Under attack: a new address gets two wrong passwords, one that tried twice already none.
    expect(await attempt(limiter, email, '10.1.0.3', false)).toBe(401);
    expect(await attempt(limiter, email, '10.1.0.3', false)).toBe(401);
    expect(await attempt(limiter, email, '10.1.0.3', false)).toBe(429);
    expect(await attempt(limiter, email, '10.1.0.2', false)).toBe(429);
    // The owner, at their own address, gets in, even after a typo.
    expect(await attempt(limiter, email, '10.1.0.9', false)).toBe(401);
    expect(await attempt(limiter, email, '10.1.0.9', true)).toBe(200);
  });
});
