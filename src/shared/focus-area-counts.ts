import { z } from 'zod';
import { FOCUS_AREA_IDS } from './focus-areas';

/** GET /api/focus-areas/counts: published jobs per focus area; every area is present (0 when it has none). */
export const FocusAreaCountsResponseSchema = z.object({
  counts: z.record(z.enum(FOCUS_AREA_IDS), z.number().int().nonnegative()),
});
export type FocusAreaCountsResponse = z.infer<typeof FocusAreaCountsResponseSchema>;
export type FocusAreaCounts = FocusAreaCountsResponse['counts'];
