import type { FastifyBaseLogger } from 'fastify';
import { detectContentLanguage } from '../../shared/detect-content-language';
import type { JobSearchParams, JobSearchResult } from '../../shared/job-search';
import { HttpError } from '../http/errors';
import { em } from '../http/error-messages';

const UNKNOWN_ERROR_MESSAGE = em('jobSearch.unknownError');
/** A provider error page can be long; the user only needs the gist. */
const MAX_MESSAGE_LENGTH = 300;

export interface JSearchSettings {
  baseUrl: string;
  apiKey: string;
  host: string;
  timeoutMs: number;
}

/** The provider request: GET {base}/search?query=…&page=1&num_pages=1[&remote_jobs_only=true]. */
function providerRequest(settings: JSearchSettings, params: JobSearchParams) {
  const url = new URL(`${settings.baseUrl.replace(/\/+$/, '')}/search`);
  url.searchParams.set('query', params.location ? `${params.query} in ${params.location}` : params.query);
  url.searchParams.set('page', '1');
  url.searchParams.set('num_pages', '1');
  if (params.remote) url.searchParams.set('remote_jobs_only', 'true');
  const headers = {
    'X-RapidAPI-Key': settings.apiKey,
    'X-RapidAPI-Host': settings.host,
    accept: 'application/json',
  };
  return { url, headers };
}

export interface ProviderResults {
  data: JobSearchResult[];
  /** False when the answer had no data array: shown as no results, but not worth keeping in the cache. */
  complete: boolean;
}

/**
 * Calls the provider and returns its results in our shape. Failures become
 * HttpErrors carrying the messages the search page shows (502, or 504 on timeout); the
 * API key never appears in what is returned or thrown.
 */
export async function searchJSearch(
  settings: JSearchSettings,
  params: JobSearchParams,
  log: FastifyBaseLogger,
): Promise<ProviderResults> {
  const { url, headers } = providerRequest(settings, params);
  const redact = (message: string) =>
    clip(settings.apiKey ? message.split(settings.apiKey).join('[redacted]') : message);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(settings.timeoutMs),
      // A redirect would resend the key header to wherever it points; answer it as an error instead.
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const message = error instanceof Error && error.message ? redact(error.message) : UNKNOWN_ERROR_MESSAGE;
    log.warn(
      { provider: 'jsearch', err: { name: error instanceof Error ? error.name : undefined, message } },
      'job search provider unreachable',
    );
    throw timedOut
      ? new HttpError(504, 'PROVIDER_TIMEOUT', message)
      : new HttpError(502, 'PROVIDER_ERROR', message);
  }

  const body = parseBody(text);
  if (!response.ok) {
    const message = errorMessage(body, text, response);
    log.warn(
      { provider: 'jsearch', status: response.status, message: redact(message) },
      'job search provider answered an error',
    );
    throw new HttpError(502, 'PROVIDER_ERROR', redact(message));
  }
  if (body.kind === 'invalid') {
    log.warn({ provider: 'jsearch', error: body.error }, 'job search provider sent invalid JSON');
    throw new HttpError(502, 'PROVIDER_ERROR', redact(body.error || UNKNOWN_ERROR_MESSAGE));
  }
  const data = (body.value as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    log.warn({ provider: 'jsearch' }, 'job search provider response has no data array; showing no results');
    return { data: [], complete: false };
  }
  return { data: data.filter(isRecord).map(toResult), complete: true };
}

type Body = { kind: 'json'; value: unknown } | { kind: 'invalid'; error: string };

function parseBody(text: string): Body {
  try {
    return { kind: 'json', value: text === '' ? null : JSON.parse(text) };
  } catch (error) {
    return { kind: 'invalid', error: (error as Error).message };
  }
}

/** The body's message if present, or the body if it is a string, otherwise 'API Error: {status} {statusText}'. */
function errorMessage(body: Body, text: string, response: Response): string {
  if (body.kind === 'json') {
    const { value } = body;
    if (isRecord(value) && typeof value.message === 'string' && value.message.trim())
      return value.message.trim();
    if (typeof value === 'string' && value.trim()) return value.trim();
  } else if (text.trim()) {
    return text.trim();
  }
  return `API Error: ${response.status} ${response.statusText}`.trim();
}

function clip(message: string) {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Keeps the fields the page reads, each either of its type or null; nothing else of the provider's goes out. */
function toResult(job: Record<string, unknown>, index: number): JobSearchResult {
  return {
    job_id: str(job.job_id) ?? `result-${index + 1}`,
    job_title: str(job.job_title),
    employer_name: str(job.employer_name),
    employer_logo: httpUrl(job.employer_logo),
    job_city: str(job.job_city),
    job_state: str(job.job_state),
    job_country: str(job.job_country),
    job_is_remote: job.job_is_remote === true,
    job_description: str(job.job_description),
    job_apply_link: httpUrl(job.job_apply_link),
    job_posted_at_datetime_utc: str(job.job_posted_at_datetime_utc),
    content_language: detectContentLanguage(str(job.job_title), str(job.job_description)),
  };
}

/** Only http(s) links reach the page: a `javascript:` URL from a third party must never become an href. */
function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
