import { SITE_NAME } from './constants';
import { textBlocks, type EmploymentType } from './job-options';
import type { JobDetail } from './jobs';

/**
 * schema.org JobPosting for Google's job search
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Pure: the job page renders it, and the server can put the same data in the
 * <head> for crawlers. Only facts we actually hold go in; anything we would
 * have to guess (a country, a salary unit) is left out.
 */

export type JobPostingInput = Pick<
  JobDetail,
  | 'id'
  | 'title'
  | 'companyName'
  | 'location'
  | 'salary'
  | 'remote'
  | 'employmentType'
  | 'description'
  | 'requirements'
  | 'responsibilities'
  | 'postedAt'
  | 'applicationDeadline'
  | 'status'
> & { company: Pick<NonNullable<JobDetail['company']>, 'name' | 'website' | 'logoUrl'> | null };

export interface JobPostingOptions {
  /** The site's public origin (e.g. https://facilitatorhub.example), for absolute URLs. */
  origin?: string;
}

const EMPLOYMENT_TYPE_MAP: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  'one-time': 'TEMPORARY',
};

/** Country names (and the short forms people write) → ISO 3166-1 alpha-2. */
const COUNTRIES: Record<string, string> = {
  australia: 'AU',
  austria: 'AT',
  bangladesh: 'BD',
  belgium: 'BE',
  brazil: 'BR',
  canada: 'CA',
  denmark: 'DK',
  finland: 'FI',
  france: 'FR',
  germany: 'DE',
  ghana: 'GH',
  india: 'IN',
  ireland: 'IE',
  italy: 'IT',
  japan: 'JP',
  kenya: 'KE',
  mexico: 'MX',
  netherlands: 'NL',
  'the netherlands': 'NL',
  'new zealand': 'NZ',
  nigeria: 'NG',
  norway: 'NO',
  poland: 'PL',
  portugal: 'PT',
  rwanda: 'RW',
  singapore: 'SG',
  'south africa': 'ZA',
  spain: 'ES',
  sweden: 'SE',
  switzerland: 'CH',
  tanzania: 'TZ',
  uganda: 'UG',
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  us: 'US',
};

/** The ISO country code a place name (or its last comma-separated part) names, if any. */
export function countryCode(text: string): string | undefined {
  const last = text.split(',').pop()?.trim().toLowerCase().replace(/\.$/, '');
  return last ? COUNTRIES[last] : undefined;
}

// ---------------------------------------------------------------- salary

const CURRENCIES: [prefix: string, code: string][] = [
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['US$', 'USD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['EUR', 'EUR'],
  ['GBP', 'GBP'],
  ['USD', 'USD'],
  ['CAD', 'CAD'],
  ['AUD', 'AUD'],
  ['CHF', 'CHF'],
];

const UNITS: Record<string, string> = {
  hour: 'HOUR',
  hr: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
  annum: 'YEAR',
};

export interface ParsedSalary {
  currency: string;
  minValue: number;
  maxValue?: number;
  unitText: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
}

function parseMoney(text: string): { currency: string; amount: number } | undefined {
  const trimmed = text.trim();
  for (const [prefix, code] of CURRENCIES) {
    if (!trimmed.toUpperCase().startsWith(prefix.toUpperCase())) continue;
    const rest = trimmed.slice(prefix.length).trim();
    const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?$/i.exec(rest);
    if (!match) return undefined;
    let amount = Number(match[1]!.replace(/,/g, '') + (match[2] ? `.${match[2]}` : ''));
    if (match[3]) amount *= 1000;
    return Number.isFinite(amount) && amount > 0 ? { currency: code, amount } : undefined;
  }
  return undefined;
}

/**
 * Reads a salary text when it says unambiguously how much, in what currency
 * and per what period: "€650–€900 per day", "$68,000 - $78,000 per year",
 * "£45 per hour". Anything else ("Competitive", "$4,000 fixed fee", mixed
 * currencies) gives undefined.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | undefined {
  if (!text) return undefined;
  const match = /^(.+?)\s*(?:per|a|an|\/)\s*(hour|hr|day|week|month|year|annum)$/i.exec(text.trim());
  if (!match) return undefined;
  const unitText = UNITS[match[2]!.toLowerCase()] as ParsedSalary['unitText'];
  const parts = match[1]!.split(/\s*(?:–|—|-|\bto\b)\s*/);
  if (parts.length === 1) {
    const single = parseMoney(parts[0]!);
    return single ? { currency: single.currency, minValue: single.amount, unitText } : undefined;
  }
  if (parts.length !== 2) return undefined;
  const low = parseMoney(parts[0]!);
  // "€650–900 per day": the second amount may leave out the currency.
  const high =
    parseMoney(parts[1]!) ?? (low ? parseMoney(`${currencyPrefix(parts[0]!)}${parts[1]}`) : undefined);
  if (!low || !high || low.currency !== high.currency || high.amount < low.amount) return undefined;
  return { currency: low.currency, minValue: low.amount, maxValue: high.amount, unitText };
}

