import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeResponse } from '../../shared/auth';
import type { UserType } from '../../shared/constants';
import { api } from './api';

export type SessionUser = MeResponse['user'];

export interface Session {
  id: string;
  expiresAt: string;
}

export interface AuthState {
  session: Session | null;
  user: SessionUser | null;
  userType: UserType | null;
  /** Whether the signed-in user has completed onboarding. */
  profileComplete: boolean;
  /** True until the first session check (which includes the user type) has finished. */
  isLoading: boolean;
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
const CHANNEL = 'facilitatorhub-auth';
/** While the tab is visible, re-check the session this often; the server renews it on use. */
const REFRESH_INTERVAL_MS = 30_000;

type SessionResponse = (MeResponse & { session: Session }) | null;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ session: Session | null; user: SessionUser | null; profileComplete: boolean; isLoading: boolean }>({
    session: null,
    user: null,
    profileComplete: false,
    isLoading: true,
  });

  const refresh = useCallback(async () => {
    try {
      // One call returns the session, the user with its type, and the profile state (spec §4 "Auth loading").
      const data = await api<SessionResponse>('/api/me');
      setState({ session: data?.session ?? null, user: data?.user ?? null, profileComplete: data?.profileComplete ?? false, isLoading: false });
    } catch {
      // A failed lookup is only logged (spec §8); the visitor is treated as signed out.
      setState((prev) => ({ ...prev, isLoading: false }));
    }
  }, []);

  useEffect(() => {
    void refresh();
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
  }, [refresh]);

  const signOut = useCallback(async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {} });
    setState({ session: null, user: null, profileComplete: false, isLoading: false });
    broadcastAuthChange();
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...state, userType: state.user?.userType ?? null, refresh, signOut }),
    [state, refresh, signOut],
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
