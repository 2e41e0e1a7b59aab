import { vi } from 'vitest';
import type { MeResponse } from '../../shared/auth';

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
export const meResponse = (
  userType: MeResponse['user']['userType'],
  user: Partial<MeResponse['user']> = {},
) => ({
  session: { id: 'session-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  user: {
    id: `${userType}-1`,
    email: `${userType}@example.com`,
    name: userType === 'company' ? 'Acme Events' : 'Amara Okafor',
    emailVerified: true,
    userType,
    role: 'user' as const,
    locale: 'en' as const,
    ...user,
  },
  profileComplete: true,
});

/** An error answer in the server's shape. */
export const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });
