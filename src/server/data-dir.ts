import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

interface Logger {
  info(msg: string): void;
}

/**
 * DATA_DIR holds session secrets, the database and the mail outbox (sign-in links): only this server reads
 * it. Others may traverse DATA_DIR itself (mode 711), so that the `postgres` user reaches its own `pg/`
 * without listing the rest; the folders inside stay with their owner (700).
 */
const DATA_DIR_MODE = 0o711;
const PRIVATE_MODE = 0o700;

/**
 * Creates DATA_DIR and takes group and other access away from our folders inside it that older versions
 * made readable, saying what was changed. A custom UPLOADS_DIR elsewhere is the operator's: left as it is.
 */
export function secureDataDir(config: Pick<Config, 'DATA_DIR' | 'MAIL_DIR' | 'UPLOADS_DIR'>, log: Logger) {
  if (!fs.existsSync(config.DATA_DIR)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.chmodSync(config.DATA_DIR, DATA_DIR_MODE);
  } else {
    restrict(config.DATA_DIR, DATA_DIR_MODE, log);
  }
  if (restrict(config.MAIL_DIR, PRIVATE_MODE, log)) {
    for (const name of fs.readdirSync(config.MAIL_DIR)) {
      const file = path.join(config.MAIL_DIR, name);
      if (fs.lstatSync(file).isFile()) fs.chmodSync(file, 0o600);
    }
  }
  if (path.dirname(config.UPLOADS_DIR) === config.DATA_DIR) restrict(config.UPLOADS_DIR, PRIVATE_MODE, log);
}

/** Clears the group and other bits that `allowed` does not have; true when the folder was changed. */
function restrict(dir: string, allowed: number, log: Logger): boolean {
  let mode: number;
  try {
    mode = fs.statSync(dir).mode & 0o7777;
  } catch {
    return false;
  }
  const next = mode & ~(0o077 & ~allowed);
  if (next === mode) return false;
  fs.chmodSync(dir, next);
  log.info(`restricted ${dir} to its owner: mode ${mode.toString(8)} -> ${next.toString(8)}`);
  return true;
}
