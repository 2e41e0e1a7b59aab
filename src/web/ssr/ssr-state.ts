import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import type { SessionResponse } from '../lib/auth';

/** The id of the <script type="application/json"> that carries a server-rendered page's state. */
export const SSR_STATE_ID = 'ssr-state';

/** What a server-rendered page hands to the browser that hydrates it. */
export interface SsrState {
  /** The page's queries, answered (or failed) as the server rendered them. */
  queries: DehydratedState;
  /** The visitor's session as the server saw it (null: signed out). */
  session: SessionResponse;
  /** Whether the cookie banner was drawn (no consent cookie yet). */
  cookieBanner: boolean;
  /** When the server rendered the page, by its clock (ISO 8601): hydration draws the same dates. */
  renderedAt: string;
}

interface PlainApiError {
  apiError: { status: number; code: string; message: string };
}

/** An ApiError as JSON (an Error's message does not survive JSON.stringify). */
export function toPlainError(error: unknown): PlainApiError | null {
  if (error instanceof ApiError)
    return { apiError: { status: error.status, code: error.code, message: error.message } };
  return error === null || error === undefined
    ? null
    : { apiError: { status: 500, code: 'INTERNAL', message: String(error) } };
}

/** The state with each query's error and failure reason converted. */
const mapQueryErrors = (state: DehydratedState, convert: (error: unknown) => unknown): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      error: convert(query.state.error) as never,
      fetchFailureReason: convert(query.state.fetchFailureReason) as never,
    },
  })),
});

/** A dehydrated state whose queries' errors are made plain, to go through JSON (reviveErrors undoes it). */
export const plainErrors = (state: DehydratedState) => mapQueryErrors(state, toPlainError);

/** The ApiErrors of a dehydrated state back as ApiErrors, which the pages tell apart (404, 410). */
export const reviveErrors = (state: DehydratedState) =>
  mapQueryErrors(state, (value) => {
    const plain = (value as PlainApiError | null)?.apiError;
    return plain ? new ApiError(plain.status, plain.code, plain.message) : null;
  });

/** JSON safe inside <script>: no '<' that could close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
