import type { FastifyRequest } from 'fastify';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileMessagesWith } from '../shared/i18n/catalogue';
import { negotiateLocale, type Locale } from '../shared/i18n/locales';

// The server imports the catalogue files as they are (tsx runs it without the web build's compiler):
// each message is compiled on its first use, and kept (Lingui compiles a raw message on every call).
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
compileMessagesWith((message) => {
  let result = compiled.get(message);
  if (result === undefined) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
});

/**
 * The language an API request is answered in: the one its Accept-Language names first among ours (the web
 * app sends the page's language), else English. Pages take theirs from the URL, never from this header.
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  negotiateLocale(request.headers['accept-language']);
