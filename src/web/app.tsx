import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider, type SessionResponse } from './lib/auth';
import { CookieBannerDefault } from './components/layout/cookie-banner';
import { RenderedAtContext } from './lib/hydration';
import { LocaleProvider } from './lib/i18n';
import type { Locale } from '../shared/i18n/locales';

/**
 * Everything around the router, alike on the server (entry-server.tsx) and in the browser
 * (main.tsx): the two trees must match for hydration.
 */
export function AppProviders({
  locale,
  queryClient,
  session,
  cookieBanner,
  renderedAt,
  children,
}: {
  /** The page's language, from its URL. */
  locale: Locale;
  queryClient: QueryClient;
  /** The session the server rendered with; undefined: not known yet (a page the browser renders). */
  session?: SessionResponse;
  /** Whether the server drew the cookie banner; undefined: the browser reads its cookie. */
  cookieBanner?: boolean;
  /** When the server rendered the page (its clock); undefined: a page the browser renders. */
  renderedAt?: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <LocaleProvider value={locale}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider initial={session}>
            <RenderedAtContext value={renderedAt}>
              <CookieBannerDefault value={cookieBanner}>{children}</CookieBannerDefault>
            </RenderedAtContext>
          </AuthProvider>
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
