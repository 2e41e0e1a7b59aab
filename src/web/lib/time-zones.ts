/** Every IANA zone the browser knows, with `current` in the list even when the browser names it otherwise. */
export function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** 'America/New_York' as a select shows it: "America/New York". */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');
