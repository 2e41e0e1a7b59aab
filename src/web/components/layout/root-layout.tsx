import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { MarkInteractive, useHydrated } from '../../lib/hydration';
import { LoadingState } from '../ui/skeleton';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { VerifyEmailBanner } from './verify-email-banner';

const Toaster = lazy(() => import('./toaster'));

/**
 * The toasts, mounted once hydration is over (they only ever follow something done in the browser).
 * A component of its own, so that the render after hydration redraws this, not the whole page.
 */
function ToasterAfterHydration() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
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
      <ToasterAfterHydration />
      <ScrollRestoration />
    </div>
  );
}
