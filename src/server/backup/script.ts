import { clockFromConfig, type Clock } from '../clock';
import { loadConfigOrExit, type Config } from '../config';
import { createLogger, wantsPrettyLogs } from '../logger';
import { BackupError } from './manifest';

type Logger = ReturnType<typeof createLogger>;

/**
 * What the backup and restore scripts share: one file argument, the site's configuration from the
 * environment, and a refusal (not empty, newer backup…) as one line on stderr with exit status 1.
 */
export async function runBackupScript(
  usage: string,
  run: (config: Config, file: string, log: Logger, clock: Clock) => Promise<unknown>,
) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL, wantsPrettyLogs(process.stdout, process.env));
  try {
    await run(config, file, log, clockFromConfig(config));
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  process.exit(0);
}
