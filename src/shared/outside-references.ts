/**
 * What the outside references' own routes answer besides the contract in reviews.ts: the form an outside
 * client opens from the mailed link, and the facilitator's list (docs/decisions/042-double-blind-reviews.md).
 */
import { z } from 'zod';
import { OwnReferenceSchema } from './reviews';

/** GET /api/references/:token: who asks, for the form (a link that no longer works answers 410). */
export const ReferenceFormSchema = z.object({
  facilitatorName: z.string(),
  clientName: z.string(),
  organisation: z.string(),
  message: z.string(),
});
export type ReferenceForm = z.infer<typeof ReferenceFormSchema>;

/** POST /api/references/:token answers this once the reference is given. */
export const ReferenceGivenSchema = z.object({ given: z.literal(true) });

/** GET /api/facilitator/references: every request the facilitator made, newest first, and how many remain. */
export const OwnReferenceListSchema = z.object({
  items: z.array(OwnReferenceSchema),
  remaining: z.number().int(),
});
export type OwnReferenceList = z.infer<typeof OwnReferenceListSchema>;

export const ReferenceTokenParamsSchema = z.object({ token: z.string().min(1).max(2000) });
