import { CalendarDays } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { useLocale, useT } from '../../lib/i18n';
import { richText } from '../../lib/rich-text';
import { applicationMessages } from './messages';

/** "Applied 5 January 2027" with a calendar icon, as application rows show it. */
export function AppliedOn({ iso }: { iso: string }) {
  const t = useT(applicationMessages);
  const locale = useLocale();
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarDays aria-hidden className="h-4 w-4" />{' '}
      {richText(t('appliedOn', { date: formatDate(iso, { locale }) }), {
        time: (text) => <time dateTime={iso}>{text}</time>,
      })}
    </span>
  );
}
