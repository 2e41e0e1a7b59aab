import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const groups = (patterns, message) => patterns.map((group) => ({ group: [group], message }));
const noImport = (patterns, message) => ['error', { patterns: groups(patterns, message) }];

const WEB_NEVER = ['**/server/**', 'drizzle-orm*', 'pg', 'fastify*', 'better-auth/*', '!better-auth/client'];
const WEB_NEVER_MESSAGE = 'The browser bundle must never import server code.';
const SERVER_NEVER = ['**/web/**', 'react*'];
const SERVER_NEVER_MESSAGE = 'The server must not import web code.';
const ROUTES_NO_SQL = 'A route does HTTP only: it calls a service, which calls the repositories.';
const SECTION_LAYOUTS =
  "A page is guarded by its `guard` in src/web/pages.ts: its section's layout route checks the visitor, and draws the admin console's frame, once (src/web/sections.tsx).";

/** Every component of the web app: each word a reader sees comes from the message catalogue. */
export const TRANSLATED = ['src/web/**/*.tsx'];
const UNTRANSLATED =
  "Text a reader sees comes from the message catalogue: t('key') of the feature's messages (src/shared/i18n).";
const READER_ATTRIBUTES =
  'aria-label|aria-description|aria-roledescription|aria-valuetext|placeholder|title|alt|label';
/**
 * Where words sit in an expression whose value a reader is shown (a JSX child or a reader attribute): the
 * expression itself, a branch of `a ? 'x' : 'y'` or `a || 'x'`, or the text around a template's values. A
 * string passed to a call (`t('key')`) is a key, not words.
 */
const WORDS = [
  'Literal[value=/[A-Za-z]/]',
  'TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
].flatMap((word) => [word, `:matches(ConditionalExpression, LogicalExpression) > ${word}`]);
/** The literal words a reader would see in a translated file: JSX text, and words in JSX children or reader attributes. */
const UNTRANSLATED_SELECTORS = [
  'JSXText[value=/[A-Za-z]/]',
  `JSXAttribute[name.name=/^(${READER_ATTRIBUTES})$/] > Literal[value=/[A-Za-z]/]`,
  ...WORDS.flatMap((word) => [
    `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > ${word}`,
    `JSXAttribute[name.name=/^(${READER_ATTRIBUTES})$/] > JSXExpressionContainer > ${word}`,
  ]),
];

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
  // components a second feature needs belong in src/web/components. A page neither guards itself nor draws
  // its section's layout. Tested in src/web/feature-boundaries.test.ts.
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
            { group: ['**/lib/require-auth'], importNames: ['RequireAuth'], message: SECTION_LAYOUTS },
            { group: ['**/admin-layout'], message: SECTION_LAYOUTS },
          ],
        },
      ],
    },
  },
  // The server's layers (docs/architecture.md): routes → services → repositories. A later block replaces the
  // rule's options for its files, so each layer's block repeats the server-wide patterns. Tested in
  // src/server/layering.test.ts.
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': noImport(SERVER_NEVER, SERVER_NEVER_MESSAGE),
    },
  },
  {
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...groups(SERVER_NEVER, SERVER_NEVER_MESSAGE),
            ...groups(['drizzle-orm', '**/db/schema'], ROUTES_NO_SQL),
            { regex: String.raw`\.repo(\.js)?$`, message: ROUTES_NO_SQL },
          ],
        },
      ],
    },
  },
  // The data export's pieces (`*-export.ts`) assemble the archive from what the repositories read.
  {
    files: ['src/server/**/*-export.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...groups(SERVER_NEVER, SERVER_NEVER_MESSAGE),
            ...groups(
              ['drizzle-orm', '**/db/schema'],
              'An export piece runs no SQL: its queries belong in a *.repo.ts.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...groups(SERVER_NEVER, SERVER_NEVER_MESSAGE),
            ...groups(['drizzle-orm'], 'A service runs no SQL: queries belong in a *.repo.ts.'),
            ...groups(
              ['fastify', 'fastify-*', '@fastify/*'],
              'A service knows nothing of Fastify: take what it uses as Pick<AppDeps, …> (deps.ts).',
            ),
          ],
        },
      ],
    },
  },
  // Words a reader sees come from the message catalogue (src/shared/i18n), in the page's language: no literal
  // text in JSX, nor in the attributes a reader hears or sees; tested in src/web/translated-text.test.ts.
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...UNTRANSLATED_SELECTORS.map((selector) => ({ selector, message: UNTRANSLATED })),
      ],
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
