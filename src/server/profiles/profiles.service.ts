import type { UserType } from '../../shared/constants';
import { toPage } from '../../shared/pagination';
import type {
  CompanyDirectoryPage,
  CompanyProfileInput,
  CompanyPublicProfile,
  CompanySearchQuery,
  CompanySummary,
  FacilitatorDirectoryPage,
  FacilitatorProfileUpdateInput,
  FacilitatorPublicProfile,
  FacilitatorSearchQuery,
  FacilitatorSummary,
  OwnCompanyProfile,
  OwnFacilitatorProfile,
  OwnProfileResponse,
} from '../../shared/profiles';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { uploadUrl } from '../storage/files';
import {
  findCompany,
  findListedCompany,
  listIndustries,
  listPublishedCompanyJobs,
  searchCompanies,
  updateCompany,
  type OwnCompanyRow,
} from './company-profiles.repo';
import {
  findFacilitator,
  findListedFacilitator,
  replaceFocusAreas,
  searchFacilitators,
  updateFacilitator,
  type FacilitatorRow,
} from './facilitator-profiles.repo';
import { setAccountName } from './profile-sql';

export const PROFILE_NOT_FOUND = 'Profile not found.';
export const FACILITATOR_NOT_FOUND = 'Facilitator not found.';
export const COMPANY_NOT_FOUND = 'Company not found.';

/** A company's public page lists at most this many of its published jobs. */
export const COMPANY_JOBS_LIMIT = 50;

// ---------------------------------------------------------------- responses

/** A facilitator card, the same wherever one is shown (the directory, a company's saved facilitators). */
export function toFacilitatorSummary(
  row: Omit<FacilitatorSummary, 'avatarUrl'> & { avatarPath: string | null },
): FacilitatorSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    location: row.location,
    yearsExperience: row.yearsExperience,
    focusAreas: row.focusAreas,
    avatarUrl: uploadUrl(row.avatarPath),
  };
}

/** The whole profile: the facilitator's own view of it and its public page are the same. */
function toFacilitatorProfile(row: FacilitatorRow): FacilitatorPublicProfile {
  // Object.assign, not `{ ...toFacilitatorSummary(row), … }`: V8 builds an object literal that adds properties
  // after a spread of this size on a slow path (~10× slower, measured; this is the public profile's response).
  return Object.assign(toFacilitatorSummary(row), {
    bio: row.bio,
    rate: row.rate,
    education: row.education,
    certifications: row.certifications,
    pastClients: row.pastClients,
    testimonials: row.testimonials,
  });
}

type CompanyBaseRow = Pick<OwnCompanyRow, 'id' | 'name' | 'industry' | 'size' | 'logoPath'>;

function toCompanyBase(row: CompanyBaseRow) {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    size: row.size,
    logoUrl: uploadUrl(row.logoPath),
  };
}

// Object.assign rather than a spread followed by more properties: the same slow path (see toFacilitatorProfile).
function toOwnCompany(row: OwnCompanyRow): OwnCompanyProfile {
  return Object.assign(toCompanyBase(row), { website: row.website, description: row.description });
}

function toCompanySummary(row: CompanyBaseRow & { openJobs: number }): CompanySummary {
  return Object.assign(toCompanyBase(row), { openJobs: Number(row.openJobs) });
}

// ---------------------------------------------------------------- own profile

/** The signed-in user's own profile, and whether it is complete (saved at least once). */
export async function getOwnProfile(
  db: Db,
  current: { id: string; userType: UserType },
): Promise<OwnProfileResponse> {
  if (current.userType === 'company') {
    const row = await findCompany(db, current.id);
    if (!row) throw notFound(PROFILE_NOT_FOUND);
    return {
      userType: 'company',
      profileComplete: row.profileCompletedAt !== null,
      company: toOwnCompany(row),
    };
  }
  const row = await findFacilitator(db, current.id);
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return {
    userType: 'facilitator',
    profileComplete: row.profileCompletedAt !== null,
    facilitator: toFacilitatorProfile(row),
  };
}

/**
 * Saves the profile of `id` (the session's user, never an id from the body). Saving completes the
 * profile, which lists it in the directory; a later save keeps the first completion time. The account's
 * display name is the company name (as at sign-up).
 */
export async function saveCompanyProfile(
  db: Db,
  id: string,
  input: CompanyProfileInput,
  now: Date,
): Promise<OwnCompanyProfile> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateCompany(tx, id, { ...input, completedAt: now }, now);
    if (updated) await setAccountName(tx, id, { name: input.name }, now);
    return updated;
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toOwnCompany(row);
}

/**
 * Saves the profile of `id` in one transaction: the facilitator row first (its row lock serialises two
 * concurrent saves of the same profile), then the focus-area rows are replaced, and the account name
 * follows the profile name. Completion as for a company.
 */
export async function saveFacilitatorProfile(
  db: Db,
  id: string,
  input: FacilitatorProfileUpdateInput,
  now: Date,
): Promise<OwnFacilitatorProfile> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateFacilitator(tx, id, { ...input, completedAt: now }, now);
    if (!updated) return undefined;
    await replaceFocusAreas(tx, id, input.focusAreas);
    const { firstName, lastName } = input;
    await setAccountName(tx, id, { name: `${firstName} ${lastName}`, firstName, lastName }, now);
    return updated;
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toFacilitatorProfile(row);
}

// ---------------------------------------------------------------- facilitator directory

export async function facilitatorDirectory(
  db: Db,
  query: FacilitatorSearchQuery,
): Promise<FacilitatorDirectoryPage> {
  const { rows, total } = await searchFacilitators(db, query);
  return toPage(rows.map(toFacilitatorSummary), total, query.page, query.pageSize);
}

/** A listed facilitator's public profile; a malformed id is as unknown as one that matches nothing. */
export async function getPublicFacilitator(db: Db, id: string): Promise<FacilitatorPublicProfile> {
  const row = isUuid(id) ? await findListedFacilitator(db, id) : undefined;
  if (!row) throw notFound(FACILITATOR_NOT_FOUND);
  return toFacilitatorProfile(row);
}

// ---------------------------------------------------------------- company directory

/** A page of listed companies, and every industry of listed companies for the filter. */
export async function companyDirectory(db: Db, query: CompanySearchQuery): Promise<CompanyDirectoryPage> {
  const [{ rows, total }, industries] = await Promise.all([searchCompanies(db, query), listIndustries(db)]);
  return {
    ...toPage(rows.map(toCompanySummary), total, query.page, query.pageSize),
    industries,
  };
}

/** A listed company's public page with its newest published jobs; a malformed id is as unknown as any other. */
export async function getPublicCompany(db: Db, id: string): Promise<CompanyPublicProfile> {
  const row = isUuid(id) ? await findListedCompany(db, id) : undefined;
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  const jobRows = await listPublishedCompanyJobs(db, id, COMPANY_JOBS_LIMIT);
  const jobs = jobRows.map((job) => ({
    ...job,
    postedAt: job.postedAt ? job.postedAt.toISOString() : null,
  }));
  // Object.assign, not `{ ...toCompanySummary(row), … }`: the same slow path (see toFacilitatorProfile).
  return Object.assign(toCompanySummary(row), {
    website: row.website,
    description: row.description,
    jobs,
  });
}
