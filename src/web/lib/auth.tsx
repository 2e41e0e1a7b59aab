import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse } from '../../shared/auth';
import type { AccountType } from '../../shared/constants';
import type { OrgRole } from '../../shared/organisation-roles';
import { api } from './api';

/** The organisation a company-side person acts for, and their role in it (null: they belong to none). */
export interface ActingOrganisation {
  id: string;
  name: string;
  role: OrgRole;
}

/** The signed-in user; `organisation` is only there for company-side people (and from servers that send it). */
export type SessionUser = MeResponse['user'] & { organisation?: ActingOrganisation | null };

export interface Session {
  id: string;
  expiresAt: string;
}

export interface AuthState {
  session: Session | null;
  user: SessionUser | null;
  userType: AccountType | null;
  /** Whether the signed-in user has completed onboarding. */
  profileComplete: boolean;
  /** True once this tab ended the session itself (logout, account deletion): guards then leave navigation to the caller. */
  endedByUser: boolean;
  /** Forget the session locally after the server ended it (e.g. account deletion). */
  endSession(): void;
  /** True until the first session check (which includes the user type) has finished. */
  isLoading: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const CHANNEL = 'facilitatorhub-auth';
/** While the tab is visible, re-check the session this often; the server renews it on use. */
const REFRESH_INTERVAL_MS = 30_000;

/** What GET /api/me answers: the session, the user and the profile state, or null when signed out. */
export type SessionResponse = (Omit<MeResponse, 'user'> & { user: SessionUser; session: Session }) | null;

/**
 * `initial` is the visitor's session as the server saw it when it rendered the page (null: signed
 * out), so that the page hydrates as it was rendered; without it the session is loading until
 * GET /api/me answers.
 */
export function AuthProvider({ children, initial }: { children: ReactNode; initial?: SessionResponse }) {
  const [state, setState] = useState<{
    session: Session | null;
    user: SessionUser | null;
    profileComplete: boolean;
    isLoading: boolean;
    endedByUser: boolean;
  }>(() => ({
    session: initial?.session ?? null,
    user: initial?.user ?? null,
    profileComplete: initial?.profileComplete ?? false,
    isLoading: initial === undefined,
    endedByUser: false,
  }));

  const refresh = useCallback(async () => {
    try {
      // One call returns the session, the user with its type, and the profile state.
      const data = await api<SessionResponse>('/api/me');
      setState((prev) => ({
        session: data?.session ?? null,
        user: data?.user ?? null,
        profileComplete: data?.profileComplete ?? false,
        isLoading: false,
        endedByUser: data ? false : prev.endedByUser,
      }));
    } catch {
      // A failed lookup is only logged; the visitor is treated as signed out.
      setState((prev) => ({ ...prev, isLoading: false }));
    }
  }, []);

  // The session the server rendered with is current: the first check is only needed without it.
  const knownAtStart = initial !== undefined;
  useEffect(() => {
    if (!knownAtStart) void refresh();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = () => void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      channel?.close();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, knownAtStart]);

  const endSession = useCallback(() => {
    setState({ session: null, user: null, profileComplete: false, isLoading: false, endedByUser: true });
    broadcastAuthChange();
  }, []);

  const signOut = useCallback(async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
    endSession();
  }, [endSession]);

  const value = useMemo<AuthState>(
    () => ({ ...state, userType: state.user?.userType ?? null, refresh, signOut, endSession }),
    [state, refresh, signOut, endSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Tells the other open tabs that the user signed in or out. */
export function broadcastAuthChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** Where an account belongs once signed in: its dashboard, or the admin console for the operator's staff. */
export const ACCOUNT_HOME: Record<AccountType, string> = {
  company: '/company/dashboard',
  facilitator: '/facilitator/dashboard',
  staff: '/admin',
};
