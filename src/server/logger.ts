import pino from 'pino';
import { prettyFactory } from 'pino-pretty';

/**
 * Pretty, coloured lines for a person at a terminal; JSON, one object a line, everywhere else (files, pipes,
 * log collectors, tests) and whenever NODE_ENV is explicitly production.
 */
export function wantsPrettyLogs(
  stdout: { isTTY?: boolean },
  env: Record<string, string | undefined>,
): boolean {
  return stdout.isTTY === true && env.NODE_ENV !== 'production';
}

export function createLogger(level: string, pretty: boolean) {
  if (!pretty) return pino({ level });
  // Formatting in-process and writing synchronously keeps the last lines before process.exit on screen.
  const format = prettyFactory({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return pino({ level }, { write: (line: string) => void process.stdout.write(format(line)) });
}

/** What the start-up and backup steps report through: the app's logger, or the command line's. */
export interface ProgressLogger {
  info(msg: string): void;
  warn(msg: string): void;
}
