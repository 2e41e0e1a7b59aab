import { useViewerTime } from '../../lib/hydration';
import { postedText } from './format';
import { useLocale } from '../../lib/i18n';
import { formatDate } from '../../../shared/dates';

/*
 * A job's posting time, as the reader's clock and time zone state it once the page is hydrated (the
 * server's render time in UTC before: see useViewerTime). Components of their own, so that the render
 * after hydration redraws a <time>, not the card or the page around it.
 */

/** "Posted yesterday" ("Not published yet" for a draft), with the date as its title when asked. */
export function PostedAgo({ postedAt, titled = false }: { postedAt: string | null; titled?: boolean }) {
  const { now, timeZone } = useViewerTime();
  const locale = useLocale();
  if (!postedAt) return postedText(null, now, timeZone, locale);
  return (
    <time dateTime={postedAt} title={titled ? formatDate(postedAt, { timeZone, locale }) : undefined}>
      {postedText(postedAt, now, timeZone, locale)}
    </time>
  );
}

/** "19 November 2026". */
export function PostedDate({ postedAt }: { postedAt: string }) {
  const { timeZone } = useViewerTime();
  return <time dateTime={postedAt}>{formatDate(postedAt, { timeZone, locale: useLocale() })}</time>;
}
