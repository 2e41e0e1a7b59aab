import { formatDate } from '../../../shared/dates';
import { useViewerTime } from '../../lib/hydration';
import { postedText } from './format';

/*
 * A job's posting time, as the reader's clock and time zone state it once the page is hydrated (the
 * server's render time in UTC before: see useViewerTime). Components of their own, so that the render
 * after hydration redraws a <time>, not the card or the page around it.
 */

/** "Posted yesterday" ("Not published yet" for a draft), with the date as its title when asked. */
export function PostedAgo({ postedAt, titled = false }: { postedAt: string | null; titled?: boolean }) {
  const { now, timeZone } = useViewerTime();
  if (!postedAt) return postedText(null);
  return (
    <time dateTime={postedAt} title={titled ? formatDate(postedAt, { timeZone }) : undefined}>
      {postedText(postedAt, now, timeZone)}
    </time>
  );
}

/** "19 November 2026". */
export function PostedDate({ postedAt }: { postedAt: string }) {
  const { timeZone } = useViewerTime();
  return <time dateTime={postedAt}>{formatDate(postedAt, { timeZone })}</time>;
}
