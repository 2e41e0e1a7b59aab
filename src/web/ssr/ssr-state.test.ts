import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { plainErrors, reviveErrors, scriptJson, toPlainError } from './ssr-state';

/** A state as the server writes it (entry-server.tsx): errors made plain, then through JSON. */
function sentThroughScript(state: DehydratedState): DehydratedState {
  return JSON.parse(scriptJson(plainErrors(state))) as DehydratedState;
}

async function failedQuery(client: QueryClient, key: string, error: unknown) {
  await client
    .fetchQuery({
      queryKey: [key],
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);
}

describe('toPlainError and reviveErrors', () => {
  it('bring an ApiError back with its status, code and message after JSON', async () => {
    const server = new QueryClient();
    await failedQuery(server, 'gone', new ApiError(410, 'GONE', 'This job is no longer available.'));
    server.setQueryData(['ok'], { title: 'Retro lead' });
    const state = sentThroughScript(
      dehydrate(server, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
      }),
    );

    const browser = new QueryClient();
    hydrate(browser, reviveErrors(state));
    const gone = browser.getQueryState(['gone']);
    expect(gone?.status).toBe('error');
    expect(gone?.error).toBeInstanceOf(ApiError);
    expect(gone?.error).toMatchObject({
      status: 410,
      code: 'GONE',
      message: 'This job is no longer available.',
    });
    expect(gone?.fetchFailureReason).toBeInstanceOf(ApiError);
    expect(browser.getQueryState(['ok'])?.error).toBeNull();
    expect(browser.getQueryData(['ok'])).toEqual({ title: 'Retro lead' });
  });

  it('turn any other failure into an internal ApiError, and no failure into null', () => {
    expect(toPlainError(new Error('socket hang up'))).toEqual({
      apiError: { status: 500, code: 'INTERNAL', message: 'Error: socket hang up' },
    });
    expect(toPlainError(null)).toBeNull();
    expect(toPlainError(undefined)).toBeNull();
  });
});

describe('scriptJson', () => {
  it('leaves no angle bracket that could close the script, and parses back to the same value', () => {
    const value = { html: '</script><script>alert(1)</script>', nested: ['<!--', 'a<b'] };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual(value);
  });
});
