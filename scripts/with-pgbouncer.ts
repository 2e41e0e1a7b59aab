/**
 * tsx scripts/with-pgbouncer.ts <command…>
 *
 * Runs a command with PgBouncer (deploy/pgbouncer.ini, transaction mode) in front of the PostgreSQL at
 * DATABASE_URL: the command gets DATABASE_URL pointing at the pooler, DATABASE_POOLING=transaction and
 * DATABASE_DIRECT_URL at the server. CI runs the server suite this way.
 */
import { spawn } from 'node:child_process';
import { startPgBouncer } from '../src/server/test/pgbouncer';

const [command, ...args] = process.argv.slice(2);
const serverUrl = process.env.DATABASE_URL;
if (!command || !serverUrl) {
  console.error('usage: DATABASE_URL=postgres://… tsx scripts/with-pgbouncer.ts <command…>');
  process.exit(2);
}
const bouncer = await startPgBouncer(serverUrl);
const database = new URL(serverUrl).pathname.slice(1) || 'postgres';
let code = 1;
try {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: bouncer.url(database),
      DATABASE_POOLING: 'transaction',
      DATABASE_DIRECT_URL: serverUrl,
    },
  });
  code = await new Promise<number>((resolve) => child.once('exit', (status) => resolve(status ?? 1)));
} finally {
  await bouncer.dispose();
}
process.exit(code);