function currencyPrefix(text: string): string {
  const trimmed = text.trim();
  return CURRENCIES.find(([prefix]) => trimmed.toUpperCase().startsWith(prefix.toUpperCase()))?.[0] ?? '';
}

// ---------------------------------------------------------------- description as HTML

export function escapeHtmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function blocksToHtml(text: string): string {
  return textBlocks(text)
    .map((block) =>
      block.type === 'paragraph'
        ? `<p>${escapeHtmlText(block.text)}</p>`
        : `<ul>${block.items.map((item) => `<li>${escapeHtmlText(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}

export function jobDescriptionHtml(
  job: Pick<JobPostingInput, 'description' | 'requirements' | 'responsibilities'>,
): string {
  const sections = [blocksToHtml(job.description)];
  if (job.requirements.trim()) sections.push(`<h3>Requirements</h3>${blocksToHtml(job.requirements)}`);
  if (job.responsibilities.trim())
    sections.push(`<h3>Responsibilities</h3>${blocksToHtml(job.responsibilities)}`);
  return sections.join('');
}

// ---------------------------------------------------------------- the JobPosting

const absolute = (url: string, origin?: string) => {
  if (/^https?:\/\//i.test(url)) return url;
  return origin ? `${origin.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}` : undefined;
};

/** Countries a "Remote (…)" location names, e.g. "Remote (Ireland & UK)"; undefined when any part is not a country. */
function remoteCountries(location: string): string[] | undefined {
  const inner = /\(([^)]+)\)/.exec(location)?.[1] ?? location.replace(/^remote\b[\s,:–-]*/i, '');
  if (!inner.trim()) return undefined;
  const codes = inner.split(/\s*(?:&|,|\/|\band\b)\s*/i).map((part) => COUNTRIES[part.trim().toLowerCase()]);
  if (codes.length === 0 || codes.some((code) => !code)) return undefined;
  return [...new Set(codes as string[])];
}

/** The JobPosting object, or null for a posting that is not published (Google must not list drafts or closed jobs). */
export function buildJobPostingJsonLd(
  job: JobPostingInput,
  options: JobPostingOptions = {},
): Record<string, unknown> | null {
  if (job.status !== 'published' || !job.postedAt) return null;
  const origin = options.origin;
  const organizationName = job.company?.name || job.companyName;
  const hiringOrganization: Record<string, unknown> = { '@type': 'Organization', name: organizationName };
  if (job.company?.website) hiringOrganization.sameAs = job.company.website;
  const logo = job.company?.logoUrl ? absolute(job.company.logoUrl, origin) : undefined;
  if (logo) hiringOrganization.logo = logo;

  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.postedAt,
    hiringOrganization,
    employmentType: EMPLOYMENT_TYPE_MAP[job.employmentType],
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: job.id },
    directApply: true,
  };
  if (job.applicationDeadline) data.validThrough = job.applicationDeadline;
  if (origin) data.url = absolute(`/jobs/${job.id}`, origin);

  if (job.remote === 'yes') {
    data.jobLocationType = 'TELECOMMUTE';
    const countries =
      remoteCountries(job.location) ?? (countryCode(job.location) ? [countryCode(job.location)!] : undefined);
    if (countries) {
      const requirements = countries.map((code) => ({ '@type': 'Country', name: code }));
      data.applicantLocationRequirements = requirements.length === 1 ? requirements[0] : requirements;
    }
  } else {
    const country = countryCode(job.location);
    const locality = country
      ? job.location.slice(0, job.location.lastIndexOf(',')).trim() || job.location
      : job.location;
    const address: Record<string, unknown> = { '@type': 'PostalAddress', addressLocality: locality };
    if (country) address.addressCountry = country;
    data.jobLocation = { '@type': 'Place', address };
  }

  const salary = parseSalary(job.salary);
  if (salary) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: salary.unitText };
    if (salary.maxValue === undefined) value.value = salary.minValue;
    else Object.assign(value, { minValue: salary.minValue, maxValue: salary.maxValue });
    data.baseSalary = { '@type': 'MonetaryAmount', currency: salary.currency, value };
  }
  return data;
}

/**
 * The JSON text for a <script type="application/ld+json">: HTML parsers end a
 * script at "</script", so '<' (and '>' / '&' for good measure) and the two
 * JavaScript line separators are written as \u escapes.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
