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

/** Where every word a reader sees is translated (issue: German); the whole of src/web once done. */
export const TRANSLATED = [
  'src/web/app.tsx',
  'src/web/components/attachments.tsx',
  'src/web/components/back-link.tsx',
  'src/web/components/checkbox-group.tsx',
  'src/web/components/company-logo.tsx',
  'src/web/components/credential.tsx',
  'src/web/components/facilitator-facts.tsx',
  'src/web/components/form-dialog.tsx',
  'src/web/components/invitation-status-badge.tsx',
  'src/web/components/layout/**/*.tsx',
  'src/web/components/mail-link-page.tsx',
  'src/web/components/match-reasons.tsx',
  'src/web/components/message-dialog.tsx',
  'src/web/components/message-form.tsx',
  'src/web/components/meta-item.tsx',
  'src/web/components/method-picker.tsx',
  'src/web/components/new-tab-link.tsx',
  'src/web/components/not-found-view.tsx',
  'src/web/components/not-listed-notice.tsx',
  'src/web/components/page-meta.tsx',
  'src/web/components/page-shell.tsx',
  'src/web/components/paged-list.tsx',
  'src/web/components/query-error.tsx',
  'src/web/components/report-button.tsx',
  'src/web/components/report-form.tsx',
  'src/web/components/save-toggle.tsx',
  'src/web/components/search-form.tsx',
  'src/web/components/tag-picker.tsx',
  'src/web/components/topic-card.tsx',
  'src/web/components/ui/**/*.tsx',
  'src/web/components/unread-count.tsx',
  'src/web/entry-server.tsx',
  'src/web/features/access-requests/**/*.tsx',
  'src/web/features/admin/**/*.tsx',
  'src/web/features/admin/admin-layout.tsx',
  'src/web/features/applications/**/*.tsx',
  'src/web/features/auth/account-settings-page.tsx',
  'src/web/features/auth/auth-page.tsx',
  'src/web/features/auth/confirm-email-change-page.tsx',
  'src/web/features/auth/forgot-password-form.tsx',
  'src/web/features/auth/language-card.tsx',
  'src/web/features/auth/new-password-fields.tsx',
  'src/web/features/auth/reset-password-page.tsx',
  'src/web/features/auth/sign-in-form.tsx',
  'src/web/features/auth/sign-up-form.tsx',
  'src/web/features/home/focus-area-cards.tsx',
  'src/web/features/home/hero-illustration.tsx',
  'src/web/features/home/home-page.tsx',
  'src/web/features/home/home-search.tsx',
  'src/web/features/job-search/**/*.tsx',
  'src/web/features/jobs/about-company.tsx',
  'src/web/features/jobs/application-details.tsx',
  'src/web/features/jobs/applied-note.tsx',
  'src/web/features/jobs/apply-dialog.tsx',
  'src/web/features/jobs/apply-panel.tsx',
  'src/web/features/jobs/duplicate-job-button.tsx',
  'src/web/features/jobs/edit-job-page.tsx',
  'src/web/features/jobs/extend-job-page.tsx',
  'src/web/features/jobs/filter-chips.tsx',
  'src/web/features/jobs/job-badges.tsx',
  'src/web/features/jobs/job-card.tsx',
  'src/web/features/jobs/job-detail-page.tsx',
  'src/web/features/jobs/job-detail-skeleton.tsx',
  'src/web/features/jobs/job-filters.tsx',
  'src/web/features/jobs/job-form.tsx',
  'src/web/features/jobs/job-header.tsx',
  'src/web/features/jobs/job-not-found.tsx',
  'src/web/features/jobs/job-notice.tsx',
  'src/web/features/jobs/job-preview-page.tsx',
  'src/web/features/jobs/job-sections.tsx',
  'src/web/features/jobs/jobs-page.tsx',
  'src/web/features/jobs/my-jobs-page.tsx',
  'src/web/features/jobs/owner-controls.tsx',
  'src/web/features/jobs/post-job-page.tsx',
  'src/web/features/jobs/posted-time.tsx',
  'src/web/features/jobs/posting-tips.tsx',
  'src/web/features/jobs/review-notice.tsx',
  'src/web/features/jobs/rich-text.tsx',
  'src/web/features/jobs/save-search-dialog.tsx',
  'src/web/features/jobs/save-search-form.tsx',
  'src/web/features/jobs/session-details.tsx',
  'src/web/features/jobs/session-fields.tsx',
  'src/web/features/messages/**/*.tsx',
  'src/web/features/messages/composer.tsx',
  'src/web/features/messages/inbox-list.tsx',
  'src/web/features/messages/messages-link.tsx',
  'src/web/features/messages/messages-page.tsx',
  'src/web/features/methods/**/*.tsx',
  'src/web/features/not-found/**/*.tsx',
  'src/web/features/notifications/**/*.tsx',
  'src/web/features/notifications/notification-bell.tsx',
  'src/web/features/profiles/availability-calendar.tsx',
  'src/web/features/profiles/availability-page.tsx',
  'src/web/features/profiles/block-range-form.tsx',
  'src/web/features/profiles/companies-page.tsx',
  'src/web/features/profiles/company-card.tsx',
  'src/web/features/profiles/company-detail-page.tsx',
  'src/web/features/profiles/company-profile-form.tsx',
  'src/web/features/profiles/company-profile-page.tsx',
  'src/web/features/profiles/contact-dialog.tsx',
  'src/web/features/profiles/content-language-field.tsx',
  'src/web/features/profiles/credential-dialog.tsx',
  'src/web/features/profiles/credentials-editor.tsx',
  'src/web/features/profiles/directory-results.tsx',
  'src/web/features/profiles/facilitation-details.tsx',
  'src/web/features/profiles/facilitation-fields.tsx',
  'src/web/features/profiles/facilitator-card.tsx',
  'src/web/features/profiles/facilitator-detail-page.tsx',
  'src/web/features/profiles/facilitator-filters.tsx',
  'src/web/features/profiles/facilitator-profile-form.tsx',
  'src/web/features/profiles/facilitator-profile-page.tsx',
  'src/web/features/profiles/facilitators-page.tsx',
  'src/web/features/profiles/focus-area-badge.tsx',
  'src/web/features/profiles/invite-dialog.tsx',
  'src/web/features/profiles/invite-form.tsx',
  'src/web/features/profiles/list-editor.tsx',
  'src/web/features/profiles/onboarding-page.tsx',
  'src/web/features/profiles/picture-upload.tsx',
  'src/web/features/profiles/profile-avatar.tsx',
  'src/web/features/profiles/profile-detail-frame.tsx',
  'src/web/features/profiles/profile-form.tsx',
  'src/web/features/profiles/profile-page-layout.tsx',
  'src/web/features/saved/**/*.tsx',
  'src/web/features/static-pages/**/*.tsx',
  'src/web/features/topics/**/*.tsx',
  'src/web/lib/auth.tsx',
  'src/web/lib/form-guard.tsx',
  'src/web/lib/preloadable.tsx',
  'src/web/lib/require-auth.tsx',
  'src/web/lib/rich-text.tsx',
  'src/web/main.tsx',
  'src/web/routes.tsx',
  'src/web/sections.tsx',
];
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
  // text in JSX, nor in the attributes a reader hears or sees. Folders join as they are translated; tested in
  // src/web/translated-text.test.ts.
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
