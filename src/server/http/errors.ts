import type { z } from 'zod';

/** An error whose message is safe to show to the client. Routes throw these; the error handler answers them. */
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
  return badRequest(error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}
export const unauthorized = (message = 'You need to sign in to do this.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
/** The thing existed but is gone for good (a job an admin hid). */
export const gone = (message: string) => new HttpError(410, 'GONE', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'TOO_MANY_REQUESTS', message);
/** A client's budget of a rate limit is spent; it renews in `ttlMs`. */
export const rateLimitSpent = (ttlMs: number) =>
  tooManyRequests(`Too many requests. Please try again in ${Math.ceil(ttlMs / 1000)} seconds.`);
