import { translate } from '../../shared/i18n/catalogue';
import { commonMessages } from './common-messages';
import { pageLocale } from './i18n';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null | string[]>;

function toQueryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls our JSON API; every non-2xx answer becomes an ApiError carrying the server's message. */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${path}${toQueryString(options.query)}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      // The server words its errors in the page's language, whatever the browser prefers.
      headers: {
        'accept-language': pageLocale(),
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', translate(pageLocale(), commonMessages, 'networkError'));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const error = (
      data as { error?: { code?: string; message?: string; fieldErrors?: Record<string, string[]> } }
    )?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'HTTP_ERROR',
      error?.message ??
        (typeof data === 'string' && data
          ? data
          : translate(pageLocale(), commonMessages, 'requestFailed', { status: response.status })),
      error?.fieldErrors,
    );
  }
  return data as T;
}

/** The server answered 404: what was asked for does not exist, or is not the caller's to see. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
