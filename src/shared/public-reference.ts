/**
 * An outside reference as a facilitator's public profile shows it (docs/decisions/042), in a module of its own:
 * the profile's contract (profiles.ts) reads it without the whole reviews contract.
 */
import { z } from 'zod';

/** A reference on a profile: marked as from outside FacilitatorHub; never counted in the average. */
export const PublicReferenceSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  organisation: z.string(),
  role: z.string(),
  text: z.string(),
  givenAt: z.string(),
});
export type PublicReference = z.infer<typeof PublicReferenceSchema>;
