import { SITE_NAME } from './constants';
import type { BudgetType } from './facilitation-options';
import { textBlocks, type EmploymentType } from './job-options';
import type { JobDetail } from './jobs';

/**
 * schema.org JobPosting for Google's job search
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Pure: the job page renders it, and the server can put the same data in the
 * <head> for crawlers. Only facts we actually hold go in; anything we would
 * have to guess (a country, a salary unit) is left out. Google's JobPosting has
 * no properties for the session details (format, dates, group size, language),
 * so they stay on the page only.
 */

export type JobPostingInput = Pick<
  JobDetail,
  | 'id'
  | 'title'
  | 'companyName'
  | 'location'
  | 'budget'
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

/** Google's salary periods for our budget types; a fixed fee has none, so it is no base salary. */
const SALARY_UNITS: Record<BudgetType, 'HOUR' | 'DAY' | 'YEAR' | undefined> = {
  'hourly-rate': 'HOUR',
  'day-rate': 'DAY',
  salary: 'YEAR',
  'fixed-fee': undefined,
};

/** baseSalary from the structured budget only: the budget's note is for people, never parsed. */
function baseSalary(budget: JobPostingInput['budget']): Record<string, unknown> | undefined {
  const unitText = budget && SALARY_UNITS[budget.type];
  if (!budget || !unitText) return undefined;
  const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText };
  if (budget.min === budget.max) value.value = budget.min;
  else Object.assign(value, { minValue: budget.min, maxValue: budget.max });
  return { '@type': 'MonetaryAmount', currency: budget.currency, value };
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

  const salary = baseSalary(job.budget);
  if (salary) data.baseSalary = salary;
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
