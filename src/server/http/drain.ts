import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../health/health.routes';

export interface Drain {
  /** Requests received and not yet answered (or abandoned by their client). */
  readonly inFlight: number;
  /**
   * Resolves true once no request has been in flight for `quietMs`, or false
   * when `timeoutMs` passes first.
   */
  untilQuiet(quietMs: number, timeoutMs: number): Promise<boolean>;
}

const POLL_MS = 20;

/**
 * Counts the requests being served and, once the server is stopping, asks
 * each client to close its connection after the answer. Shutdown waits for a
 * quiet server before it stops listening: closing the listener makes Node
 * drop every connection that has no request under way, including one whose
 * request a busy server had not read yet.
 */
export function registerDrain(app: FastifyInstance, lifecycle: Lifecycle): Drain {
  let inFlight = 0;
  const finished = () => {
    inFlight -= 1;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // 'close' follows both a sent answer and a connection the client gave up.
    reply.raw.once('close', finished);
    if (lifecycle.state === 'stopping') reply.header('connection', 'close');
    done();
  });
  return {
    get inFlight() {
      return inFlight;
    },
    untilQuiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = inFlight === 0 ? Date.now() : Infinity;
      return new Promise((resolve) => {
        const timer = setInterval(() => {
          const now = Date.now();
          if (inFlight > 0) quietSince = Infinity;
          else if (quietSince === Infinity) quietSince = now;
          if (now - quietSince >= quietMs) finish(true);
          else if (now >= deadline) finish(false);
        }, POLL_MS);
        const finish = (quiet: boolean) => {
          clearInterval(timer);
          resolve(quiet);
        };
      });
    },
  };
}
