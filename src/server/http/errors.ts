import type { z } from 'zod';
import { em } from './error-messages';

/**
 * An error whose message is safe to show to the client. Routes and services throw these; the error handler
 * answers them. The message (and each field error) is a key of errors.json (`em`) or validation.json (`vm`),
 * answered in the request's language; plain text is answered as it is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, 'BAD_REQUEST', message, fieldErrors);
/** A 400 for input a route checks itself (beyond its schema): the first message, and every field's. */
export function validationError(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  return badRequest(error.issues[0]?.message ?? em('invalidInput'), fieldErrors);
}
export const unauthorized = (message = em('unauthorized')) => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = em('forbidden')) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = em('notFound')) => new HttpError(404, 'NOT_FOUND', message);
/** The thing existed but is gone for good (a job an admin hid); `code` tells a reader's page why. */
export const gone = (message: string, code = 'GONE') => new HttpError(410, code, message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);
/** A client's budget of a rate limit is spent; it renews in `ttlMs`. */
export const rateLimitSpent = (ttlMs: number) =>
  tooManyRequests(em('rateLimited', { seconds: Math.ceil(ttlMs / 1000) }));
