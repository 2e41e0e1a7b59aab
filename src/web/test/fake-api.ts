import { vi } from 'vitest';
import type { MeResponse } from '../../shared/auth';
import type { Page } from '../../shared/pagination';
import type { SessionUser } from '../lib/auth';

export interface ApiCall {
  method: string;
  /** Path and query, as the api client requested it. */
  url: string;
  /** The JSON body, parsed. */
  body: unknown;
}

/**
 * Replaces `fetch` (what the api client calls) with `respond`; answers the list of calls made,
 * oldest first. Undo with `vi.unstubAllGlobals()` after each test.
 */
export function stubFetch(respond: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

/** The answer of GET /api/me for a signed-in, onboarded user. */
export const meResponse = (userType: MeResponse['user']['userType'], user: Partial<SessionUser> = {}) => ({
  session: { id: 'session-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  user: {
    id: `${userType}-1`,
    email: `${userType}@example.com`,
    name: userType === 'company' ? 'Acme Events' : 'Amara Okafor',
    emailVerified: true,
    userType,
    role: 'user' as const,
    locale: 'en' as const,
    organisation:
      userType === 'company' ? { id: `${userType}-1`, name: 'Acme Events', role: 'owner' as const } : null,
    ...user,
  },
  profileComplete: true,
});

/** An error answer in the server's shape. */
export const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

/** A list endpoint's answer that holds all of `items` on its only page. */
export const onePageResponse = <T>(items: T[]) =>
  Response.json({ items, page: 1, pageSize: 20, total: items.length, totalPages: 1 } satisfies Page<T>);

/**
 * Holds fake answers back while a test looks at the pending state: after `hold()`, every answer that
 * passes through `pass()` waits until `release()` lets the latest one go.
 */
export function answerGate() {
  let holding = false;
  let open: () => void = () => undefined;
  return {
    hold: () => {
      holding = true;
    },
    // Also before the request came: it then passes at once.
    release: () => {
      holding = false;
      open();
    },
    pass: async () => {
      if (holding) await new Promise<void>((resolve) => (open = resolve));
    },
  };
}
