import { pipeline, Transform, type Readable } from 'node:stream';
import type { AccountType } from '../../shared/constants';
import type { AppDeps, Log } from '../deps';
import { attachmentsExport } from '../attachments/attachments-export';
import { auditEntriesByActor } from '../audit/audit.repo';
import { engagementsExport } from '../engagements/engagements-export';
import { reviewsExport } from '../reviews/reviews-export';
import { referencesExport } from '../references/references-export';
import { insightsExport } from '../insights/insights-export';
import { tooManyRequests } from '../http/errors';
import { em } from '../http/error-messages';
import { countHit, releaseLease, renewLease, takeLease } from '../http/pg-rate-limit-store';
import { facilitationExport } from '../profiles/facilitation-export';
import { reportsByReporter } from '../reports/reports.repo';
import { savedExport } from '../saved/saved-export';
import { locateUpload } from '../storage/files';
import { zipArchive, type ArchiveFile } from '../storage/zip-archive';
import { conversationsExport } from './conversations-export';
import {
  administeredOrganisations,
  exportedAccount,
  exportedCompany,
  exportedFacilitator,
  exportedMemberships,
  exportedNotesWritten,
  exportedNotifications,
  exportedRatingsGiven,
  exportedSessions,
} from './data-export.repo';
import { exportedEmailChange } from './email-change.repo';

export type DataExportDeps = Pick<AppDeps, 'db' | 'pool' | 'clock' | 'config'>;

export const EXPORT_IN_PROGRESS = em('account.exportInProgress');
export const exportLimitMessage = (max: number, minutes: number) =>
  em('account.exportLimit', { max, minutes });

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long one export holds the user's lease without news. It is renewed as each file of the archive
 * starts, so a slow download keeps it; an instance that died mid-export frees it after this long.
 */
export const EXPORT_LEASE_MS = 10 * 60 * 1000;

/** The app_rate_limit row that says an export of this user's data is under way. */
export const exportLeaseKey = (userId: string) => `data-export-running:${userId}`;

/**
 * The signed-in user's data export as a ZIP archive streamed to the reader: `data.json` (everything
 * stored about them, as JSON) and every file they uploaded under `files/` (logo or avatar, evidence, attachments),
 * which data.json points at by its path in the archive.
 *
 * One export per user at a time, on every instance: the export holds a lease in the shared
 * app_rate_limit table (not an in-process lock, which a second instance behind the load balancer would
 * not see) from before the first query until the stream closes, however it closes (read to the end,
 * failed, or the reader went away). A second request meanwhile answers 429. Besides, at most
 * DATA_EXPORTS_PER_HOUR exports start per user and hour (each is a full read of their data and files).
 */
export async function startDataExport(
  deps: DataExportDeps,
  current: { id: string; userType: AccountType },
  log?: Pick<Log, 'warn'>,
): Promise<{ filename: string; stream: Readable }> {
  const leaseKey = exportLeaseKey(current.id);
  // Lease and rate-limit windows are elapsed time, on the real clock (clock.ts).
  const token = await takeLease(deps.pool, leaseKey, EXPORT_LEASE_MS);
  if (token === null) throw tooManyRequests(EXPORT_IN_PROGRESS);
  let released: Promise<void> | undefined;
  const release = () =>
    (released ??= releaseLease(deps.pool, leaseKey, token).catch((error: unknown) =>
      log?.warn({ err: error }, 'could not release the data export lease; it expires by itself'),
    ));
  try {
    const now = Date.now();
    const max = deps.config.DATA_EXPORTS_PER_HOUR;
    const { count, windowStart } = await countHit(deps.pool, `data-export:${current.id}`, HOUR_MS, now);
    if (count > max)
      throw tooManyRequests(exportLimitMessage(max, Math.ceil((windowStart + HOUR_MS - now) / 60_000)));

    const at = deps.clock.now();
    const { data, files } = await exportContent(deps, current, at);
    const archive = zipArchive(
      [{ path: 'data.json', data: Buffer.from(JSON.stringify(data, null, 2)) }],
      files,
      {
        mtime: at,
        onFile: () => {
          renewLease(deps.pool, leaseKey, token, EXPORT_LEASE_MS).catch(() => undefined);
        },
      },
    );
    // The lease goes before the response ends (the last bytes wait for it), so that the reader may start
    // the next export at once; and it goes however else the stream closes (failed, or the reader left).
    const stream = pipeline(
      archive,
      new Transform({
        transform: (chunk, _encoding, callback) => callback(null, chunk),
        flush: (callback) => void release().then(() => callback()),
      }),
      () => void release(),
    );
    return { filename: `facilitatorhub-export-${at.toISOString().slice(0, 10)}.zip`, stream };
  } catch (error) {
    await release();
    throw error;
  }
}

