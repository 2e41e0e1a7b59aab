import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './components/layout/root-layout';
import { RouteError } from './components/layout/route-error';

/** Every page is its own lazily loaded chunk exporting `Component`. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./features/home/home-page') },
      { path: 'job-search', lazy: () => import('./features/job-search/job-search-page') },
      { path: 'auth', lazy: () => import('./features/auth/auth-page') },
      { path: 'reset-password', lazy: () => import('./features/auth/reset-password-page') },
      { path: 'account/settings', lazy: () => import('./features/auth/account-settings-page') },
      { path: 'onboarding', lazy: () => import('./features/profiles/onboarding-page') },
      { path: 'post-job', lazy: () => import('./features/jobs/post-job-page') },
      { path: 'jobs', lazy: () => import('./features/jobs/jobs-page') },
      { path: 'jobs/:id', lazy: () => import('./features/jobs/job-detail-page') },
      { path: 'jobs/:id/edit', lazy: () => import('./features/jobs/edit-job-page') },
      { path: 'focus-areas', lazy: () => import('./features/topics/focus-areas-page') },
      { path: 'topics/:slug', lazy: () => import('./features/topics/topic-page') },
      { path: 'facilitators', lazy: () => import('./features/profiles/facilitators-page') },
      { path: 'facilitators/:id', lazy: () => import('./features/profiles/facilitator-detail-page') },
      { path: 'companies', lazy: () => import('./features/profiles/companies-page') },
      { path: 'companies/:id', lazy: () => import('./features/profiles/company-detail-page') },
      { path: 'company/dashboard', lazy: () => import('./features/applications/company-dashboard-page') },
      { path: 'company/jobs', lazy: () => import('./features/jobs/my-jobs-page') },
      { path: 'company/jobs/:id/applicants', lazy: () => import('./features/applications/applicants-page') },
      { path: 'company/profile', lazy: () => import('./features/profiles/company-profile-page') },
      {
        path: 'facilitator/dashboard',
        lazy: () => import('./features/applications/facilitator-dashboard-page'),
      },
      { path: 'facilitator/profile', lazy: () => import('./features/profiles/facilitator-profile-page') },
      {
        path: 'facilitator/applications',
        lazy: () => import('./features/applications/my-applications-page'),
      },
      { path: 'notifications', lazy: () => import('./features/notifications/notifications-page') },
      { path: 'request-access', lazy: () => import('./features/access-requests/request-access-page') },
      {
        path: 'admin/access-requests',
        lazy: () => import('./features/access-requests/admin-access-requests-page'),
      },
      {
        path: 'resources/effective-job-posting',
        lazy: () => import('./features/static-pages/posting-guide-page'),
      },
      { path: 'terms', lazy: () => import('./features/static-pages/terms-page') },
      { path: 'privacy', lazy: () => import('./features/static-pages/privacy-page') },
      { path: 'legal', lazy: () => import('./features/static-pages/legal-page') },
      { path: 'about', lazy: () => import('./features/static-pages/about-page') },
      { path: '*', lazy: () => import('./features/not-found/not-found-page') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
