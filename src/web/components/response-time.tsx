import { useT } from '../lib/i18n';
import { componentMessages } from './messages';

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/**
 * "Usually replies within …" for a median of `minutes` to a first reply: within an hour, within whole hours
 * (rounded up) under a day, else within whole days (rounded up).
 */
export function useRepliesWithin(): (minutes: number) => string {
  const t = useT(componentMessages);
  return (minutes) => {
    if (minutes <= HOUR_MINUTES) return t('responseTime.withinHour');
    if (minutes < DAY_MINUTES)
      return t('responseTime.withinHours', { count: Math.ceil(minutes / HOUR_MINUTES) });
    return t('responseTime.withinDays', { count: Math.ceil(minutes / DAY_MINUTES) });
  };
}
