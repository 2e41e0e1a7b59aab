import { readStoredFilters } from '../../shared/saved';
import type { DbOrTx } from '../db/client';
import { exportedSavedFacilitators, exportedSavedJobs } from './saved-items.repo';
import { savedJobState } from './saved-items.service';
import { accountTimeZone, exportedAlertHistory, exportedSavedSearches } from './saved-searches.repo';

/**
 * The saved part of the data export: the jobs and facilitators the user saved (with their notes), their
 * saved searches with the digests' time zone, and the alert history (every job an alert matched for
 * them, when, whether it was sent, and by which search while it exists). Other people appear by name only.
 */
export async function savedExport(db: DbOrTx, userId: string) {
  const jobsSaved = await exportedSavedJobs(db, userId);
  const facilitatorsSaved = await exportedSavedFacilitators(db, userId);
  const searches = await exportedSavedSearches(db, userId);
  const alertHistory = await exportedAlertHistory(db, userId);

  return {
    savedJobs: jobsSaved.map(({ status, hiddenAt, companyId, ...job }) => ({
      ...job,
      state: savedJobState({ status, hiddenAt, companyId }),
    })),
    savedFacilitators: facilitatorsSaved,
    savedSearches: searches.map((search) => ({ ...search, filters: readStoredFilters(search.filters) })),
    alertTimeZone: await accountTimeZone(db, userId),
    alertHistory,
  };
}
