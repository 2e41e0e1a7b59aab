/**
 * Job rows as the queries read them, turned into what the API answers: a list's summary, a company's own
 * posting with its counts, and the job page's detail as the viewer may see it.
 */
import { organisationReputation, type OrganisationReputationColumns } from '../reviews/reputation';
import type { ContentLanguage } from '../../shared/facilitation-options';
import { isPubliclyVisible } from '../../shared/job-options';
import type { CompanyJob, JobDetail, JobSummary } from '../../shared/jobs';
import { uploadUrl } from '../storage/files';
import { isAcceptingApplications } from './accepting-applications';
import { budgetOf } from './job-budget';
import { canExtendJob } from './job-expiry';
import type { Job, JobCardRow, JobSummaryRow } from './jobs.repo';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSummary(row: JobCardRow): JobSummary {
  return summaryOf(row, row.companyLogoPath);
}

function summaryOf(row: JobSummaryRow, companyLogoPath: string | null): JobSummary {
  return {
    id: row.id,
    title: row.title,
    contentLanguage: row.contentLanguage,
    companyId: row.companyId,
    companyName: row.companyName,
    companyLogoUrl: uploadUrl(companyLogoPath),
    location: row.location,
    budgetNote: row.budgetNote,
    remote: row.remote,
    experience: row.experience,
    employmentType: row.employmentType,
    focusAreas: row.focusAreas,
    status: row.status,
    postedAt: iso(row.postedAt),
    applicationDeadline: row.applicationDeadline,
    sessionFormat: row.sessionFormat,
    sessionDates: row.sessionDates,
    sessionDatesFlexible: row.sessionDatesFlexible,
    groupSize: row.groupSize,
    sessionLanguages: row.sessionLanguages,
    budget: budgetOf(row),
  };
}

export function toCompanyJob(
  row: JobCardRow & {
    createdAt: Date;
    updatedAt: Date;
    closedAt: Date | null;
    rejectionReason: string | null;
    hiddenAt: Date | null;
    applicationCount: number;
    expiresAt: Date | null;
    extendedAt: Date | null;
    positions: number;
    filledPositions: number;
  },
  now: Date,
): CompanyJob {
  // Object.assign, not `{ ...toSummary(row), … }`: V8's slow path for a spread followed by more properties
  // (see toDetail); a company's job list builds one of these per job.
  return Object.assign(toSummary(row), {
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: iso(row.closedAt),
    applicationCount: Number(row.applicationCount),
    hiddenByAdmin: !!row.hiddenAt,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    expiresAt: iso(row.expiresAt),
    canExtend: canExtendJob(row, now),
    ...positionsOf(row.positions, row.filledPositions),
  });
}

/** A job's positions and how many engagements hold them; it stays open to applications once filled. */
function positionsOf(positions: number, filledPositions: number) {
  const filled = Number(filledPositions);
  return { positions, filledPositions: filled, allPositionsFilled: filled >= positions };
}

export function toDetail(
  job: Job,
  company:
    | ({
        id: string;
        name: string;
        description: string;
        contentLanguage: ContentLanguage;
        website: string | null;
        logoPath: string | null;
      } & OrganisationReputationColumns)
    | null,
  filledPositions: number,
  viewerId: string | undefined,
  now: Date,
  viewerIsAdmin = false,
): JobDetail {
  const isOwner = !!viewerId && job.companyId === viewerId;
  // Object.assign, not `{ ...toSummary(job), … }`: V8 builds an object literal that adds properties after
  // a spread of this size on a slow path (~10× slower, measured; this is the job page's response).
  return Object.assign(summaryOf(job, company?.logoPath ?? null), {
    sessionTimeZone: job.sessionTimeZone,
    durationValue: job.durationValue,
    durationUnit: job.durationUnit,
    designDays: job.designDays,
    deliveryDays: job.deliveryDays,
    deliverables: job.deliverables,
    roles: job.roles,
    methods: job.methods,
    description: job.description,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    closedAt: iso(job.closedAt),
    company: company
      ? {
          id: company.id,
          name: company.name,
          description: company.description,
          contentLanguage: company.contentLanguage,
          website: company.website,
          logoUrl: uploadUrl(company.logoPath),
        }
      : null,
    reputation: company ? organisationReputation(company) : null,
    isOwner,
    isClosed: job.status === 'closed',
    hiddenByAdmin: !!job.hiddenAt,
    acceptingApplications: isAcceptingApplications(job, now),
    ...positionsOf(job.positions, filledPositions),
    rejectionReason: job.status === 'rejected' && (isOwner || viewerIsAdmin) ? job.rejectionReason : null,
    expiresAt: isPubliclyVisible(job) ? iso(job.expiresAt) : null,
    canExtend: !!viewerId && job.companyId === viewerId && canExtendJob(job, now),
  });
}
