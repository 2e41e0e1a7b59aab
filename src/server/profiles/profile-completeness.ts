import type { FacilitatorDashboard, ProfileCompletenessField } from '../../shared/applications';
import type { facilitators } from '../db/schema';

/** Share of the profile fields that companies look at which are filled in. */
export function profileCompleteness(
  profile: typeof facilitators.$inferSelect | undefined,
): FacilitatorDashboard['profileCompleteness'] {
  const filled: Record<ProfileCompletenessField, boolean> = {
    headline: Boolean(profile?.headline.trim()),
    bio: Boolean(profile?.bio.trim()),
    location: Boolean(profile?.location.trim()),
    focusAreas: (profile?.focusAreas.length ?? 0) > 0,
    yearsExperience: profile?.yearsExperience !== null && profile?.yearsExperience !== undefined,
    // The structured rates: a day or an hourly rate (the rates note alone says no amount).
    rate: Boolean(
      profile?.rateCurrency &&
      [profile.dayRateMin, profile.dayRateMax, profile.hourlyRateMin, profile.hourlyRateMax].some(
        (amount) => amount !== null,
      ),
    ),
    avatar: Boolean(profile?.avatarPath),
  };
  const fields = Object.keys(filled) as ProfileCompletenessField[];
  const missing = fields.filter((field) => !filled[field]);
  return { percent: Math.round(((fields.length - missing.length) / fields.length) * 100), missing };
}
