import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compile-catalogues';

/** The slow files that measure failed requests and seconds under load: npm run test:slow runs them last, alone. */
const SLOW_ALONE = ['src/server/topology.slow.test.ts', 'src/server/reliability.slow.test.ts'];

export default defineConfig({
  plugins: [compileCatalogues(), react()],
  test: {
    // The server tests mostly wait on PostgreSQL (its own processes): three files at a time keep two cores busy
    // (Vitest's default is one fewer than the cores, here a single file at a time).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.slow.test.ts', '**/node_modules/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file builds its own app over its own database, and no server test mocks a module: the files of a
          // worker share the imported modules instead of importing the whole server again for every file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          environment: 'node',
          include: ['src/server/**/*.slow.test.ts'],
          exclude: [...SLOW_ALONE, '**/node_modules/**'],
          // These count rows, mails and exit codes, not failed requests (their few time limits leave minutes or
          // several times the time needed): three at a time, since the machine was a third idle while they ran
          // one by one, waiting for processes to start; before the files that need the machine to themselves.
          sequence: { groupOrder: 1 },
          testTimeout: 900_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow-alone',
          environment: 'node',
          include: SLOW_ALONE,
          // One file at a time, after the others: each counts failed requests under load (a rolling restart,
          // kill -9 of an instance, 200 clients, a SIGTERM drain), and two of them side by side on two cores
          // turned a measurement into timeouts.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 900_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Each file in a fresh VM context inside a reused worker thread: as isolated as a process of its own
          // (every file still imports its modules and mocks afresh), without starting one per file. Measured on
          // this two-core machine: 172 s of CPU for the project, against 276 s in threads and 490 s in forks.
          pool: 'vmThreads',
          // A long form typed key by key in jsdom takes seconds, and half a minute while the server tests and
          // the browsers share the cores (the profile editor's facilitation fields once took 28 s).
          testTimeout: 60_000,
        },
      },
    ],
  },
});
