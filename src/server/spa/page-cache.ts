import zlib from 'node:zlib';

/**
 * The rendered public pages of signed-out visitors, kept so that a page asked for again is not drawn
 * again: a render and its compression cost several times the page's data. A request still loads the
 * page's data (decision 032); the kept page, with the head and status its render reported, is served only
 * when those answers are the ones it was drawn from, so a closed or edited job is drawn anew at once,
 * whoever changed it and on whichever instance. What the answers do not carry, the clock ("Posted today") and the query
 * state's fetch time that the browser's staleness counts from, is bounded by the age limit.
 */

/** The encodings a cached page is kept compressed in; other requests go through the compression hook. */
export type PageEncoding = 'br' | 'gzip';

export interface CachedPage {
  /** The answers the page was drawn from, as JSON. */
  data: string;
  status: number;
  /** The whole HTML document as sent. */
  document: string;
}

interface Entry extends CachedPage {
  key: string;
  renderedAt: number;
  /** The document's bytes, as they are and compressed per encoding, made when first asked for. */
  encoded: Partial<Record<PageEncoding | 'identity', Buffer>>;
  bytes: number;
}

export interface PageCacheOptions {
  /** At most this many pages. */
  maxEntries: number;
  /** At most about this many bytes of documents, their compressed copies and the answers they were drawn from. */
  maxBytes: number;
  /** A page older than this is drawn anew, whatever its answers. */
  maxAgeMs: number;
  /** Elapsed time in milliseconds (a monotonic clock; replaceable in tests). */
  now?: () => number;
}

/**
 * The defaults: 500 pages in at most 32 MiB (a /jobs page is about 200 KB with its copies, a job page
 * about 40 KB), each reused for at most 20 s: well inside the 30 s the browser treats hydrated data
 * as fresh (src/web/lib/query-client.ts), and a relative date is at most that late.
 */
export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 20_000,
};

/** Brotli at a level that compresses a /jobs page in a few milliseconds, once per cached page. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A bounded least-recently-used map of rendered pages, by PageRenderer.cacheKey. */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions = PAGE_CACHE_DEFAULTS) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The page under `key` unless it is older than the age limit; it becomes the most recently used. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.renderedAt >= this.options.maxAgeMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `page` under `key` (rendered now), dropping the least recently used pages beyond the bounds. */
  set(key: string, page: CachedPage): CachedPage {
    this.delete(key);
    const bytes = Buffer.byteLength(page.document) + Buffer.byteLength(page.data);
    const entry: Entry = { ...page, key, renderedAt: this.now(), encoded: {}, bytes };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.trim();
    return entry;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** The cached page's document as bytes in `encoding` ('identity': as it is), made once and kept with it. */
  encoded(page: CachedPage, encoding: PageEncoding | 'identity'): Buffer {
    const entry = page as Entry;
    const cached = entry.encoded[encoding];
    if (cached) return cached;
    const bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(entry.document, BROTLI_OPTIONS)
        : encoding === 'gzip'
          ? zlib.gzipSync(entry.document)
          : Buffer.from(entry.document);
    // Kept only while the page is still in the cache (it may have been replaced meanwhile).
    if (this.entries.get(entry.key) === entry) {
      entry.encoded[encoding] = bytes;
      entry.bytes += bytes.length;
      this.bytes += bytes.length;
      this.trim();
    }
    return bytes;
  }

  /** Pages and bytes held, for tests and diagnostics. */
  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private trim() {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

/**
 * The encoding a cached page is sent in: brotli or gzip, whichever the request accepts with the higher
 * weight (brotli on a tie); undefined when it accepts neither, and the compression hook decides.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights: Partial<Record<PageEncoding, number>> = {};
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    const name = token.trim() === 'x-gzip' ? 'gzip' : token.trim();
    if (name === 'br' || name === 'gzip') weights[name] = weight;
    else if (name === '*') {
      weights.br ??= weight;
      weights.gzip ??= weight;
    }
  }
  const br = weights.br ?? 0;
  const gzip = weights.gzip ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}
