import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Runs the real entry point with `env` and returns how it ended; a bad configuration ends it before any
 * I/O. Its database is one that does not answer, so that no PostgreSQL is ever started here; a server
 * that starts anyway is killed after a while (and the test fails on its output).
 */
function runMain(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DATABASE_DIRECT_URL: '',
      DATABASE_POOLING: 'session',
      PORT: '0',
      DATA_DIR: dataDir,
      ECB_RATES_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Generous: a bad configuration ends the process as soon as tsx has loaded the server, which takes seconds
  // more while the slow suite's other files start their servers beside this one.
  const stop = setTimeout(() => child.kill('SIGKILL'), 60_000);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(stop);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

describe('start-up with a bad configuration', () => {
  it('stops with exit code 1 and a message naming the variable', async () => {
    const { code, output } = await runMain({ SHUTDOWN_DRAIN_MS: 'soon', JSEARCH_TIMEOUT_MS: '-5' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('SHUTDOWN_DRAIN_MS: SHUTDOWN_DRAIN_MS must be a whole number of milliseconds');
    expect(output).toContain('JSEARCH_TIMEOUT_MS: JSEARCH_TIMEOUT_MS must be a whole number of milliseconds');
  });
});
