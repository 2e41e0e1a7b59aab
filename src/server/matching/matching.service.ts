import type { RecommendedJob } from '../../shared/applications';
import { earliestTodayIso } from '../../shared/jobs';
import type { SuggestedFacilitator, SuggestedFacilitators } from '../../shared/profiles';
import { principalId, type CurrentUser } from '../auth/session';
import type { Db } from '../db/client';
import type { facilitators } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { em } from '../http/error-messages';
import { currentExchangeRates } from '../exchange-rates/exchange-rates.service';
import { isUuid } from '../http/params';
import { toFacilitatorSummary } from '../profiles/profiles.service';
import { budgetOf } from '../jobs/job-budget';
import { rankByMatch, scoreMatch, type Match } from './match-score';
import {
  blockedDays,
  FACILITATOR_CANDIDATES,
  findJobToMatch,
  JOB_CANDIDATES,
  recommendedJobCandidates,
  suggestedFacilitatorCandidates,
  toFacilitatorSide,
  toJobSide,
} from './matching.repo';

export const RECOMMENDED_JOBS = 6;
export const SUGGESTED_FACILITATORS = 6;
export const JOB_NOT_FOUND = em('jobs.notFound');
const COMPANIES_ONLY = em('session.companiesOnly');

type Profile = Pick<
  typeof facilitators.$inferSelect,
  | 'id'
  | 'focusAreas'
  | 'methods'
  | 'languages'
  | 'sessionFormats'
  | 'availabilityStatus'
  | 'availableFrom'
  | 'rateCurrency'
  | 'dayRateMin'
  | 'dayRateMax'
  | 'hourlyRateMin'
  | 'hourlyRateMax'
  | 'location'
  | 'travel'
>;

/**
 * The jobs to show a facilitator: among the newest accepting jobs that share a focus area, a method or a
 * language with the profile, those they could take (in a language they speak; in person only near them,
 * unless they travel internationally), the best matches first, then the newest; each with why it matches. A profile
 * with none of those (or no profile) gets the newest jobs, as before matching (`personalised` false).
 */
export async function recommendJobs(
  db: Db,
  facilitatorId: string,
  profile: Profile | undefined,
  now: Date,
): Promise<{ jobs: RecommendedJob[]; personalised: boolean }> {
  const wanted = {
    focusAreas: profile?.focusAreas ?? [],
    methods: profile?.methods ?? [],
    languages: profile?.languages ?? [],
  };
  const personalised = Object.values(wanted).some((list) => list.length > 0);
  const [candidates, rates, blocked] = await Promise.all([
    recommendedJobCandidates(
      db,
      facilitatorId,
      { ...wanted, location: profile?.location ?? '', travel: profile?.travel ?? null },
      now,
      personalised ? JOB_CANDIDATES : RECOMMENDED_JOBS,
    ),
    personalised ? currentExchangeRates(db).then(({ rates }) => rates) : {},
    personalised
      ? blockedDays(db, [facilitatorId], { from: earliestTodayIso(now) })
      : new Map<string, Set<string>>(),
  ]);
  const side = profile && toFacilitatorSide(profile, blocked.get(facilitatorId));
  const noMatch: Match = { score: 0, reasons: [] };
  // Unpersonalised, nothing is ruled out: the newest jobs, as on the board.
  const ranked = rankByMatch(
    candidates,
    (job) => (side && personalised ? scoreMatch(toJobSide(job), side, rates) : noMatch),
    RECOMMENDED_JOBS,
  );
  return {
    personalised,
    jobs: ranked.map((job) => ({
      id: job.id,
      title: job.title,
      contentLanguage: job.contentLanguage,
      companyName: job.companyName,
      location: job.location,
      remote: job.remote,
      focusAreas: job.focusAreas,
      postedAt: job.postedAt ? job.postedAt.toISOString() : null,
      sessionDates: job.sessionDates,
      budget: budgetOf(job),
      reasons: job.match.reasons,
    })),
  };
}

/**
 * Up to SUGGESTED_FACILITATORS listed facilitators for a job, best match first, who have not applied to it.
 * A member of its organisation asks (in any role), or an admin (for any job); another company gets "not
 * found", a facilitator "forbidden", as on the job's applicants.
 */
export async function suggestFacilitators(
  db: Db,
  viewer: CurrentUser,
  jobId: string,
): Promise<SuggestedFacilitators> {
  const admin = viewer.role === 'admin';
  if (!admin && viewer.userType !== 'company') throw forbidden(COMPANIES_ONLY);
  const companyId = admin ? null : principalId(viewer);
  if (companyId === undefined) throw forbidden(em('organisations.noOrganisation'));
  const job = isUuid(jobId) ? await findJobToMatch(db, jobId, companyId) : undefined;
  if (!job) throw notFound(JOB_NOT_FOUND);
  const jobSide = toJobSide(job);
  const [candidates, rates] = await Promise.all([
    suggestedFacilitatorCandidates(db, { id: job.id, ...jobSide }, FACILITATOR_CANDIDATES),
    currentExchangeRates(db).then(({ rates }) => rates),
  ]);
  const blocked = await blockedDays(
    db,
    candidates.map((row) => row.id),
    { only: jobSide.sessionDates },
  );
  const ranked = rankByMatch(
    candidates,
    (row) => scoreMatch(jobSide, toFacilitatorSide(row, blocked.get(row.id)), rates),
    SUGGESTED_FACILITATORS,
  );
  return { items: ranked.map(toSuggestedFacilitator) };
}

/** A facilitator card with the reasons. */
function toSuggestedFacilitator(
  row: Awaited<ReturnType<typeof suggestedFacilitatorCandidates>>[number] & { match: Match },
): SuggestedFacilitator {
  return { ...toFacilitatorSummary(row), reasons: row.match.reasons };
}
