/**
 * What makes a facilitator profile complete, and the rule that lists it (docs/decisions/035): the
 * dashboard's "Profile completeness", the directory, its search and the sitemap read the same checks.
 */

/** The profile fields companies look for, in the dashboard's order. */
export const PROFILE_COMPLETENESS_FIELDS = [
  'headline',
  'bio',
  'location',
  'focusAreas',
  'yearsExperience',
  'rate',
  'avatar',
] as const;
export type ProfileCompletenessField = (typeof PROFILE_COMPLETENESS_FIELDS)[number];

/** The profile's details the checks read: the stored profile, or its public page. */
export interface ProfileChecklistInput {
  headline: string;
  bio: string;
  location: string;
  focusAreas: readonly string[];
  yearsExperience: number | null;
  rateCurrency: string | null;
  dayRateMin: number | null;
  dayRateMax: number | null;
  hourlyRateMin: number | null;
  hourlyRateMax: number | null;
  hasPhoto: boolean;
}

/**
 * Each field companies look for, and whether it is filled in. A rate is a day or an hourly rate. The database's `facilitators.listable` column spells the listing fields in SQL;
 * a test holds the two to agree.
 */
const FILLED: Record<ProfileCompletenessField, (p: ProfileChecklistInput) => boolean> = {
  headline: (p) => p.headline.trim() !== '',
  bio: (p) => p.bio.trim() !== '',
  location: (p) => p.location.trim() !== '',
  focusAreas: (p) => p.focusAreas.length > 0,
  yearsExperience: (p) => p.yearsExperience !== null,
  // The structured rates: a day or an hourly rate (the rate note alone says no amount).
  rate: (p) =>
    p.rateCurrency !== null &&
    [p.dayRateMin, p.dayRateMax, p.hourlyRateMin, p.hourlyRateMax].some((amount) => amount !== null),
  avatar: (p) => p.hasPhoto,
};

/** The fields a profile needs before it is listed: all that companies look for but the photo. */
export const LISTING_FIELDS = PROFILE_COMPLETENESS_FIELDS.filter(
  (field): field is Exclude<ProfileCompletenessField, 'avatar'> => field !== 'avatar',
);
export type ListingField = (typeof LISTING_FIELDS)[number];

/** The rule in words, as the dashboard and the docs state it. */
export const LISTING_RULE =
  'A facilitator profile is listed in the directory, its search and the sitemap once it has a professional headline, a professional bio, a location, at least one focus area, years of experience and a day or hourly rate. A profile photo helps, but is not needed.';

/** The fields companies look for that the profile lacks, in the dashboard's order, and the percentage filled. */
export function profileCompleteness(profile: ProfileChecklistInput): {
  percent: number;
  missing: ProfileCompletenessField[];
} {
  const missing = PROFILE_COMPLETENESS_FIELDS.filter((field) => !FILLED[field](profile));
  const fields = PROFILE_COMPLETENESS_FIELDS.length;
  return { percent: Math.round(((fields - missing.length) / fields) * 100), missing };
}

/** The fields the profile still needs before it is listed; none once it meets the rule. */
export const listingMissing = (missing: readonly ProfileCompletenessField[]): ListingField[] =>
  LISTING_FIELDS.filter((field) => missing.includes(field));
