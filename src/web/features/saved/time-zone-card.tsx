import { useId, useMemo } from 'react';
import { DIGEST_HOUR, localTimeZone } from '../../../shared/saved';
import { formatTime } from '../../../shared/dates';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLocale, useT } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { timeZoneLabel, timeZoneOptions } from '../../lib/time-zones';
import { useSetTimeZone } from './api';
import { savedMessages } from './messages';

/**
 * The hour daily and weekly alerts arrive depends on the account's time zone; until one is stored (the
 * first saved search stores the browser's), the browser's is shown.
 */
export function TimeZoneCard({ accountTimeZone }: { accountTimeZone: string | null }) {
  const id = useId();
  const t = useT(savedMessages);
  const locale = useLocale();
  const setTimeZone = useSetTimeZone();
  const saved = accountTimeZone ?? localTimeZone();
  const shown = setTimeZone.isPending ? setTimeZone.variables.timeZone : saved;
  const zones = useMemo(() => timeZoneOptions(shown), [shown]);
  // The digest hour as a clock shows it ("07:00"): any day at that hour on the runtime's clock.
  const digestTime = formatTime(new Date(2000, 0, 1, DIGEST_HOUR), undefined, locale);

  const onChange = (timeZone: string) =>
    setTimeZone.mutate(
      { timeZone },
      {
        onSuccess: () => toastSuccess(t('timeZone.saved'), t('timeZone.savedDetail', { zone: timeZone })),
        onError: (error) => toastError(t('timeZone.failed'), error.message),
      },
    );

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <Label htmlFor={id}>{t('timeZone.label')}</Label>
          <Select
            id={id}
            className="w-72 max-w-full"
            value={shown}
            disabled={setTimeZone.isPending}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-3 text-sm text-slate-700">
        {t('timeZone.hint', { time: digestTime, zone: shown })}
      </p>
    </Card>
  );
}
