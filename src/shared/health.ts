import { z } from 'zod';

export const DB_MODES = ['embedded', 'external'] as const;
export type DbMode = (typeof DB_MODES)[number];

/** GET /api/health (200): ready, and the database answers. */
export const HealthOkSchema = z.object({ status: z.literal('ok'), db: z.enum(DB_MODES) });

/** GET /api/health (503): starting, stopping, or the database does not answer. */
export const HealthUnavailableSchema = z.object({
  status: z.enum(['starting', 'stopping', 'unavailable']),
  db: z.enum(DB_MODES),
});
