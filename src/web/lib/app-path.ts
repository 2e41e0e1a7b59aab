import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The paths (with their query) the app has shown in this document, the latest last: the first is the page
 * the document was loaded with, each later one a navigation inside the app. Kept in memory only (never in
 * a cookie or the browser's storage); a reload starts again.
 */
const shown: string[] = [];

/** Records each path the app shows (mounted once, in the root layout). */
export function TrackAppPath(): null {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const path = `${pathname}${search}`;
    if (shown[shown.length - 1] !== path) shown.push(path);
    // Only the last two are ever read.
    if (shown.length > 2) shown.shift();
  }, [pathname, search]);
  return null;
}

/**
 * How the app came to `path` (a path it shows now): null when it is the page the document was loaded with
 * (the server saw that one), else the path the app showed before it. Right in either order of effects: before
 * TrackAppPath recorded `path`, the last path recorded is the one before.
 */
export function arrivedFrom(path: string): { ref: string } | null {
  const last = shown[shown.length - 1];
  if (last === undefined) return null;
  if (last !== path) return { ref: last };
  const before = shown[shown.length - 2];
  return before === undefined ? null : { ref: before };
}

/** Forgets the paths shown (for tests: each starts as a newly loaded document). */
export function resetAppPaths() {
  shown.length = 0;
}
