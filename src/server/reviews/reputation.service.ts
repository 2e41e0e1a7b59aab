import type { Tx } from '../db/client';
import { recomputeFacilitatorReputation, recomputeOrganisationReputation } from './reputation.repo';
import { completedCounterparts } from './reviews.repo';

type LeavingParty = { facilitatorId: string } | { organisationId: string };

/**
 * A party leaves (its account or organisation deleted): the other parties of its completed engagements, read
 * before the deletion, and `recompute` to run after it in the same transaction (their repeat clients or rebook
 * rate no longer count the party that left; the reviews stay and still count).
 */
export async function reputationsAfterLeaving(tx: Tx, party: LeavingParty) {
  const ids = await completedCounterparts(tx, party);
  return {
    recompute: async () => {
      for (const id of ids)
        if ('facilitatorId' in party) await recomputeOrganisationReputation(tx, id);
        else await recomputeFacilitatorReputation(tx, id);
    },
  };
}
