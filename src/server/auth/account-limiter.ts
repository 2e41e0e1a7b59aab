import type pg from 'pg';
import { HttpError } from '../http/errors';
import { em } from '../http/error-messages';
import { countHit, currentCount, refundHit } from '../http/pg-rate-limit-store';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 10;
/** Wrong passwords for one account from all clients together, in one window, that make it "under attack". */
const ACCOUNT_FAILURES_UNDER_ATTACK = 100;
/** Wrong passwords one client may try for an account under attack. */
const ATTEMPTS_UNDER_ATTACK = 3;

const tooMany = (windowStart: number, windowMs: number, now: number) => {
  const wait = Math.ceil((windowStart + windowMs - now) / 60_000);
  return new HttpError(429, 'TOO_MANY_REQUESTS', em('auth.tooManyForAccount', { minutes: wait }));
};

/**
 * Counts attempts per account (e.g. sign-ins for one email) in the shared
 * app_rate_limit table, so that guessing one account's password from many IPs
 * is throttled too, on every instance. Answers 429 past the limit.
 */
export function accountLimiter(pool: pg.Pool, { windowMs = WINDOW_MS, max = MAX_ATTEMPTS } = {}) {
  return {
    async hit(key: string) {
      const now = Date.now();
      const { count, windowStart } = await countHit(pool, `account:${key}`, windowMs, now);
      if (count > max) throw tooMany(windowStart, windowMs, now);
    },
  };
}

/**
 * Wrong passwords per account and client IP (decision 027): a client that got `max` wrong for one account
 * is refused (429) for that account until its window ends, whatever it sends; any other client is not,
 * so nobody can lock the owner out from an address of their own. Once an account collects
 * `underAttackAfter` wrong passwords from all clients together, each client gets only `underAttackMax`.
 * A right password costs nothing.
 */
export function signInLimiter(
  pool: pg.Pool,
  {
    windowMs = WINDOW_MS,
    max = MAX_ATTEMPTS,
    underAttackAfter = ACCOUNT_FAILURES_UNDER_ATTACK,
    underAttackMax = ATTEMPTS_UNDER_ATTACK,
  } = {},
) {
  const accountKey = (email: string) => `sign-in:${email.toLowerCase()}`;
  const clientKey = (email: string, ip: string) => `${accountKey(email)}|${ip}`;
  return {
    /** Counts an attempt before the password is checked (so that a burst cannot slip past), or refuses it. */
    async attempt(email: string, ip: string) {
      const now = Date.now();
      const { count, windowStart } = await countHit(pool, clientKey(email, ip), windowMs, now);
      const failures = await currentCount(pool, accountKey(email), now);
      if (count > (failures >= underAttackAfter ? underAttackMax : max))
        throw tooMany(windowStart, windowMs, now);
    },
    /** The attempt's password was wrong: it counts for the account as a whole too. */
    async failed(email: string) {
      await countHit(pool, accountKey(email), windowMs);
    },
    /** The attempt was not a wrong password (signed in, or refused for another reason): it does not count. */
    async settled(email: string, ip: string) {
      await refundHit(pool, clientKey(email, ip));
    },
  };
}
