import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Lets `task` finish after the response; a failure is logged, never thrown at the caller. */
  run(task: Promise<unknown>, what: string): void;
  /** Resolves once every task started so far has settled, or after `timeoutMs`. */
  idle(timeoutMs?: number): Promise<void>;
}

/**
 * Work a request starts but must not wait for, such as mail: a response that
 * waits for the SMTP server tells a stranger, by its timing, whether an email
 * address has an account. Shutdown waits for what is still running.
 */
export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task, what) {
      const tracked = task.catch((error: unknown) => log.error({ err: error }, `${what} failed`));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    async idle(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    },
  };
}
