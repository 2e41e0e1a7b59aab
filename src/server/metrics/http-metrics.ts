import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from './metrics';

/** The code of an error body in the API's shape, `{"error":{"code":"…"`, as serialized. */
const ERROR_CODE = /^\{"error":\{"code":"([A-Z0-9_]{1,64})"/;

/**
 * Counts every response by its route pattern (never the raw address, so the series stay bounded), method
 * and status, with its duration, and every error body by its code. Registered before the compression
 * hook, so that an error body is still JSON text when it is read.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = ERROR_CODE.exec(payload)?.[1];
      if (code) metrics.errors.inc({ code });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      method: request.method,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
