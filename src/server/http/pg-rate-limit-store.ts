import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type pg from 'pg';

/** How often one instance removes finished windows (the table only needs to stay small). */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<pg.Pool, number>();

/**
 * Counts one hit for `key` in a fixed window; returns the count so far and when the window started.
 * The counters live in app_rate_limit, never in better-auth's rate_limit table: better-auth deletes
 * every row there older than its own longest window (60 s), which would reset longer windows.
 */
export async function countHit(pool: pg.Pool, key: string, windowMs: number, now = Date.now()) {
  const { rows } = await pool.query<{ count: number; window_start: string }>(
    `insert into app_rate_limit as r (key, count, window_start, window_end)
     values ($1, 1, $2::bigint, $2::bigint + $3::bigint)
     on conflict (key) do update set
       count = case when r.window_end <= $2::bigint then 1 else r.count + 1 end,
       window_start = case when r.window_end <= $2::bigint then $2::bigint else r.window_start end,
       window_end = case when r.window_end <= $2::bigint then $2::bigint + $3::bigint else r.window_end end
     returning count, window_start`,
    [key, now, windowMs],
  );
  if (now - (lastSweep.get(pool) ?? 0) >= SWEEP_EVERY_MS) {
    lastSweep.set(pool, now);
    // Only windows that are over go; a counter still running is never touched, whatever its length.
    pool.query('delete from app_rate_limit where window_end <= $1::bigint', [now]).catch(() => undefined);
  }
  return { count: rows[0].count, windowStart: Number(rows[0].window_start) };
}

/** The count of `key`'s window still running at `now` (0 without one); counts nothing. */
export async function currentCount(pool: pg.Pool, key: string, now = Date.now()): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    'select count from app_rate_limit where key = $1 and window_end > $2::bigint',
    [key, now],
  );
  return rows[0]?.count ?? 0;
}

/** Takes back one hit of `key`'s running window (a counted attempt that turned out not to count). */
export async function refundHit(pool: pg.Pool, key: string, now = Date.now()): Promise<void> {
  await pool.query(
    'update app_rate_limit set count = greatest(count - 1, 0) where key = $1 and window_end > $2::bigint',
    [key, now],
  );
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * A fixed-window counter in PostgreSQL, so that every instance behind a load
 * balancer shares the same limits. One upsert per counted request.
 */
export function pgRateLimitStore(pool: pg.Pool, prefix = 'api'): FastifyRateLimitStoreCtor {
  // The plugin's types say child() gets the route's options; at run time it gets the merged limit
  // options with `routeInfo` (its index.js), which the declared constructor type cannot express.
  return class PgStore {
    private readonly scope: string;
    constructor(options: RateLimitPluginOptions & { routeInfo?: RouteInfo; sharesLimitOf?: RouteInfo }) {
      // A limiter made by createRateLimit has no route of its own; `sharesLimitOf` names the route whose
      // counters it counts in (a server-rendered page that does what that route does).
      const route = options.routeInfo?.url ? options.routeInfo : options.sharesLimitOf;
      this.scope = route ? `${prefix}:${String(route.method)} ${route.url}` : prefix;
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

    child(routeOptions: RateLimitPluginOptions & { routeInfo: RouteInfo; sharesLimitOf?: RouteInfo }) {
      return new PgStore(routeOptions);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Takes the lease `key` for `ttlMs` unless someone holds it: a row in app_rate_limit whose window_end is
 * the lease's expiry, so that every instance sees it, and a holder that crashed frees it when it expires.
 * Answers the lease's token (its start), which renewing and releasing it need, or null when it is held.
 */
export async function takeLease(pool: pg.Pool, key: string, ttlMs: number, now = Date.now()) {
  const { rows } = await pool.query<{ window_start: string }>(
    `insert into app_rate_limit as r (key, count, window_start, window_end)
     values ($1, 1, $2::bigint, $2::bigint + $3::bigint)
     on conflict (key) do update set count = 1, window_start = excluded.window_start, window_end = excluded.window_end
       where r.window_end <= $2::bigint
     returning window_start`,
    [key, now, ttlMs],
  );
  return rows[0] ? Number(rows[0].window_start) : null;
}

/** Keeps the lease `key` taken at `token` for another `ttlMs` from `now`; false when it is no longer ours. */
export async function renewLease(pool: pg.Pool, key: string, token: number, ttlMs: number, now = Date.now()) {
  const { rowCount } = await pool.query(
    `update app_rate_limit set window_end = $3::bigint + $4::bigint where key = $1 and window_start = $2::bigint`,
    [key, token, now, ttlMs],
  );
  return rowCount === 1;
}

/** Gives the lease `key` taken at `token` back (a lease that expired and was taken again stays). */
export async function releaseLease(pool: pg.Pool, key: string, token: number) {
  await pool.query(`delete from app_rate_limit where key = $1 and window_start = $2::bigint`, [key, token]);
}
