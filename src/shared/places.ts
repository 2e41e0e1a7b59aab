/**
 * The places the job board knows by name: major cities (with coordinates, for a search within a radius) and
 * countries. A job's free-text location is matched against them when it is saved (the database holds the
 * same list, migration 0016, and a test keeps both equal); a search's location is matched here. No lookup
 * leaves the server: an unknown place is searched as text.
 */

import { INTL_LOCALES, type Locale } from './i18n/locales';

export type PlaceKind = 'city' | 'country';

export interface Place {
  kind: PlaceKind;
  /** How it is shown: "Munich", "Germany". */
  name: string;
  /** ISO 3166-1 alpha-2 code of the country (of the city's country for a city). */
  country: string;
  /** Degrees; a country has none (it is searched by its code, not by a radius). */
  lat: number | null;
  lng: number | null;
}

/** [names (the first is shown), country code, latitude, longitude] */
type CityEntry = [string[], string, number, number];

const CITIES: CityEntry[] = [
  // Germany
  [['Berlin'], 'DE', 52.52, 13.405],
  [['Hamburg'], 'DE', 53.551, 9.994],
  [['Munich', 'München', 'Muenchen'], 'DE', 48.137, 11.576],
  [['Cologne', 'Köln', 'Koeln'], 'DE', 50.938, 6.96],
  [['Frankfurt', 'Frankfurt am Main'], 'DE', 50.11, 8.682],
  [['Stuttgart'], 'DE', 48.776, 9.183],
  [['Düsseldorf', 'Dusseldorf', 'Duesseldorf'], 'DE', 51.228, 6.774],
  [['Leipzig'], 'DE', 51.34, 12.375],
  [['Dortmund'], 'DE', 51.514, 7.466],
  [['Essen'], 'DE', 51.456, 7.012],
  [['Bremen'], 'DE', 53.079, 8.802],
  [['Dresden'], 'DE', 51.05, 13.738],
  [['Hanover', 'Hannover'], 'DE', 52.375, 9.732],
  [['Nuremberg', 'Nürnberg', 'Nuernberg'], 'DE', 49.452, 11.077],
  [['Bonn'], 'DE', 50.737, 7.098],
  [['Mannheim'], 'DE', 49.487, 8.466],
  [['Karlsruhe'], 'DE', 49.007, 8.404],
  [['Münster', 'Muenster'], 'DE', 51.961, 7.626],
  [['Freiburg', 'Freiburg im Breisgau'], 'DE', 47.999, 7.842],
  [['Heidelberg'], 'DE', 49.399, 8.672],
  [['Potsdam'], 'DE', 52.39, 13.065],
  [['Augsburg'], 'DE', 48.366, 10.898],
  [['Wiesbaden'], 'DE', 50.078, 8.24],
  [['Mainz'], 'DE', 49.993, 8.247],
  [['Kiel'], 'DE', 54.323, 10.123],
  [['Aachen'], 'DE', 50.776, 6.084],
  // Austria and Switzerland
  [['Vienna', 'Wien'], 'AT', 48.208, 16.373],
  [['Graz'], 'AT', 47.071, 15.439],
  [['Salzburg'], 'AT', 47.809, 13.055],
  [['Innsbruck'], 'AT', 47.269, 11.404],
  [['Linz'], 'AT', 48.306, 14.286],
  [['Zurich', 'Zürich', 'Zuerich'], 'CH', 47.377, 8.541],
  [['Geneva', 'Genève', 'Geneve', 'Genf'], 'CH', 46.204, 6.143],
  [['Basel'], 'CH', 47.56, 7.589],
  [['Bern', 'Berne'], 'CH', 46.948, 7.447],
  [['Lausanne'], 'CH', 46.52, 6.633],
  // The rest of Europe
  [['London'], 'GB', 51.507, -0.128],
  [['Manchester'], 'GB', 53.481, -2.243],
  [['Birmingham'], 'GB', 52.486, -1.89],
  [['Edinburgh'], 'GB', 55.953, -3.189],
  [['Glasgow'], 'GB', 55.864, -4.252],
  [['Bristol'], 'GB', 51.455, -2.588],
  [['Leeds'], 'GB', 53.801, -1.549],
  [['Cambridge'], 'GB', 52.205, 0.119],
  [['Oxford'], 'GB', 51.752, -1.258],
  [['Dublin'], 'IE', 53.35, -6.26],
  [['Paris'], 'FR', 48.857, 2.352],
  [['Lyon'], 'FR', 45.764, 4.836],
  [['Marseille'], 'FR', 43.296, 5.37],
  [['Toulouse'], 'FR', 43.605, 1.444],
  [['Amsterdam'], 'NL', 52.368, 4.904],
  [['Rotterdam'], 'NL', 51.924, 4.478],
  [['The Hague', 'Den Haag'], 'NL', 52.07, 4.3],
  [['Utrecht'], 'NL', 52.091, 5.122],
  [['Eindhoven'], 'NL', 51.441, 5.47],
  [['Brussels', 'Bruxelles', 'Brussel'], 'BE', 50.85, 4.352],
  [['Antwerp', 'Antwerpen'], 'BE', 51.219, 4.402],
  [['Ghent', 'Gent'], 'BE', 51.054, 3.717],
  [['Luxembourg'], 'LU', 49.612, 6.13],
  [['Copenhagen', 'København'], 'DK', 55.676, 12.568],
  [['Aarhus'], 'DK', 56.163, 10.204],
  [['Stockholm'], 'SE', 59.329, 18.069],
  [['Gothenburg', 'Göteborg'], 'SE', 57.709, 11.975],
  [['Malmö', 'Malmo'], 'SE', 55.605, 13.004],
  [['Oslo'], 'NO', 59.914, 10.752],
  [['Helsinki'], 'FI', 60.17, 24.938],
  [['Reykjavik', 'Reykjavík'], 'IS', 64.147, -21.943],
  [['Madrid'], 'ES', 40.417, -3.704],
  [['Barcelona'], 'ES', 41.385, 2.173],
  [['Valencia'], 'ES', 39.47, -0.376],
  [['Seville', 'Sevilla'], 'ES', 37.389, -5.984],
  [['Lisbon', 'Lisboa'], 'PT', 38.722, -9.139],
  [['Porto'], 'PT', 41.158, -8.629],
  [['Rome', 'Roma'], 'IT', 41.903, 12.496],
  [['Milan', 'Milano'], 'IT', 45.464, 9.19],
  [['Turin', 'Torino'], 'IT', 45.07, 7.687],
  [['Florence', 'Firenze'], 'IT', 43.77, 11.256],
  [['Bologna'], 'IT', 44.495, 11.343],
  [['Naples', 'Napoli'], 'IT', 40.852, 14.268],
  [['Prague', 'Praha'], 'CZ', 50.075, 14.438],
  [['Brno'], 'CZ', 49.195, 16.607],
  [['Warsaw', 'Warszawa'], 'PL', 52.23, 21.012],
  [['Kraków', 'Krakow', 'Cracow'], 'PL', 50.065, 19.945],
  [['Wrocław', 'Wroclaw'], 'PL', 51.108, 17.039],
  [['Gdańsk', 'Gdansk'], 'PL', 54.352, 18.647],
  [['Budapest'], 'HU', 47.498, 19.04],
  [['Bratislava'], 'SK', 48.149, 17.107],
  [['Ljubljana'], 'SI', 46.057, 14.506],
  [['Zagreb'], 'HR', 45.815, 15.982],
  [['Belgrade', 'Beograd'], 'RS', 44.787, 20.457],
  [['Bucharest', 'București', 'Bucuresti'], 'RO', 44.427, 26.103],
  [['Sofia'], 'BG', 42.698, 23.322],
  [['Athens', 'Athina'], 'GR', 37.984, 23.728],
  [['Tallinn'], 'EE', 59.437, 24.754],
  [['Riga'], 'LV', 56.95, 24.105],
  [['Vilnius'], 'LT', 54.687, 25.28],
  [['Istanbul'], 'TR', 41.008, 28.978],
  [['Kyiv', 'Kiev'], 'UA', 50.45, 30.523],
  // The rest of the world
  [['New York', 'New York City', 'NYC'], 'US', 40.713, -74.006],
  [['San Francisco'], 'US', 37.775, -122.419],
  [['Los Angeles'], 'US', 34.052, -118.244],
  [['Chicago'], 'US', 41.878, -87.63],
  [['Boston'], 'US', 42.36, -71.059],
  [['Seattle'], 'US', 47.606, -122.332],
  [['Austin'], 'US', 30.267, -97.743],
  [['Denver'], 'US', 39.739, -104.99],
  [['Washington, D.C.', 'Washington DC', 'Washington D.C.'], 'US', 38.907, -77.037],
  [['Toronto'], 'CA', 43.653, -79.383],
  [['Vancouver'], 'CA', 49.283, -123.121],
  [['Montreal', 'Montréal'], 'CA', 45.502, -73.567],
  [['Mexico City', 'Ciudad de México'], 'MX', 19.433, -99.133],
  [['São Paulo', 'Sao Paulo'], 'BR', -23.551, -46.633],
  [['Rio de Janeiro'], 'BR', -22.907, -43.173],
  [['Buenos Aires'], 'AR', -34.604, -58.382],
  [['Santiago'], 'CL', -33.449, -70.669],
  [['Bogotá', 'Bogota'], 'CO', 4.711, -74.072],
  [['Sydney'], 'AU', -33.869, 151.209],
  [['Melbourne'], 'AU', -37.814, 144.963],
  [['Brisbane'], 'AU', -27.47, 153.026],
  [['Auckland'], 'NZ', -36.848, 174.763],
  [['Wellington'], 'NZ', -41.286, 174.776],
  [['Singapore'], 'SG', 1.352, 103.82],
  [['Tokyo'], 'JP', 35.676, 139.65],
  [['Seoul'], 'KR', 37.567, 126.978],
  [['Hong Kong'], 'HK', 22.319, 114.169],
  [['Shanghai'], 'CN', 31.23, 121.474],
  [['Beijing'], 'CN', 39.904, 116.407],
  [['Bangkok'], 'TH', 13.756, 100.502],
  [['Kuala Lumpur'], 'MY', 3.139, 101.687],
  [['Mumbai'], 'IN', 19.076, 72.878],
  [['Bangalore', 'Bengaluru'], 'IN', 12.972, 77.595],
  [['Delhi', 'New Delhi'], 'IN', 28.614, 77.209],
  [['Dubai'], 'AE', 25.205, 55.271],
  [['Abu Dhabi'], 'AE', 24.454, 54.377],
  [['Tel Aviv'], 'IL', 32.085, 34.782],
  [['Cairo'], 'EG', 30.044, 31.236],
  [['Cape Town'], 'ZA', -33.925, 18.424],
  [['Johannesburg'], 'ZA', -26.204, 28.047],
  [['Nairobi'], 'KE', -1.292, 36.822],
  [['Lagos'], 'NG', 6.524, 3.379],
];

