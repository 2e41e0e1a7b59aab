import type pg from 'pg';
import { HttpError } from '../http/errors';
import { countHit } from '../http/pg-rate-limit-store';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 10;

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
      if (count > max) {
        const wait = Math.ceil((windowStart + windowMs - now) / 60_000);
        throw new HttpError(
          429,
          'TOO_MANY_REQUESTS',
          `Too many attempts for this account. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
        );
      }
    },
  };
}
