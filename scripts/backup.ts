/**
 * npm run backup -- <file>
 *
 * Writes a consistent backup (.tar.gz) of the site's database and uploads while it runs: the embedded
 * PostgreSQL of the server under DATA_DIR (started for the backup when no server runs), or DATABASE_URL.
 * See docs/decisions/028-backups.md.
 */
import { backupSite } from '../src/server/backup/backup';
import { runBackupScript } from '../src/server/backup/script';

await runBackupScript('npm run backup -- <file>', (config, file, log, clock) =>
  backupSite(config, file, clock.now(), log),
);
