import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, preferredEncoding, type CachedPage } from './page-cache';

const page = (document: string, data = '[]'): CachedPage => ({
  data,
  status: 200,
  document,
});

function cacheAt(options: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number } = {}) {
  const clock = { ms: 0 };
  const cache = new PageCache({
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes ?? 1_000_000,
    maxAgeMs: options.maxAgeMs ?? 1000,
    now: () => clock.ms,
  });
  return { cache, clock };
}

describe('PageCache', () => {
  it('answers a kept page until it is as old as the age limit', () => {
    const { cache, clock } = cacheAt({ maxAgeMs: 1000 });
    cache.set('a', page('<p>a</p>'));
    clock.ms = 999;
    expect(cache.get('a')?.document).toBe('<p>a</p>');
    clock.ms = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the least recently used page beyond the number of pages', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.document).toBe('a');
    expect(cache.get('c')?.document).toBe('c');
  });

  it('drops the least recently used pages beyond the bytes, counting the answers and the compressed copies', () => {
    const { cache } = cacheAt({ maxBytes: 250 });
    const first = cache.set('a', page('x'.repeat(100)));
    cache.set('b', page('y'.repeat(100)));
    expect(cache.size.entries).toBe(2);
    // The identity copy of the first page (100 bytes more) pushes the total over the bound: the older one goes.
    cache.get('b');
    cache.encoded(first, 'identity');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.document).toBe('y'.repeat(100));
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
  });

  it('replaces the page under a key and forgets a deleted one', () => {
    const { cache } = cacheAt();
    cache.set('a', page('old'));
    cache.set('a', page('new'));
    expect(cache.get('a')?.document).toBe('new');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('compresses a page once per encoding, into bytes that decompress to its document', () => {
    const { cache } = cacheAt();
    const document = `<!doctype html>${'<svg><path d="M0 0h24v24H0z"/></svg>'.repeat(50)}`;
    const kept = cache.set('a', page(document));
    const br = cache.encoded(kept, 'br');
    expect(cache.encoded(kept, 'br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(document);
    expect(zlib.gunzipSync(cache.encoded(kept, 'gzip')).toString()).toBe(document);
    expect(cache.encoded(kept, 'identity').toString()).toBe(document);
  });

  it('does not keep the copies of a page that was replaced meanwhile', () => {
    const { cache } = cacheAt();
    const old = cache.set('a', page('old'));
    cache.set('a', page('new'));
    const before = cache.size.bytes;
    expect(cache.encoded(old, 'identity').toString()).toBe('old');
    expect(cache.size.bytes).toBe(before);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('answers %s with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
