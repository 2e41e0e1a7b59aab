import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries after the TTL', () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 100, now: () => now });
    cache.set('a', 'A');
    now += 99;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new TtlCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('shares one load between concurrent callers and caches only successes', async () => {
    const cache = new TtlCache<number>({ maxEntries: 10, ttlMs: 60_000 });
    let calls = 0;
    const load = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return calls;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1]);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(calls).toBe(1);

    let failures = 0;
    const failing = async (): Promise<number> => {
      failures += 1;
      throw new Error('boom');
    };
    await expect(cache.getOrLoad('bad', failing)).rejects.toThrow('boom');
    await expect(cache.getOrLoad('bad', failing)).rejects.toThrow('boom');
    expect(failures).toBe(2);
  });

  it('does not keep a value that `keep` rejects', async () => {
    const cache = new TtlCache<number>({ maxEntries: 10, ttlMs: 60_000 });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.getOrLoad('k', load, () => false)).toBe(1);
    expect(await cache.getOrLoad('k', load, () => false)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
