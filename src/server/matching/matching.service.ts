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

/** What the candidates' read takes from a profile: the arrays to share one of, and where they could work. */
interface CandidateInputs {
  focusAreas: Profile['focusAreas'];
  methods: Profile['methods'];
  languages: Profile['languages'];
  location: Profile['location'];
  travel: Profile['travel'] | null;
}

const candidateInputsOf = (profile: Profile | undefined): CandidateInputs => ({
  focusAreas: profile?.focusAreas ?? [],
  methods: profile?.methods ?? [],
  languages: profile?.languages ?? [],
  location: profile?.location ?? '',
  travel: profile?.travel ?? null,
});

const sameInputs = (a: CandidateInputs, b: CandidateInputs) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Each facilitator's candidate inputs as their profile had them at their last recommendations, so that the
 * next read of the candidates can start beside the profile's instead of after it: a profile changes far less
 * often than a dashboard is opened. Only a guess: the profile read beside it decides, and a guess it proves
 * wrong is dropped and the candidates read again. At most LAST_INPUTS_MAX, the oldest forgotten first; each
 * instance keeps its own.
 */
const lastInputs = new Map<string, CandidateInputs>();
const LAST_INPUTS_MAX = 2000;

function rememberInputs(facilitatorId: string, inputs: CandidateInputs) {
  lastInputs.delete(facilitatorId);
  lastInputs.set(facilitatorId, inputs);
  if (lastInputs.size > LAST_INPUTS_MAX) lastInputs.delete(lastInputs.keys().next().value!);
}

/** The candidates for these inputs, with the rates and blocked days that rank them when personalised. */
async function readCandidates(db: Db, facilitatorId: string, inputs: CandidateInputs, now: Date) {
  const personalised = [inputs.focusAreas, inputs.methods, inputs.languages].some((list) => list.length > 0);
  const [candidates, rates, blocked] = await Promise.all([
    recommendedJobCandidates(
      db,
      facilitatorId,
      inputs,
      now,
      personalised ? JOB_CANDIDATES : RECOMMENDED_JOBS,
    ),
    personalised ? currentExchangeRates(db).then(({ rates }) => rates) : {},
    personalised
      ? blockedDays(db, [facilitatorId], { from: earliestTodayIso(now) })
      : new Map<string, Set<string>>(),
  ]);
  return { personalised, candidates, rates, blocked };
}

/**
 * The jobs to show a facilitator: among the newest accepting jobs that share a focus area, a method or a
 * language with the profile, those they could take (in a language they speak; in person only near them,
 * unless they travel internationally), the best matches first, then the newest; each with why it matches. A profile
 * with none of those (or no profile) gets the newest jobs, as before matching (`personalised` false).
 * `profileRead` is the profile's read under way: the candidates of the profile's last known inputs are read
 * beside it (lastInputs).
 */
export async function recommendJobs(
  db: Db,
  facilitatorId: string,
  profileRead: Promise<Profile | undefined>,
  now: Date,
): Promise<{ jobs: RecommendedJob[]; personalised: boolean }> {
  const guessed = lastInputs.get(facilitatorId);
  const early = guessed && readCandidates(db, facilitatorId, guessed, now);
  // A guess the profile proves wrong is never awaited: its failure must not go unhandled.
  early?.catch(() => undefined);
  const profile = await profileRead;
  const inputs = candidateInputsOf(profile);
  rememberInputs(facilitatorId, inputs);
  const { personalised, candidates, rates, blocked } =
    early && sameInputs(guessed, inputs) ? await early : await readCandidates(db, facilitatorId, inputs, now);
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
