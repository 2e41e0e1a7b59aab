/**
 * npm run restore -- <file>
 *
 * Restores a backup made by `npm run backup` into a new site: an empty DATA_DIR (embedded PostgreSQL), or
 * an empty database at DATABASE_URL; UPLOADS_DIR must be empty too.
 */
import { restoreSite } from '../src/server/backup/restore';
import { runBackupScript } from '../src/server/backup/script';

await runBackupScript('npm run restore -- <file>', (config, file, log) => restoreSite(config, file, log));
