import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { localizeFieldErrors, localizeMessage } from '../../shared/i18n/keyed-messages';
import type { Locale } from '../../shared/i18n/locales';
import { requestLocale } from '../i18n';
import { em } from './error-messages';
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
 * with a generic message. Every message is answered in the request's language
 * (`requestLocale`): schemas and services give keys (src/shared/i18n/keyed-messages.ts),
 * which become text only here.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const text = (message: string) => localizeMessage(locale, message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const pathParts = params?.issue?.path ?? [];
        const key = pathParts.length
          ? pathParts.map(String).join('.')
          : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        (fieldErrors[key] ??= []).push(text(issue.message ?? em('invalidInput')));
      }
      const first = Object.entries(fieldErrors)[0];
      const message = first ? first[1][0] : text(em('invalidInput'));
      return reply.status(400).send(body('VALIDATION_ERROR', message, fieldErrors));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          body(
            error.code,
            text(error.message),
            error.fieldErrors && localizeFieldErrors(locale, error.fieldErrors),
          ),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL_ERROR', text(em('internal'))));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return reply.status(status).send(body(code, clientMessage(error, status, locale)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('INTERNAL_ERROR', text(em('internal'))));
  });
}

function clientMessage(error: FastifyError, status: number, locale: Locale): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return localizeMessage(locale, em('invalidJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return localizeMessage(locale, em('bodyTooLarge'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return localizeMessage(locale, em('mediaType'));
    default:
      return localizeMessage(
        locale,
        error.message || (status === 429 ? em('tooManyRequests') : em('requestFailed')),
      );
  }
}

export function body(code: string, message: string, fieldErrors?: Record<string, string[]>): ApiErrorBody {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}
