import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/skeleton';
import { translator } from '../../shared/i18n/catalogue';
import type { Locale } from '../../shared/i18n/locales';
import { useAuth } from './auth';
import { useLocale } from './i18n';
import { toastError } from './toast';

/** Who may open a section of pages: any signed-in user, or only one kind of account. */
export type Guard = 'signed-in' | 'company' | 'facilitator' | 'admin';

/** Shows the guard's toast, its words loaded with it (they stay out of the initial JS). */
function toastGuard(locale: Locale, refusal: 'sign-in' | Exclude<Guard, 'signed-in'>) {
  void import('./auth-guard-messages').then(({ authGuardMessages }) => {
    const t = translator(locale, authGuardMessages);
    if (refusal === 'sign-in') toastError(t('signInTitle'), t('signInMessage'));
    else toastError(t('deniedTitle'), t(`denied.${refusal}`));
  });
}

/**
 * The sign-in page, coming back to `returnTo` (a path of this site, with its query) once signed in: a plain
 * link, so that it works before the page's scripts run and survives a full page load.
 */
export const signInHref = (returnTo: string) => `/auth?${new URLSearchParams({ returnTo }).toString()}`;

/** Where the guard remembers the page a signed-out visitor wanted. */
export interface FromState {
  from?: { pathname: string; search?: string };
}

/**
 * The guard of a section of pages, as its layout route (routes.tsx): Loading... while auth loads; signed
 * out → toast and /auth (remembering where the visitor was going); wrong account type → toast and /.
 * The server enforces the same rules on every API call.
 */
export function RequireAuth({ allow }: { allow: Guard }) {
  const { user, isLoading, endedByUser } = useAuth();
  const location = useLocation();
  const locale = useLocale();
  const toasted = useRef(false);
  const denied =
    !!user && allow !== 'signed-in' && (allow === 'admin' ? user.role !== 'admin' : user.userType !== allow);

  useEffect(() => {
    if (isLoading || toasted.current || (!user && endedByUser)) return;
    if (!user) {
      toasted.current = true;
      toastGuard(locale, 'sign-in');
    } else if (denied) {
      toasted.current = true;
      toastGuard(locale, allow as Exclude<Guard, 'signed-in'>);
    }
  }, [isLoading, user, denied, allow, endedByUser, locale]);

  if (isLoading) return <LoadingState />;
  // The user just logged out or deleted the account here: the flow that did it navigates away.
  if (!user && endedByUser) return null;
  if (!user)
    return (
      <Navigate
        to="/auth"
        replace
        state={{ from: { pathname: location.pathname, search: location.search } } satisfies FromState}
      />
    );
  if (denied) return <Navigate to="/" replace />;
  return <Outlet />;
}
