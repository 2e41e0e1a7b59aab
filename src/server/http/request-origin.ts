import type { IncomingHttpHeaders } from 'node:http';

/** A User-Agent every browser sends (they all still start with this token). */
const BROWSER_USER_AGENT = /^Mozilla\//;

/**
 * Whether a state-changing request must be refused as a possible cross-site
 * request forgery. A browser names the request's source in `Origin` and
 * `Sec-Fetch-Site`; a request with neither is accepted only when nothing
 * suggests a browser sent it (no cookie, no browser User-Agent), as from an
 * API client or a script. An origin of "null" (an opaque one: a sandboxed frame, a
 * data: URL, or our own form under a no-referrer policy) passes only with
 * Sec-Fetch-Site: same-origin.
 */
export function isForeignWrite(headers: IncomingHttpHeaders, trusted: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  const site = headers['sec-fetch-site'];
  // A form our own page posts (the cookie banner's) under `Referrer-Policy: no-referrer` names its origin
  // "null"; the browser's own Sec-Fetch-Site, which no page can set, still says it came from this origin.
  if (origin === 'null' && site === 'same-origin') return false;
  const trustedOrigin = origin !== undefined && trusted.has(origin);
  if (origin !== undefined && !trustedOrigin) return true;
  if (site === 'cross-site') return true;
  // Another subdomain of the same site can also write cookies for us: it must name a trusted origin.
  if (site === 'same-site') return !trustedOrigin;
  if (site !== undefined || origin !== undefined) return false;
  return headers.cookie !== undefined || BROWSER_USER_AGENT.test(headers['user-agent'] ?? '');
}
