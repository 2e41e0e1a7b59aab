import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are UUIDs; anything else cannot exist (and must not reach a uuid column as a cast error). */
export const isUuid = (value: string) => UUID.test(value);

/**
 * `/:id` of a route. Any string: an id that is not a UUID is simply not found
 * (404, after `isUuid`), never a validation error.
 */
export const IdParams = z.object({ id: z.string() });

/** `/:jobId`, the same way. */
export const JobIdParams = z.object({ jobId: z.string() });
