import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The queries asked for since the page drew `from`, the latest last (each as `URLSearchParams.toString()`). */
interface Asked {
  from: string;
  queries: string[];
}

/**
 * The address's query and a way to change it that never loses a change. A second change made before the
 * first one's navigation is drawn builds on the first change instead of on the query this page last drew
 * (React Router's own setter would start both from the same old query), and so does one made while the
 * page draws a query on the way to the latest (navigations drawn one after another, in transitions).
 *
 * The query it gives is the latest asked for until the page draws it: controls drawn from it show a change
 * at once, and a form submitted meanwhile sends it (a control drawn from an older query would put the old
 * value back into the form, and the submit would undo the change).
 */
export function useSearchUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const drawn = searchParams.toString();
  // The ref: two changes in one event build on each other. The state: the page draws the latest asked.
  const asked = useRef<Asked | null>(null);
  const [shown, setShown] = useState<Asked | null>(null);
  /** Whether the drawn query is on the way to the latest asked: the one before the first ask, or a later one. */
  const underWay = (ask: Asked | null): ask is Asked =>
    ask !== null && (ask.from === drawn || ask.queries.slice(0, -1).includes(drawn));
  // Drawn at last (or left for another query): from here on, going back to `from` is not on the way.
  if (shown !== null && !underWay(shown)) setShown(null);
  // Once the page draws the latest asked, or another query (a link), that is the latest.
  useEffect(() => {
    if (!underWay(asked.current)) asked.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- underWay reads drawn
  }, [drawn]);
  // Back and forward too, also before the page drew the latest asked: going back to the query before it
  // (`from`) would look like the way there.
  useEffect(() => {
    const leave = () => {
      asked.current = null;
      setShown(null);
    };
    window.addEventListener('popstate', leave);
    return () => window.removeEventListener('popstate', leave);
  }, []);

  const update = (change: (latest: URLSearchParams) => URLSearchParams) => {
    const pending = underWay(asked.current) ? asked.current : null;
    const query = change(new URLSearchParams(pending ? pending.queries.at(-1) : drawn));
    const next = { from: pending?.from ?? drawn, queries: [...(pending?.queries ?? []), query.toString()] };
    asked.current = next;
    setShown(next);
    // The list stays where the reader is: the page brings its results into view itself (revealResults).
    setSearchParams(query, { preventScrollReset: true });
  };
  return [shown === null ? searchParams : new URLSearchParams(shown.queries.at(-1)), update] as const;
}
