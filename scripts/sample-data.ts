/**
 * tsx scripts/sample-data.ts load|remove   (npm run db:seed, npm run db:unseed)
 *
 * Loads the sample companies, facilitators and jobs into the database on purpose (dated by the app's clock,
 * CLOCK_OFFSET_DAYS included), or removes them with what hangs on them, leaving the real users' data. The
 * database is DATABASE_URL (DATABASE_DIRECT_URL when set), or the embedded one under DATA_DIR while no server
 * runs on it; it is migrated first. A removal is recorded, so no later start brings the samples back.
 */
import { clockFromConfig } from '../src/server/clock';
import { loadConfigOrExit } from '../src/server/config';
import { openDatabase, runMigrations } from '../src/server/db/client';
import { embeddedPostgresInUse, startConfiguredDatabase } from '../src/server/db/configured-database';
import { loadSampleData, removeSampleData } from '../src/server/db/seed/sample-data.service';

const action = process.argv[2];
if (action !== 'load' && action !== 'remove') {
  console.error('usage: tsx scripts/sample-data.ts load|remove');
  process.exit(2);
}
const config = loadConfigOrExit();
if (!config.DATABASE_URL && embeddedPostgresInUse(config)) {
  console.error(
    `The server is running on the database in ${config.DATA_DIR}: stop it first (the samples then load or go without it).`,
  );
  process.exit(1);
}
const log = {
  info: (obj: object, msg: string) => console.log(`${msg} ${JSON.stringify(obj)}`),
};
const { url, embedded } = await startConfiguredDatabase(config, {
  info: () => undefined,
  warn: (msg) => console.warn(msg),
});
const database = openDatabase(config.DATABASE_DIRECT_URL ?? url, { max: 2 });
let code = 0;
try {
  await runMigrations(database.db);
  const clock = clockFromConfig(config);
  if (action === 'load') await loadSampleData({ db: database.db, clock, config, log });
  else await removeSampleData({ db: database.db, clock, log });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await database.close();
  await embedded?.stop();
}
process.exit(code);
