import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type pg from 'pg';

/** Counts one hit for `key` in a fixed window; returns the count so far and when the window started. */
export async function countHit(pool: pg.Pool, key: string, windowMs: number, now = Date.now()) {
  const { rows } = await pool.query<{ count: number; last_request: string }>(
    `insert into rate_limit (key, count, last_request) values ($1, 1, $2)
     on conflict (key) do update set
       count = case when rate_limit.last_request + $3 <= $2 then 1 else rate_limit.count + 1 end,
       last_request = case when rate_limit.last_request + $3 <= $2 then $2 else rate_limit.last_request end
     returning count, last_request`,
    [key, now, windowMs],
  );
  return { count: rows[0].count, windowStart: Number(rows[0].last_request) };
}

/**
 * A fixed-window counter in PostgreSQL, so that every instance behind a load
 * balancer shares the same limits. One upsert per counted request.
 */
export function pgRateLimitStore(pool: pg.Pool, prefix = 'api'): FastifyRateLimitStoreCtor {
  return class PgStore {
    private readonly scope: string;
    constructor(
      options: RateLimitPluginOptions & { routeInfo?: { method?: string | string[]; url?: string } },
    ) {
      this.scope = options.routeInfo
        ? `${prefix}:${String(options.routeInfo.method)} ${options.routeInfo.url}`
        : prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      countHit(pool, `${this.scope}|${key}`, timeWindow, now)
        .then(({ count, windowStart }) => {
          callback(null, { current: count, ttl: Math.max(0, windowStart + timeWindow - now) });
        })
        .catch((error: Error) => callback(error));
    }

    child(
      routeOptions: RateLimitPluginOptions & { routeInfo: { method?: string | string[]; url?: string } },
    ) {
      return new PgStore(routeOptions);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
