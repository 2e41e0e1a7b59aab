import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const groups = (patterns, message) => patterns.map((group) => ({ group: [group], message }));
const noImport = (patterns, message) => ['error', { patterns: groups(patterns, message) }];

const WEB_NEVER = ['**/server/**', 'drizzle-orm*', 'pg', 'fastify*', 'better-auth/*', '!better-auth/client'];
const WEB_NEVER_MESSAGE = 'The browser bundle must never import server code.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Boundaries: shared imports neither side; web never imports server; server never imports web.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/server/**', '**/web/**', 'drizzle-orm*', 'pg', 'fastify*', 'react*'],
        'src/shared holds rules and data only: no I/O, no server or web code.',
      ),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': noImport(WEB_NEVER, WEB_NEVER_MESSAGE),
    },
  },
  // Shared web code (design system, layout, lib) knows no feature; the header loads the bell lazily.
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...groups(WEB_NEVER, WEB_NEVER_MESSAGE),
            ...groups(['**/features/**'], 'Shared web code must not import a feature.'),
          ],
        },
      ],
    },
  },
  // Features depend on each other only through their api.ts (hooks, query options, keys); pages and
  // components a second feature needs belong in src/web/components. Tested in src/web/feature-boundaries.test.ts.
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...groups(WEB_NEVER, WEB_NEVER_MESSAGE),
            {
              regex: String.raw`^(\.\./(?!\.)[^/]+|(\.\./)+features/[^/]+)/(?!api$)`,
              message:
                'A feature imports another feature only through its api.ts; move shared parts to src/web/components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(['**/web/**', 'react*'], 'The server must not import web code.'),
    },
  },
  // End-to-end tests: the fixtures put every browser context on the run's clock (CLOCK_OFFSET_DAYS).
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Use test from ./fixtures: it puts the browser on the run's clock.",
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['newContext', 'newPage'].map((property) => ({
          object: 'browser',
          property,
          message: "Use newContext from ./fixtures: it puts the browser on the run's clock.",
        })),
      ],
    },
  },
);
