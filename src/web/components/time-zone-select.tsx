import { useMemo, type ComponentProps } from 'react';
import { timeZoneLabel, timeZoneOptions } from '../lib/time-zones';
import { Select } from './ui/input';

/**
 * A select over every IANA time zone the browser knows ("America/New York"), for a job's session dates and
 * an offer's session days alike; `current`, the zone it holds, stays in the list even when the browser names
 * it otherwise.
 */
export function TimeZoneSelect({ current, ...props }: ComponentProps<'select'> & { current: string }) {
  const zones = useMemo(() => timeZoneOptions(current), [current]);
  return (
    <Select {...props}>
      {zones.map((value) => (
        <option key={value} value={value}>
          {timeZoneLabel(value)}
        </option>
      ))}
    </Select>
  );
}
