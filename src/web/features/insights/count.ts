import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { InsightClick, InsightSubject, InsightView } from '../../../shared/insights';
import { arrivedFrom } from '../../lib/app-path';

/**
 * Tells the server something to count, and forgets it: `keepalive`, so that it arrives even when the page
 * goes away next; never awaited, never an error the visitor sees. No cookie or storage is involved.
 */
function send(path: string, body: InsightClick | InsightView) {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (too much keepalive data in flight) loses one count, nothing more.
  }
}

/** The page's own `src` link parameter (`?src=alert`), which the server prefers to the referrer. */
const linkSource = (search: string) => new URLSearchParams(search).get('src') ?? undefined;

/** A click on Apply (a job), Contact or Invite (a profile): POST /api/insights/click, fire and forget. */
export function countClick(action: InsightClick['action'], id: string, search = window.location.search) {
  send('/api/insights/click', { action, id, src: linkSource(search) as InsightClick['src'] });
}

/**
 * Counts a view of a job page or a profile that the app drew after a navigation inside it (POST
 * /api/insights/view, with the app's previous path as `ref`, from which the server reads the source). The
 * page the document was loaded with is counted by the server as it sends it, so nothing is sent for it; a
 * re-render sends nothing again, a navigation to another item does.
 */
export function useCountView(subject: InsightSubject, id: string) {
  const { pathname, search } = useLocation();
  const counted = useRef<string | null>(null);
  const here = `${pathname}${search}`;
  useEffect(() => {
    const key = `${subject}:${id}`;
    // Once per item shown (React's development double effects included).
    if (!id || counted.current === key) return;
    counted.current = key;
    const arrived = arrivedFrom(here);
    if (arrived)
      send('/api/insights/view', {
        subject,
        id,
        ref: arrived.ref,
        src: linkSource(search) as InsightView['src'],
      });
    // The path is read when the item changes, not followed: a change of the query is the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subject, id]);
}
