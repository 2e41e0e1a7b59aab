import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's query and a way to change it that never loses a change: a second change made while the
 * first one's navigation is still under way (the route's loader runs first, so the address and this
 * render still show the query before it) builds on the first change instead of on the query this page
 * last drew. React Router's own setter would start both from the same old query.
 */
export function useSearchUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const drawn = searchParams.toString();
  /** The query last asked for, and the query drawn when it was asked. */
  const asked = useRef<{ from: string; query: URLSearchParams } | null>(null);
  // Once the page draws another query (that navigation, or back and forward), it is the latest.
  useEffect(() => {
    asked.current = null;
  }, [drawn]);

  const update = (change: (latest: URLSearchParams) => URLSearchParams) => {
    const latest = asked.current?.from === drawn ? asked.current.query : searchParams;
    const query = change(new URLSearchParams(latest));
    asked.current = { from: drawn, query };
    // The list stays where the reader is: the page brings its results into view itself (revealResults).
    setSearchParams(query, { preventScrollReset: true });
  };
  return [searchParams, update] as const;
}
