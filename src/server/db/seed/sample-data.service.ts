import type { AppDeps } from '../../app';
import { seedDatabase, sampleIds } from './seed';
import {
  claimSampleData,
  deleteSampleRows,
  markSampleData,
  sampleDataState,
  type SampleDataState,
} from './sample-data.repo';

interface Log {
  info(obj: object, msg: string): void;
}

type SampleDataDeps = Pick<AppDeps, 'db' | 'clock'> & {
  config: Pick<AppDeps['config'], 'SAMPLE_DATA' | 'JOB_TTL_DAYS'>;
  log?: Log;
};

/** Where a database stands: samples loaded, removed on purpose, or never loaded. */
export type SampleDataStatus = SampleDataState | 'never';

/**
 * Start-up's step: with SAMPLE_DATA=on, loads the samples into a database that never had them, and records
 * that it did in the same transaction. A database whose samples were loaded once (and perhaps partly
 * deleted since) or removed by `npm run db:unseed` is left as it is. Instances starting together wait on
 * the first one's record, so only that one seeds. Answers the database's state afterwards.
 */
export async function loadSampleDataOnStart(deps: SampleDataDeps): Promise<SampleDataStatus> {
  if (deps.config.SAMPLE_DATA === 'off') return (await sampleDataState(deps.db)) ?? 'never';
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (await claimSampleData(tx, now)) {
      await seedDatabase(tx, now, deps.log, deps.config.JOB_TTL_DAYS);
      return 'loaded';
    }
    const state = (await sampleDataState(tx)) ?? 'loaded';
    deps.log?.info(
      { state },
      state === 'loaded'
        ? 'sample data loaded before: not loaded again'
        : 'sample data was removed (npm run db:unseed): npm run db:seed loads it again',
    );
    return state;
  });
}

/** `npm run db:seed`: loads the samples on purpose, whatever the setting or an earlier removal, dated by the clock. */
export async function loadSampleData(
  deps: Pick<SampleDataDeps, 'db' | 'clock' | 'log'> & { config: Pick<AppDeps['config'], 'JOB_TTL_DAYS'> },
) {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await seedDatabase(tx, now, deps.log, deps.config.JOB_TTL_DAYS);
    await markSampleData(tx, 'loaded', now);
  });
}

/**
 * `npm run db:unseed`: deletes every sample account and job and what hangs on them, leaving the real users
 * and their own rows; records the removal, so that no later start brings the samples back.
 */
export async function removeSampleData(deps: Pick<SampleDataDeps, 'db' | 'clock' | 'log'>) {
  const removed = await deps.db.transaction(async (tx) => {
    const counts = await deleteSampleRows(tx, sampleIds());
    await markSampleData(tx, 'removed', deps.clock.now());
    return counts;
  });
  deps.log?.info(removed, 'sample data removed');
  return removed;
}
