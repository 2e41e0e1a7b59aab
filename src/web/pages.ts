import type { Guard } from './lib/require-auth';

/**
 * Every page of the app: its URL pattern (React Router syntax), its module
 * under `features/`, which is loaded lazily and exports `Component`, and who
 * may open it.
 *
 * Plain data on purpose: the router is built from it (routes.tsx), and the
 * web build reads it (scripts/build-web.ts) to list what each page needs
 * first, which the server turns into preload tags in the page's HTML: the
 * page's code and data then download alongside the entry script instead of
 * one after the other.
 */
export const PAGES = [
  { path: '/', module: 'home/home-page', ssr: true },
  { path: '/job-search', module: 'job-search/job-search-page', ssr: true },
  { path: '/auth', module: 'auth/auth-page' },
  { path: '/reset-password', module: 'auth/reset-password-page' },
  { path: '/account/settings', module: 'auth/account-settings-page', guard: 'signed-in' },
  { path: '/account/email/confirm/:token', module: 'auth/confirm-email-change-page' },
  { path: '/onboarding', module: 'profiles/onboarding-page', guard: 'signed-in' },
  { path: '/post-job', module: 'jobs/post-job-page', guard: 'company' },
  { path: '/jobs', module: 'jobs/jobs-page', ssr: true },
  { path: '/jobs/:id', module: 'jobs/job-detail-page', ssr: true },
  { path: '/jobs/:id/edit', module: 'jobs/edit-job-page', guard: 'company' },
  { path: '/jobs/:id/preview', module: 'jobs/job-preview-page', guard: 'company' },
  { path: '/jobs/:id/extend', module: 'jobs/extend-job-page', guard: 'company' },
  { path: '/focus-areas', module: 'topics/focus-areas-page', ssr: true },
  { path: '/methods', module: 'methods/methods-page', ssr: true },
  { path: '/topics/:slug', module: 'topics/topic-page', paramModule: '../shared/topics/:slug', ssr: true },
  { path: '/facilitators', module: 'profiles/facilitators-page', ssr: true },
  { path: '/facilitators/:id', module: 'profiles/facilitator-detail-page', ssr: true },
  { path: '/companies', module: 'profiles/companies-page', ssr: true },
  { path: '/companies/:id', module: 'profiles/company-detail-page', ssr: true },
  { path: '/company/dashboard', module: 'applications/company-dashboard-page', guard: 'company' },
  { path: '/company/jobs', module: 'jobs/my-jobs-page', guard: 'company' },
  { path: '/company/jobs/:id/applicants', module: 'applications/applicants-page', guard: 'company' },
  { path: '/company/jobs/:id/insights', module: 'insights/job-insights-page', guard: 'company' },
  { path: '/company/profile', module: 'profiles/company-profile-page', guard: 'company' },
  { path: '/facilitator/dashboard', module: 'applications/facilitator-dashboard-page', guard: 'facilitator' },
  { path: '/facilitator/profile', module: 'profiles/facilitator-profile-page', guard: 'facilitator' },
  { path: '/facilitator/availability', module: 'profiles/availability-page', guard: 'facilitator' },
  { path: '/facilitator/applications', module: 'applications/my-applications-page', guard: 'facilitator' },
  { path: '/facilitator/insights', module: 'insights/facilitator-insights-page', guard: 'facilitator' },
  { path: '/facilitator/saved', module: 'saved/saved-jobs-page', guard: 'facilitator' },
  { path: '/facilitator/alerts', module: 'saved/alerts-page', guard: 'signed-in' },
  { path: '/company/saved', module: 'saved/saved-facilitators-page', guard: 'company' },
  { path: '/company/organisation', module: 'organisations/organisation-page', guard: 'company' },
  {
    path: '/company/organisation/decline-messages',
    module: 'declines/decline-templates-page',
    guard: 'company',
  },
  { path: '/join/:token', module: 'organisations/join-page' },
  { path: '/alerts/unsubscribe/:token', module: 'saved/unsubscribe-page' },
  { path: '/notifications', module: 'notifications/notifications-page', guard: 'signed-in' },
  { path: '/messages', module: 'messages/messages-page', guard: 'signed-in' },
  { path: '/messages/:id', module: 'messages/messages-page', guard: 'signed-in' },
  { path: '/engagements', module: 'engagements/engagements-page', guard: 'signed-in' },
  { path: '/engagements/:id', module: 'engagements/engagement-page', guard: 'signed-in' },
  { path: '/engagements/:id/review', module: 'reviews/review-page', guard: 'signed-in' },
  { path: '/engagements/:id/follow-up', module: 'follow-ups/follow-up-page', guard: 'signed-in' },
  { path: '/references/:token', module: 'references/reference-page', ssr: true },
  { path: '/request-access', module: 'access-requests/request-access-page' },
  { path: '/admin', module: 'admin/overview-page', guard: 'admin' },
  { path: '/admin/moderation', module: 'admin/moderation-page', guard: 'admin' },
  { path: '/admin/access-requests', module: 'admin/access-requests-page', guard: 'admin' },
  { path: '/admin/audit-log', module: 'admin/audit-log-page', guard: 'admin' },
  { path: '/admin/reports', module: 'admin/reports-page', guard: 'admin' },
  { path: '/admin/engagements', module: 'admin/engagements-page', guard: 'admin' },
  { path: '/admin/users', module: 'admin/users-page', guard: 'admin' },
  { path: '/admin/organisations', module: 'admin/organisations-page', guard: 'admin' },
  { path: '/admin/credentials', module: 'admin/credentials-page', guard: 'admin' },
  { path: '/admin/exchange-rates', module: 'admin/exchange-rates-page', guard: 'admin' },
  { path: '/resources/effective-job-posting', module: 'static-pages/posting-guide-page', ssr: true },
  { path: '/terms', module: 'static-pages/terms-page', ssr: true },
  { path: '/privacy', module: 'static-pages/privacy-page', ssr: true },
  { path: '/legal', module: 'static-pages/legal-page', ssr: true },
  { path: '/review-guidelines', module: 'static-pages/review-guidelines-page', ssr: true },
  { path: '/about', module: 'static-pages/about-page', ssr: true },
  { path: '*', module: 'not-found/not-found-page', ssr: true },
] as const satisfies readonly Page[];

export interface Page {
  /** '/' is the index route, '*' the not-found page; ':name' segments are parameters. */
  path: string;
  /** Path under src/web/features without the .tsx extension. */
  module: string;
  /**
   * API GETs the page starts with, exactly as it requests them (':name' is the URL's parameter).
   * Only for a page whose first paint waits for them; every page's /api/me is in index.html.
   */
  data?: readonly string[];
  /**
   * The modules the page imports by its URL parameter before it renders, relative to src/web without
   * the extension ('../shared/topics/:slug': the guide a topic page shows). Each is a chunk named after
   * its file, which the page's HTML preloads for the URL with that value ('/topics/design-thinking'); one
   * in a language's folder ('../shared/topics/de/design-thinking.json') only on that language's page.
   */
  paramModule?: string;
  /**
   * A public page: the server renders its HTML, with its data, and the browser hydrates it
   * (src/web/entry-server.tsx). The other pages need a signed-in user and render in the browser.
   */
  ssr?: boolean;
  /**
   * Who may open the page: any signed-in user, or only a company, a facilitator or an admin; without it,
   * anyone. The pages of one guard are a section that a layout route guards once (routes.tsx).
   */
  guard?: Guard;
}

/** The source file of a page's module, relative to src/web (as import.meta.glob keys it). */
export const pageFile = (page: Page) => `./features/${page.module}.tsx`;
