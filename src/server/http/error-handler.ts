import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

export interface ApiErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * One place turns every thrown error into the API's JSON error shape:
 * validation failures become 400 with field errors, other client errors keep
 * their message, and server errors are logged with details and answered
 * with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const pathParts = params?.issue?.path ?? [];
        const key = pathParts.length
          ? pathParts.map(String).join('.')
          : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid input');
      }
      const first = Object.entries(fieldErrors)[0];
      const message = first ? first[1][0] : 'Invalid input';
      return reply.status(400).send(body('VALIDATION_ERROR', message, fieldErrors));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return reply.status(status).send(body(code, clientMessage(error, status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here. Send JSON.';
    default:
      if (status === 429) return error.message || 'Too many requests. Please wait a moment and try again.';
      return error.message || 'The request could not be processed.';
  }
}

export function body(code: string, message: string, fieldErrors?: Record<string, string[]>): ApiErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}