/** What goes into data.json, in this order, and the files the archive holds beside it. */
async function exportContent(deps: DataExportDeps, current: { id: string; userType: AccountType }, at: Date) {
  const { db } = deps;
  const uploadsDir = deps.config.UPLOADS_DIR;
  const files: ArchiveFile[] = [];
  /** A picture in the archive under `files/<name>.webp`; its path there, or null when there is none. */
  const picture = async (name: string, stored: string | null) => {
    const found = await locateUpload(uploadsDir, stored);
    if (!found) return null;
    const file = { ...found, path: `files/${name}.webp` };
    files.push(file);
    return file.path;
  };

  const data: Record<string, unknown> = {
    exportedAt: at.toISOString(),
    account: await exportedAccount(db, current.id),
    sessions: await exportedSessions(db, current.id),
    pendingEmailChange: await exportedEmailChange(db, current.id),
  };
  // A staff account has no profile, unless it kept the one it had before admins became staff.
  const staff = current.userType === 'staff';
  if (current.userType === 'company' || staff) {
    // The organisations the person belongs to, and what they wrote and rated as a member.
    const memberships = await exportedMemberships(db, current.id);
    if (!staff || memberships.length) {
      data.memberships = memberships;
      data.notesWritten = await exportedNotesWritten(db, current.id);
      data.ratingsGiven = await exportedRatingsGiven(db, current.id);
    }
    // The data of the organisations they own or administer: the first (for a company's founder, their
    // company) as companyProfile and jobs, any further one under otherOrganisations.
    const [first, ...others] = await Promise.all(
      (await administeredOrganisations(db, current.id)).map((id) => exportedCompany(db, id)),
    );
    if (first?.profile) {
      data.companyProfile = { ...first.profile, logoFile: await picture('logo', first.profile.logoPath) };
      data.jobs = first.jobs;
      data.declineTemplates = first.declineTemplates;
    } else if (!staff) {
      data.companyProfile = null;
      data.jobs = [];
    }
    const otherOrganisations = [];
    for (const { profile, jobs, declineTemplates } of others) {
      if (!profile) continue;
      const logoFile = await picture(`logo-${profile.id}`, profile.logoPath);
      otherOrganisations.push({ companyProfile: { ...profile, logoFile }, jobs, declineTemplates });
    }
    if (otherOrganisations.length) data.otherOrganisations = otherOrganisations;
  }
  const facilitator =
    current.userType === 'facilitator' || staff ? await exportedFacilitator(db, current.id) : null;
  if (facilitator && (!staff || facilitator.profile)) {
    data.facilitatorProfile = facilitator.profile && {
      ...facilitator.profile,
      avatarFile: await picture('avatar', facilitator.profile.avatarPath),
    };
    data.focusAreas = facilitator.profile?.focusAreas ?? [];
    data.applications = facilitator.applications;
    // Credentials with their evidence files, and the blocked days.
    const { files: evidence, ...facilitation } = await facilitationExport(db, uploadsDir, current.id);
    Object.assign(data, facilitation);
    files.push(...evidence);
  }
  data.notifications = await exportedNotifications(db, current.id);
  // The admin actions this account took, as the audit log recorded them.
  data.adminActions = await auditEntriesByActor(db, current.id);
  // The reports this account filed (reports about it belong to their reporters).
  data.reports = await reportsByReporter(db, current.id);
  // Conversations, invitations, blocks and email settings.
  Object.assign(data, await conversationsExport(db, current.id));
  // Offers and engagements on either side, the versions and events the person wrote, whether they have a
  // calendar feed (never its address), and a facilitator's own cancellation tiers.
  Object.assign(data, await engagementsExport(db, current.id, Boolean(facilitator?.profile)));
  // The reviews they wrote (with their private notes), their replies, and the published reviews of a facilitator.
  Object.assign(data, await reviewsExport(db, current.id, Boolean(facilitator?.profile)));
  // Outside references a facilitator asked for, the six-week answers about them, and the answers a member gave.
  Object.assign(data, await referencesExport(db, current.id, Boolean(facilitator?.profile)));
  // A facilitator's own profile counts (insights); nobody else's.
  Object.assign(data, await insightsExport(db, current.id, Boolean(facilitator?.profile)));
  // Saved jobs, facilitators and searches, and the alerts sent.
  Object.assign(data, await savedExport(db, current.id));
  // The files attached to applications and messages, with the files themselves.
  const { attachments, files: attached } = await attachmentsExport(db, uploadsDir, current.id);
  data.attachments = attachments;
  files.push(...attached);
  return { data, files };
}
