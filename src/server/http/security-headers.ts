import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set for these options. They depend on the options
 * only (no per-request nonces here), so helmet runs once, at start-up, against
 * a response that merely records what it is given.
 */
export function buildSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Sends helmet's security headers (CSP, frame, sniffing, referrer, …) on every
 * response. @fastify/helmet rebuilds helmet's middleware from the options
 * (CSP directives included) on every request, a visible share of a small JSON
 * read; the headers are the same each time, so they are computed once here.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = Object.entries(buildSecurityHeaders(options));
  // Where helmet put them: on the raw response at onRequest, so that error answers (404, 400, 5xx)
  // and replies that write the response themselves (the notification stream) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