/** [names (the first is shown), ISO code] */
const COUNTRIES: [string[], string][] = [
  [['Germany', 'Deutschland', 'DE'], 'DE'],
  [['Austria', 'Österreich', 'Oesterreich', 'AT'], 'AT'],
  [['Switzerland', 'Schweiz', 'Suisse', 'CH'], 'CH'],
  [['United Kingdom', 'UK', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'], 'GB'],
  [['Ireland'], 'IE'],
  [['France'], 'FR'],
  [['Netherlands', 'The Netherlands', 'Holland', 'NL'], 'NL'],
  [['Belgium'], 'BE'],
  [['Denmark'], 'DK'],
  [['Sweden'], 'SE'],
  [['Norway'], 'NO'],
  [['Finland'], 'FI'],
  [['Iceland'], 'IS'],
  [['Spain', 'España'], 'ES'],
  [['Portugal'], 'PT'],
  [['Italy', 'Italia'], 'IT'],
  [['Czechia', 'Czech Republic'], 'CZ'],
  [['Poland', 'Polska'], 'PL'],
  [['Hungary'], 'HU'],
  [['Slovakia'], 'SK'],
  [['Slovenia'], 'SI'],
  [['Croatia'], 'HR'],
  [['Serbia'], 'RS'],
  [['Romania'], 'RO'],
  [['Bulgaria'], 'BG'],
  [['Greece'], 'GR'],
  [['Estonia'], 'EE'],
  [['Latvia'], 'LV'],
  [['Lithuania'], 'LT'],
  [['Turkey', 'Türkiye'], 'TR'],
  [['Ukraine'], 'UA'],
  [['United States', 'United States of America', 'USA', 'US'], 'US'],
  [['Canada'], 'CA'],
  [['Mexico'], 'MX'],
  [['Brazil', 'Brasil'], 'BR'],
  [['Argentina'], 'AR'],
  [['Chile'], 'CL'],
  [['Colombia'], 'CO'],
  [['Australia'], 'AU'],
  [['New Zealand'], 'NZ'],
  [['Japan'], 'JP'],
  [['South Korea', 'Korea'], 'KR'],
  [['China'], 'CN'],
  [['Thailand'], 'TH'],
  [['Malaysia'], 'MY'],
  [['India'], 'IN'],
  [['United Arab Emirates', 'UAE'], 'AE'],
  [['Israel'], 'IL'],
  [['Egypt'], 'EG'],
  [['South Africa'], 'ZA'],
  [['Kenya'], 'KE'],
  [['Nigeria'], 'NG'],
];

/** A name as looked up: lower case, single spaces, trimmed (the database's place_key does the same). */
export const placeKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Every name the gazetteer knows, by its key. A name that is a city and a country (Luxembourg, Singapore)
 * is the city, so that a radius applies.
 */
export const PLACES: ReadonlyMap<string, Place> = (() => {
  const places = new Map<string, Place>();
  for (const [names, country] of COUNTRIES) {
    const place: Place = { kind: 'country', name: names[0]!, country, lat: null, lng: null };
    for (const name of names) places.set(placeKey(name), place);
  }
  for (const [names, country, lat, lng] of CITIES) {
    const place: Place = { kind: 'city', name: names[0]!, country, lat, lng };
    for (const name of names) places.set(placeKey(name), place);
  }
  return places;
})();

/**
 * Where a free-text location splits into the names it lists: "Berlin, Germany", "Hybrid / Munich",
 * "Vienna (Austria)", "London – remote". The database's place_of splits with the same expression.
 */
export const PLACE_SEPARATOR = '\\s*(?:[,;/|()]|\\s[-–—]\\s)\\s*';
const separator = new RegExp(PLACE_SEPARATOR);

/**
 * The place a free-text location names: its first part that is a known city, else its first part that is a
 * known country; undefined when no part is known.
 */
export function placeOf(location: string): Place | undefined {
  const parts = location.toLowerCase().split(separator).map(placeKey);
  const found = parts.map((part) => PLACES.get(part)).filter((place): place is Place => !!place);
  return found.find((place) => place.kind === 'city') ?? found[0];
}

/**
 * A place as a reader in `locale` calls it. A country is named from its code by `Intl` ("Deutschland",
 * "Vereinigtes Königreich"); English keeps the gazetteer's names, which the spec's pages show. A city keeps
 * its name: it is a proper name, and the one the search was typed with matched it.
 */
export function placeName(place: Place, locale: Locale): string {
  if (place.kind !== 'country' || locale === 'en') return place.name;
  return new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' }).of(place.country) ?? place.name;
}

/** The words of a location search that stand for remote (virtual) delivery. */
export const REMOTE_PLACE_WORDS = ['remote', 'online', 'virtual', 'anywhere'] as const;

/** The search distances from a city, in kilometres; DEFAULT_RADIUS_KM when none is chosen. */
export const RADIUS_OPTIONS_KM = [10, 25, 50, 100, 250] as const;
export type RadiusKm = (typeof RADIUS_OPTIONS_KM)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = 50;

/** How a /jobs location search is answered. */
export type LocationFilter =
  | { kind: 'remote' }
  | { kind: 'near'; place: Place & { lat: number; lng: number }; radiusKm: number }
  | { kind: 'country'; place: Place }
  | { kind: 'text'; text: string };

/**
 * A location search: "remote" (and its synonyms) finds virtual delivery; a known city, the jobs within
 * `radiusKm` of it; a known country, the jobs placed in it; anything else, the jobs whose location
 * contains the text (a radius is then ignored).
 */
export function locationFilterOf(
  location: string | undefined,
  radiusKm?: number,
): LocationFilter | undefined {
  const text = location?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  if ((REMOTE_PLACE_WORDS as readonly string[]).includes(placeKey(text))) return { kind: 'remote' };
  const place = placeOf(text);
  if (place?.kind === 'city' && place.lat !== null && place.lng !== null)
    return {
      kind: 'near',
      place: { ...place, lat: place.lat, lng: place.lng },
      radiusKm: radiusKm ?? DEFAULT_RADIUS_KM,
    };
  if (place) return { kind: 'country', place };
  return { kind: 'text', text };
}
