import type { z } from 'zod';
import { facilitatorReputation, organisationReputation, shownAverage } from '../reviews/reputation';
import type { UserType } from '../../shared/constants';
import { detectContentLanguage } from '../../shared/detect-content-language';
import { checkRates, PUBLIC_CALENDAR_DAYS } from '../../shared/facilitation';
import { toPage } from '../../shared/pagination';
import type { RatingSummary } from '../../shared/reviews';
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
import type { Db, DbOrTx } from '../db/client';
import { badRequest, notFound } from '../http/errors';
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
import { listingMissing, profileCompleteness } from '../../shared/profile-listing';
import { checklistOf } from './profile-completeness';
import { setAccountName } from './profile-sql';
import { listUnavailableDays } from './availability.repo';
import { listCredentials } from './credentials.repo';
import { publicReferences } from '../references/references.service';
import { publicResponseMinutes } from '../conversations/response-time.service';
import { toPublicCredential } from './credentials.service';
import { addDays, utcDay } from './days';
import { budgetOf } from '../jobs/job-budget';
import { em } from '../http/error-messages';

export const PROFILE_NOT_FOUND = em('profiles.notFound');
export const FACILITATOR_NOT_FOUND = em('profiles.facilitatorNotFound');
export const COMPANY_NOT_FOUND = em('profiles.companyNotFound');

/** A company's public page lists at most this many of its published jobs. */
export const COMPANY_JOBS_LIMIT = 50;

// ---------------------------------------------------------------- responses

type FacilitatorCardRow = Omit<FacilitatorSummary, 'avatarUrl' | 'availability' | 'rating'> & {
  avatarPath: string | null;
  availabilityStatus: FacilitatorSummary['availability']['status'];
  availableFrom: string | null;
} & ReputationRow;

/** The reputation columns a card shows (facilitators and companies keep them alike). */
type ReputationRow = { reviewCount: number; ratingAverage: number | null };

/** A card's rating: the count of published, visible reviews and their average to one decimal (decision 042). */
export function toRatingSummary(row: ReputationRow): RatingSummary {
  return {
    reviewCount: row.reviewCount,
    averageRating: shownAverage(row.reviewCount, row.ratingAverage),
  };
}

/** A facilitator card, the same wherever one is shown (the directory, a company's saved facilitators). */
export function toFacilitatorSummary(row: FacilitatorCardRow): FacilitatorSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.headline,
    contentLanguage: row.contentLanguage,
    location: row.location,
    yearsExperience: row.yearsExperience,
    focusAreas: row.focusAreas,
    avatarUrl: uploadUrl(row.avatarPath),
    availability: { status: row.availabilityStatus, availableFrom: row.availableFrom },
    languages: row.languages,
    methods: row.methods,
    rateCurrency: row.rateCurrency,
    dayRateMin: row.dayRateMin,
    dayRateMax: row.dayRateMax,
    hourlyRateMin: row.hourlyRateMin,
    hourlyRateMax: row.hourlyRateMax,
    verifiedCredentials: row.verifiedCredentials,
    rating: toRatingSummary(row),
  };
}

/**
 * The whole profile: the facilitator's own view of it and its public page are the same. With the
 * credentials (claimed or verified) and the blocked days from `today` over the next PUBLIC_CALENDAR_DAYS.
 */
