import type { FocusAreaId } from '../../../shared/focus-areas';
import { Skeleton } from '../../components/ui/skeleton';
import { useFocusAreaCounts } from '../../lib/focus-area-counts';
import { useT } from '../../lib/i18n';
import { topicMessages } from './messages';

/**
 * "42 jobs" (or, `open`, "42 jobs open") for one focus area; a placeholder while loading, plain "Open jobs"
 * if the numbers are unavailable.
 */
export function JobCount({
  id,
  className,
  open = false,
}: {
  id: FocusAreaId;
  className?: string;
  open?: boolean;
}) {
  const t = useT(topicMessages);
  const { data, isPending } = useFocusAreaCounts();
  if (isPending) return <Skeleton className="inline-block h-4 w-14 align-middle" />;
  if (!data) return <span className={className}>{t('jobCount.unavailable')}</span>;
  const count = data[id] ?? 0;
  return <span className={className}>{open ? t('jobCount.open', { count }) : t('jobCount', { count })}</span>;
}
