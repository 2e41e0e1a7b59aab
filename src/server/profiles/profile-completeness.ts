import type { FacilitatorDashboard } from '../../shared/applications';
import {
  listingMissing,
  profileCompleteness as completenessOf,
  type ProfileChecklistInput,
} from '../../shared/profile-listing';
import type { facilitators } from '../db/schema';

type FacilitatorRow = typeof facilitators.$inferSelect;

/** The shared checks' view of a stored profile. */
export const checklistOf = (profile: FacilitatorRow): ProfileChecklistInput => ({
  headline: profile.headline,
  bio: profile.bio,
  location: profile.location,
  focusAreas: profile.focusAreas,
  yearsExperience: profile.yearsExperience,
  rateCurrency: profile.rateCurrency,
  dayRateMin: profile.dayRateMin,
  dayRateMax: profile.dayRateMax,
  hourlyRateMin: profile.hourlyRateMin,
  hourlyRateMax: profile.hourlyRateMax,
  hasPhoto: Boolean(profile.avatarPath),
});

/** Share of the profile fields that companies look for which are filled in, and what listing still needs. */
export function profileCompleteness(
  profile: FacilitatorRow | undefined,
): FacilitatorDashboard['profileCompleteness'] {
  if (!profile) {
    const empty = completenessOf(EMPTY_PROFILE);
    return { ...empty, listingMissing: listingMissing(empty.missing) };
  }
  const { percent, missing } = completenessOf(checklistOf(profile));
  return { percent, missing, listingMissing: listingMissing(missing) };
}

const EMPTY_PROFILE: ProfileChecklistInput = {
  headline: '',
  bio: '',
  location: '',
  focusAreas: [],
  yearsExperience: null,
  rateCurrency: null,
  dayRateMin: null,
  dayRateMax: null,
  hourlyRateMin: null,
  hourlyRateMax: null,
  hasPhoto: false,
};
