import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TrackAppPath } from '../../lib/app-path';
import { MarkInteractive, useHydrated } from '../../lib/hydration';
import { LoadingState } from '../ui/skeleton';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { VerifyEmailBanner } from './verify-email-banner';
import { layoutMessages } from './messages';
import { useT } from '../../lib/i18n';

const Toaster = lazy(() => import('./toaster'));
// Offered only once hydrated, to a visitor whose browser prefers another of our languages.
const LanguageSuggestion = lazy(() => import('./language-suggestion'));

/**
 * What is mounted once hydration is over: the toasts (they only ever follow something done in the browser)
 * and the language suggestion (the server cannot know the browser's languages). A component of its own,
 * so that the render after hydration redraws this, not the whole page.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function RootLayout() {
  const navigation = useNavigation();
  const t = useT(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col">
      {/* Before the page: it records where the app was before a job page or profile counts its view. */}
      <TrackAppPath />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <AfterHydration>
        <LanguageSuggestion />
      </AfterHydration>
      <CookieBanner />
      <VerifyEmailBanner />
      {navigation.state === 'loading' ? (
        <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-indigo-600" />
      ) : null}
      {/* At least a screen tall, so that the footer starts below the fold and a page whose content
          arrives later does not push it down in view (a layout shift). */}
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
          {/* Inside the page's boundary: hydration reaches it after the shell, and the mark waits for it. */}
          <MarkInteractive />
        </Suspense>
      </main>
      <Footer />
      <AfterHydration>
        <Toaster />
      </AfterHydration>
      <ScrollRestoration />
    </div>
  );
}
