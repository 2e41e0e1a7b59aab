/**
 * A small in-memory LRU cache with a time-to-live, which also shares one
 * in-flight load between concurrent callers asking for the same key. Failed
 * loads are not cached: the next caller tries again.
 *
 * It lives in the process on purpose: it holds what may be a little stale
 * (answers of the paid job search provider, the size of the job board), so
 * instances behind a load balancer may each keep their own copy without harm.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so that Map order is least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  /** The cached value, or the result of one shared call to `load`, cached when it succeeds (and `keep` agrees). */
  async getOrLoad(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = (async () => {
      try {
        const value = await load();
        if (keep(value)) this.set(key, value);
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, promise);
    return promise;
  }
}
