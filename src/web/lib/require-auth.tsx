import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../components/ui/skeleton';
import { useAuth } from './auth';
import { toastError } from './toast';

export type Allow = 'any' | 'company' | 'facilitator' | 'admin';

const DENIED: Record<Exclude<Allow, 'any'>, string> = {
  company: 'Only companies can access this page.',
  facilitator: 'Only facilitators can access this page.',
  admin: 'Only administrators can access this page.',
};

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
 * The route guard: Loading... while auth loads; signed out → toast and
 * /auth (remembering where the visitor was going); wrong account type →
 * toast and /. The server enforces the same rules on every API call.
 */
export function RequireAuth({ allow = 'any', children }: { allow?: Allow; children: ReactNode }) {
  const { user, isLoading, endedByUser } = useAuth();
  const location = useLocation();
  const toasted = useRef(false);
  const denied =
    !!user && allow !== 'any' && (allow === 'admin' ? user.role !== 'admin' : user.userType !== allow);

  useEffect(() => {
    if (isLoading || toasted.current || (!user && endedByUser)) return;
    if (!user) {
      toasted.current = true;
      toastError('Authentication Required', 'You need to sign in to access this page.');
    } else if (denied) {
      toasted.current = true;
      toastError('Access Denied', DENIED[allow as Exclude<Allow, 'any'>]);
    }
  }, [isLoading, user, denied, allow, endedByUser]);

  if (isLoading) return <LoadingState label="Loading..." />;
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
  return <>{children}</>;
}

/** A page behind the guard: `export const Component = guarded('company', DashboardPage);`. */
export function guarded(allow: Allow, Page: ComponentType) {
  return function GuardedPage() {
    return (
      <RequireAuth allow={allow}>
        <Page />
      </RequireAuth>
    );
  };
}
