/**
 * Checks shared by the requests that need the same one at the same time: the check of a cached page's
 * answers (page-cache.ts) that every request for the page would otherwise run on its own. A request
 * joins the next check to start, never one already under way, whose reads may have been made before
 * the request came (before a job was closed, say): what a request is told was checked after it
 * arrived. Under a burst for one page, the API is then read about once per check's duration, not
 * once per request.
 */
export class NextCheck<Key extends object> {
  private readonly running = new WeakMap<Key, Promise<boolean>>();
  private readonly queued = new WeakMap<Key, Promise<boolean>>();

  /** The result of a run of `check` for `key` that starts now or once the one under way has ended. */
  run(key: Key, check: () => Promise<boolean>): Promise<boolean> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key, check);
    const next = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued.delete(key);
        return this.start(key, check);
      });
    this.queued.set(key, next);
    return next;
  }

  private start(key: Key, check: () => Promise<boolean>): Promise<boolean> {
    const run: Promise<boolean> = check().finally(() => {
      if (this.running.get(key) === run) this.running.delete(key);
    });
    this.running.set(key, run);
    return run;
  }
}
