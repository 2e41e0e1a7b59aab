import { isPubliclyVisible } from '../../shared/job-options';
import { truncateAtWord } from '../../shared/text';
import { toPage } from '../../shared/pagination';
import {
  REPORTS_PER_HOUR,
  REPORTS_SHOWN_PER_TARGET,
  type ReportInput,
  type ReportTargetType,
  type ReportedTargetsPage,
} from '../../shared/reports';
const HOUR_MS = 60 * 60 * 1000;
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isUuid } from '../http/params';
import { isAdminAccount } from '../users/suspension.service';
import {
  countReportsSince,
  findJobTarget,
  findMessageTarget,
  findProfileTarget,
  hasOpenReport,
  insertReport,
  listOpenTargets,
  lockReporter,
  openReportsOf,
  ownersOf,
  type TargetInfo,
} from './reports.repo';
import { em } from '../http/error-messages';
import { reviewTarget } from '../reviews/reviews.service';

export const TARGET_NOT_FOUND = em('reports.targetNotFound');
export const CANNOT_REPORT_OWN = em('reports.cannotReportOwn');
export const TOO_MANY_REPORTS = em('reports.tooMany', { max: REPORTS_PER_HOUR });

/** How much of a reported message the Reports page shows (and the audit log keeps). */
const MESSAGE_EXCERPT_LENGTH = 120;

/** The public page of a report's target; '' for a message, which has none. */
export const targetLink = (type: ReportTargetType, id: string) =>
  type === 'job'
    ? `/jobs/${id}`
    : type === 'company'
      ? `/companies/${id}`
      : type === 'facilitator'
        ? `/facilitators/${id}`
        : '';

/** The start of a message's text on one line. */
const excerpt = (body: string) => truncateAtWord(body, MESSAGE_EXCERPT_LENGTH);

/** The target as it is now; undefined when it no longer exists. */
export async function describeTarget(
  db: DbOrTx,
  type: ReportTargetType,
  id: string,
): Promise<TargetInfo | undefined> {
  if (!isUuid(id)) return undefined;
  if (type === 'job') {
    const job = await findJobTarget(db, id);
    if (!job) return undefined;
    return {
      label: job.title,
      ownerId: job.companyId,
      isPublic: isPubliclyVisible(job),
      hidden: !!job.hiddenAt,
    };
  }
  if (type === 'review') return reviewTarget(db, id);
  if (type === 'message') {
    const message = await findMessageTarget(db, id);
    if (!message) return undefined;
    const reader = message.side === 'company' ? message.facilitatorId : message.companyId;
    return {
      label: excerpt(message.body),
      // The author, as far as the account still exists.
      ownerId: message.senderId,
      isPublic: false,
      reportableBy: reader ? [reader] : [],
      hidden: !!message.hiddenAt,
    };
  }
  const profile = await findProfileTarget(db, type, id);
  if (!profile) return undefined;
  return {
    label: profile.name,
    ownerId: id,
    isPublic: !!profile.completedAt && !profile.hiddenAt,
    hidden: !!profile.hiddenAt,
  };
}

/**
 * A signed-in user reports a public job or profile, or a message written to them or to the organisation
 * they act for (`partyId`; its author cannot: to anyone else it does not exist). A repeat of an open report by the same user on the
 * same target changes nothing and answers the same. At most REPORTS_PER_HOUR new reports per user and hour.
 */
export async function createReport(
  db: Db,
  reporterId: string,
  input: ReportInput,
  now: Date,
  partyId: string = reporterId,
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await describeTarget(tx, input.targetType, input.targetId);
    // A suspended owner's profile reads as listed here, but its pages already answer 404 to everyone.
    if (!target || !(target.isPublic || target.reportableBy?.includes(partyId)))
      throw notFound(TARGET_NOT_FOUND);
    if (target.ownerId === reporterId) throw badRequest(CANNOT_REPORT_OWN);
    await lockReporter(tx, reporterId);
    // A repeat changes nothing and answers as the first did, whatever the limit.
    if (await hasOpenReport(tx, reporterId, { type: input.targetType, id: input.targetId })) return;
    if ((await countReportsSince(tx, reporterId, new Date(now.getTime() - HOUR_MS))) >= REPORTS_PER_HOUR)
      throw new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_REPORTS);
    await insertReport(tx, {
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      category: input.category,
      note: input.note,
      createdAt: now,
    });
  });
}

/** The Reports page: targets with open reports, the most recently reported first, each with its reports. */
export async function listReportedTargets(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAILS'>,
  page: number,
  pageSize: number,
): Promise<ReportedTargetsPage> {
  const { rows, total } = await listOpenTargets(db, page, pageSize);
  const [reports, targets] = await Promise.all([
    openReportsOf(
      db,
      rows.map((row) => row.targetId),
      REPORTS_SHOWN_PER_TARGET,
    ),
    Promise.all(rows.map((row) => describeTarget(db, row.targetType, row.targetId))),
  ]);
  const ownerIds = [...new Set(targets.flatMap((target) => (target?.ownerId ? [target.ownerId] : [])))];
  const owners = new Map((await ownersOf(db, ownerIds)).map((owner) => [owner.id, owner]));
  const items = rows.map((row, i) => {
    const target = targets[i];
    const owner = target?.ownerId ? owners.get(target.ownerId) : undefined;
    return {
      targetType: row.targetType,
      targetId: row.targetId,
      label: target?.label ?? null,
      link: targetLink(row.targetType, row.targetId),
      owner: owner
        ? {
            id: owner.id,
            email: owner.email,
            suspended: !!owner.suspendedAt,
            isAdmin: isAdminAccount(config, owner),
          }
        : null,
      hidden: target?.hidden ?? false,
      count: row.count,
      latestAt: new Date(row.latestAt).toISOString(),
      reports: reports
        .filter((report) => report.targetType === row.targetType && report.targetId === row.targetId)
        .map((report) => ({
          id: report.id,
          category: report.category,
          note: report.note,
          reporterEmail: report.reporterEmail,
          createdAt: report.createdAt.toISOString(),
        })),
    };
  });
  return toPage(items, total, page, pageSize);
}
