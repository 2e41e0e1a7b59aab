import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML; true from the
 * render after (and at once on a page the browser renders itself). What only the browser knows
 * (its cookies, its clock, its address) waits for it, so that hydration draws what the server drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * When the server rendered the page (its clock, ISO 8601), as the page's state carries it to the
 * browser; undefined in a page the browser draws itself.
 */
export const RenderedAtContext = createContext<string | undefined>(undefined);

/** "Now" and the time zone that days are counted in, for a render. */
export interface ViewerTime {
  now: Date;
  /** 'UTC' while the server renders and hydration runs; undefined: the browser's own time zone. */
  timeZone: 'UTC' | undefined;
}

/**
 * The browser's clock and time zone, once hydrated. While the server renders and the browser hydrates,
 * the server's render time in UTC: the two draw the same "Posted yesterday" and the same year, and the
 * render after hydration moves to the reader's own day.
 */
export function useViewerTime(): ViewerTime {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderedAtContext);
  return hydrated || renderedAt === undefined
    ? { now: new Date(), timeZone: undefined }
    : { now: new Date(renderedAt), timeZone: 'UTC' };
}

/** The locale the server renders amounts and dates in; the reader's own replaces it once hydrated. */
export const SERVER_LOCALE = 'en-US';

/** The reader's locale (navigator.language), SERVER_LOCALE while the server renders and hydration runs. */
export function useViewerLocale(): string {
  return useSyncExternalStore(
    never,
    () => navigator.language,
    () => SERVER_LOCALE,
  );
}

/**
 * Marks the document once the app runs the page (hydrated it, or drew it in the browser): `<html
 * data-interactive>`. Rendered inside the page's Suspense boundary, which React hydrates after the
 * shell around it: a mark in the shell would come while the page's own controls are still inert. Until then a page the server drew is readable and its links work, but its buttons
 * do nothing yet; the end-to-end tests wait for the mark after loading a page.
 */
export function MarkInteractive(): null {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
