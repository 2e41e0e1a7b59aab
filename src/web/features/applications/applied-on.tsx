import { CalendarDays } from 'lucide-react';
import { formatDate } from '../../../shared/dates';

/** "Applied 5 January 2027" with a calendar icon, as application rows show it. */
export function AppliedOn({ iso }: { iso: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarDays aria-hidden className="h-4 w-4" /> Applied <time dateTime={iso}>{formatDate(iso)}</time>
    </span>
  );
}
