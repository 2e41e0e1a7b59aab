/*
 * Where a job or a facilitator is, read from the free-text location ("Hamburg, Germany", "Denver, CO"):
 * the first part is the city, the last the country. No coordinates: matching compares names, with the
 * usual other names of a country ("Deutschland", "USA", "UK") and US state codes read as the country.
 * Pure.
 */

/** Other names of a country, by the name folded (lower case, no accents), to the name shown. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  usa: 'United States',
  us: 'United States',
  'u.s.': 'United States',
  'u.s.a.': 'United States',
  'united states of america': 'United States',
  'united states': 'United States',
  uk: 'United Kingdom',
  'u.k.': 'United Kingdom',
  'united kingdom': 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  germany: 'Germany',
  deutschland: 'Germany',
  switzerland: 'Switzerland',
  schweiz: 'Switzerland',
  suisse: 'Switzerland',
  svizzera: 'Switzerland',
  austria: 'Austria',
  osterreich: 'Austria',
  netherlands: 'Netherlands',
  'the netherlands': 'Netherlands',
  nederland: 'Netherlands',
  holland: 'Netherlands',
  spain: 'Spain',
  espana: 'Spain',
  italy: 'Italy',
  italia: 'Italy',
  france: 'France',
  turkey: 'Türkiye',
  turkiye: 'Türkiye',
  brazil: 'Brazil',
  brasil: 'Brazil',
  uae: 'United Arab Emirates',
  'united arab emirates': 'United Arab Emirates',
};

/** "Denver, CO": a US state (or DC) as the last part stands for the United States. */
const US_STATES = new Set(
  (
    'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd ' +
    'oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc'
  ).split(' '),
);

/** Lower case, accents taken off, inner spaces made single. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export interface Place {
  /** Folded; '' when unknown. */
  city: string;
  country: string;
  /** As shown: the city as written, the country by its usual name. */
  cityLabel: string;
  countryLabel: string;
}

/** The city and country of a free-text location; a single part ("Singapore", "Germany") is both. */
export function placeOf(location: string): Place {
  // "Remote (Europe)", "Berlin (hybrid)": what is in brackets is a remark, not a place.
  const parts = location
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { city: '', country: '', cityLabel: '', countryLabel: '' };
  const cityLabel = parts[0]!;
  const last = parts[parts.length - 1]!;
  const folded = fold(last);
  const countryLabel =
    COUNTRY_NAMES[folded] ?? (parts.length > 1 && US_STATES.has(folded) ? 'United States' : last);
  return { city: fold(cityLabel), country: fold(countryLabel), cityLabel, countryLabel };
}

/** How near a facilitator is to a job: the same city, the same country, elsewhere, or not known. */
export type Nearness = 'city' | 'country' | 'far' | 'unknown';

export function nearness(job: Place, facilitator: Place): Nearness {
  if (!job.city || !facilitator.city) return 'unknown';
  if (job.city === facilitator.city) return 'city';
  if (job.country === facilitator.country) return 'country';
  return 'far';
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * PostgreSQL regular expressions (for `~*`) that a location near `place` matches: its city, or its
 * country by any of its names as a whole word. A sieve for the candidates a query reads, wider than
 * `nearness` (which decides); [] when the place is not known.
 */
export function nearbyPatterns(place: Place): string[] {
  if (!place.city) return [];
  // Folded and as written: the column is compared as stored, accents and all.
  const names = new Set(
    [place.city, place.country, place.cityLabel, place.countryLabel].map((name) => name.toLowerCase()),
  );
  for (const [name, label] of Object.entries(COUNTRY_NAMES))
    if (fold(label) === place.country) names.add(name);
  // A whole word: not inside another ("us" in "Russia"); \m and \M would not take "u.s." whole.
  const patterns = [...names].map((name) => `(^|[^[:alnum:]])${escapeRegex(name)}($|[^[:alnum:]])`);
  if (place.country === 'united states') patterns.push(`,\\s*(${[...US_STATES].join('|')})\\s*$`);
  return patterns;
}
