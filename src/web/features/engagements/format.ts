import { formatDate } from '../../../shared/dates';
import type { Locale } from '../../../shared/i18n/locales';
import type { Translate } from '../../../shared/i18n/catalogue';
import type { EngagementKey } from './messages';

/** "12 March 2027", or "12 March 2027 – 14 March 2027" for days that span more than one. */
export function dayRange(t: Translate<EngagementKey>, locale: Locale, first: string, last: string): string {
  return first === last
    ? t('dates.one', { date: formatDate(first, { locale }) })
    : t('dates.range', { first: formatDate(first, { locale }), last: formatDate(last, { locale }) });
}
