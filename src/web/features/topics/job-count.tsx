import type { FocusAreaId } from '../../../shared/focus-areas';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';

export const jobsLabel = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/** "42 jobs" for one focus area; a placeholder while loading, plain "Open jobs" if the numbers are unavailable. */
export function JobCount({
  id,
  className,
  suffix = '',
}: {
  id: FocusAreaId;
  className?: string;
  suffix?: string;
}) {
  const { data, isPending } = useFocusAreaCounts();
  if (isPending) return <Skeleton className="inline-block h-4 w-14 align-middle" />;
  if (!data) return <span className={className}>Open jobs</span>;
  return <span className={className}>{jobsLabel(data[id] ?? 0) + suffix}</span>;
}
