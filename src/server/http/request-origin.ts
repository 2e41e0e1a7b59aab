import type { IncomingHttpHeaders } from 'node:http';

/** A User-Agent every browser sends (they all still start with this token). */
const BROWSER_USER_AGENT = /^Mozilla\//;

/**
 * Whether a state-changing request must be refused as a possible cross-site
 * request forgery. A browser names the request's source in `Origin` and
 * `Sec-Fetch-Site`; a request with neither is accepted only when nothing
 * suggests a browser sent it (no cookie, no browser User-Agent), as from an
 * API client or a script.
 */
export function isForeignWrite(headers: IncomingHttpHeaders, trusted: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  const trustedOrigin = origin !== undefined && trusted.has(origin);
  if (origin !== undefined && !trustedOrigin) return true;
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  // Another subdomain of the same site can also write cookies for us: it must name a trusted origin.
  if (site === 'same-site') return !trustedOrigin;
  if (site !== undefined || origin !== undefined) return false;
  return headers.cookie !== undefined || BROWSER_USER_AGENT.test(headers['user-agent'] ?? '');
}