async function toFacilitatorProfile(
  db: DbOrTx,
  row: FacilitatorRow,
  now: Date,
): Promise<FacilitatorPublicProfile> {
  const today = utcDay(now);
  const [credentials, unavailableDates, references, responseMinutes] = await Promise.all([
    listCredentials(db, row.id),
    listUnavailableDays(db, row.id, today, addDays(today, PUBLIC_CALENDAR_DAYS - 1)),
    publicReferences(db, row.id),
    publicResponseMinutes(db, row.id, now),
  ]);
  // Object.assign, not `{ ...toFacilitatorSummary(row), … }`: V8 builds an object literal that adds properties
  // after a spread of this size on a slow path (~10× slower, measured; this is the public profile's response).
  return Object.assign(toFacilitatorSummary(row), {
    listingMissing: listingMissing(profileCompleteness(checklistOf(row)).missing),
    bio: row.bio,
    rateNote: row.rateNote,
    cancellationTiers: row.cancellationTiers,
    education: row.education,
    pastClients: row.pastClients,
    testimonials: row.testimonials,
    references,
    virtualTools: row.virtualTools,
    travel: row.travel,
    travelRadiusKm: row.travelRadiusKm,
    sessionFormats: row.sessionFormats,
    groupSizes: row.groupSizes,
    // A credential an admin rejected is not shown as claimed; its owner reads why (GET /api/profile/credentials).
    credentials: credentials.filter((credential) => !credential.rejectedAt).map(toPublicCredential),
    unavailableDates,
    reputation: facilitatorReputation(row),
    responseMinutes,
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
  return Object.assign(toCompanyBase(row), {
    website: row.website,
    description: row.description,
    contentLanguage: row.contentLanguage,
  });
}

function toCompanySummary(
  row: CompanyBaseRow & Pick<OwnCompanyRow, 'contentLanguage'> & { openJobs: number } & ReputationRow,
): CompanySummary {
  return Object.assign(toCompanyBase(row), {
    openJobs: Number(row.openJobs),
    contentLanguage: row.contentLanguage,
    rating: toRatingSummary(row),
  });
}

// ---------------------------------------------------------------- own profile

/** The signed-in user's own profile, and whether it is complete (saved at least once). */
export async function getOwnProfile(
  db: Db,
  current: { id: string; userType: UserType },
  now: Date,
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
    facilitator: await toFacilitatorProfile(db, row, now),
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
    const contentLanguage = input.contentLanguage ?? detectContentLanguage(input.industry, input.description);
    const updated = await updateCompany(tx, id, { ...input, contentLanguage, completedAt: now }, now);
    if (updated) await setAccountName(tx, id, { name: input.name }, now);
    return updated;
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toOwnCompany(row);
}

/**
 * The rate rules (a currency with any amount, min ≤ max) on the profile as it will be: the details a save
 * leaves out keep their stored values, so the body alone cannot show that e.g. a new minimum is above the
 * stored maximum.
 */
function checkMergedRates(row: FacilitatorRow, input: FacilitatorProfileUpdateInput) {
  const merged = {
    rateCurrency: input.rateCurrency !== undefined ? input.rateCurrency : row.rateCurrency,
    dayRateMin: input.dayRateMin !== undefined ? input.dayRateMin : row.dayRateMin,
    dayRateMax: input.dayRateMax !== undefined ? input.dayRateMax : row.dayRateMax,
    hourlyRateMin: input.hourlyRateMin !== undefined ? input.hourlyRateMin : row.hourlyRateMin,
    hourlyRateMax: input.hourlyRateMax !== undefined ? input.hourlyRateMax : row.hourlyRateMax,
  };
  const fieldErrors: Record<string, string[]> = {};
  checkRates(merged, {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      const field = String(issue.path?.[0] ?? 'rateCurrency');
      (fieldErrors[field] ??= []).push(issue.message ?? em('profiles.invalidRate'));
    },
  } as unknown as z.RefinementCtx);
  const [first] = Object.values(fieldErrors);
  if (first) throw badRequest(first[0]!, fieldErrors);
}

/**
 * Saves the profile of `id` in one transaction: the facilitator row is locked and read first (which
 * serialises two concurrent saves of the same profile, and lets the rates be checked as merged), then
 * written, the focus-area rows are replaced, and the account name follows the profile name. Completion
 * as for a company.
 */
export async function saveFacilitatorProfile(
  db: Db,
  id: string,
  input: FacilitatorProfileUpdateInput,
  now: Date,
): Promise<OwnFacilitatorProfile> {
  const row = await db.transaction(async (tx) => {
    const stored = await findFacilitator(tx, id, { forUpdate: true });
    if (!stored) return undefined;
    checkMergedRates(stored, input);
    const contentLanguage = input.contentLanguage ?? detectContentLanguage(input.headline, input.bio);
    const updated = await updateFacilitator(tx, id, { ...input, contentLanguage, completedAt: now }, now);
    if (!updated) return undefined;
    await replaceFocusAreas(tx, id, input.focusAreas);
    const { firstName, lastName } = input;
    await setAccountName(tx, id, { name: `${firstName} ${lastName}`, firstName, lastName }, now);
    return updated;
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return toFacilitatorProfile(db, row, now);
}

// ---------------------------------------------------------------- facilitator directory

export async function facilitatorDirectory(
  db: Db,
  query: FacilitatorSearchQuery,
  now: Date,
): Promise<FacilitatorDirectoryPage> {
  const { rows, total, totalIsExact } = await searchFacilitators(db, query, utcDay(now));
  return { ...toPage(rows.map(toFacilitatorSummary), total, query.page, query.pageSize), totalIsExact };
}

/**
 * A listed facilitator's public profile; its owner (`viewerId`) also sees it before it is listed, with
 * what it still needs (`listingMissing`). A malformed id is as unknown as one that matches nothing.
 */
export async function getPublicFacilitator(
  db: Db,
  id: string,
  now: Date,
  viewerId?: string,
): Promise<FacilitatorPublicProfile> {
  return toFacilitatorProfile(db, await visibleFacilitator(db, id, viewerId), now);
}

/**
 * The facilitator's row when `viewerId` may see their profile: listed, or their own while not listed yet
 * (GET /api/facilitators/:id and whatever hangs off the profile, such as its reviews); 404 otherwise.
 */
export async function visibleFacilitator(db: Db, id: string, viewerId?: string) {
  const row = isUuid(id) ? await findListedFacilitator(db, id, viewerId) : undefined;
  if (!row) throw notFound(FACILITATOR_NOT_FOUND);
  return row;
}

/** The company's row when its profile is public (GET /api/companies/:id and its reviews); 404 otherwise. */
export async function visibleCompany(db: Db, id: string) {
  const row = isUuid(id) ? await findListedCompany(db, id) : undefined;
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
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
  const row = await visibleCompany(db, id);
  const jobRows = await listPublishedCompanyJobs(db, id, COMPANY_JOBS_LIMIT);
  const jobs = jobRows.map(({ budgetType, budgetMin, budgetMax, budgetCurrency, ...job }) => ({
    ...job,
    budget: budgetOf({ budgetType, budgetMin, budgetMax, budgetCurrency }),
    postedAt: job.postedAt ? job.postedAt.toISOString() : null,
  }));
  // Object.assign, not `{ ...toCompanySummary(row), … }`: the same slow path (see toFacilitatorProfile).
  return Object.assign(toCompanySummary(row), {
    website: row.website,
    description: row.description,
    jobs,
    reputation: organisationReputation(row),
  });
}
