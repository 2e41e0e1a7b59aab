import fs from 'node:fs/promises';
import path from 'node:path';
import { type AccountType, USER_TYPES } from '../../shared/constants';
import type { LanguageSettings, MeResponse } from '../../shared/auth';
import type { NotificationSettings } from '../../shared/messages';
import type { AppDeps } from '../deps';
import type { CurrentUser } from './session';
import { badRequest, conflict } from '../http/errors';
import { em } from '../http/error-messages';
import { anonymiseCompanyJobs } from '../jobs/jobs.repo';
import {
  notificationSettingsOf,
  saveNotificationSettings,
} from '../notifications/notification-settings.repo';
import { evidenceFilesOf } from '../profiles/credentials.repo';
import { attachmentFilesOf } from '../attachments/attachments.service';
import { removeAttachment } from '../storage/attachments';
import { removeEvidence } from '../storage/evidence';
import { findPicturePath } from '../storage/pictures.repo';
import { earliestTodayIso } from '../../shared/job-options';
import { createNotification } from '../notifications/notifications.service';
import { releaseCompanyHires } from '../profiles/availability.repo';
import type { Tx } from '../db/client';
import type { MailDeps } from '../applications/applications.service';
import { closeOnOrganisationDeletion } from '../engagements/party-closures';
import {
  deleteUserRow,
  expireOffersOfLeavingParty,
  hiresOfFacilitator,
  passwordHashOf,
  profileCompletedAt,
  setUserLocale,
  withdrawAndEmptyApplicationsOf,
  deleteOrganisationInsights,
  deleteOrganisationRow,
  handOverMemberships,
  organisationsWithOnlyMember,
  sharedMembershipsOf,
  lockOrganisationsOf,
} from './account.repo';
import { verifyPassword } from './auth';
import { reputationsAfterLeaving } from '../reviews/reputation.service';

export const WRONG_PASSWORD = em('account.wrongPassword');

/** Whether the user's profile was saved once (what /api/me tells the UI). */
export async function isProfileComplete(
  deps: Pick<AppDeps, 'db'>,
  current: { id: string; userType: AccountType; organisation?: { id: string } | null },
): Promise<boolean> {
  // Staff have no profile to complete: onboarding never applies to them.
  if (current.userType === 'staff') return true;
  // A company-side person's profile is their organisation's (none: nothing to complete).
  if (current.userType === 'company') {
    return (
      !current.organisation || Boolean(await profileCompletedAt(deps.db, current.organisation.id, 'company'))
    );
  }
  return Boolean(await profileCompletedAt(deps.db, current.id, current.userType));
}

/** GET /api/me's answer for `current`: the user, the session's expiry and whether their profile is complete. */
export async function meOf(
  deps: Pick<AppDeps, 'db'>,
  current: CurrentUser | null,
): Promise<MeResponse | null> {
  if (!current) return null;
  return {
    user: {
      id: current.id,
      email: current.email,
      name: current.name,
      emailVerified: current.emailVerified,
      userType: current.userType,
      role: current.role,
      locale: current.locale,
      organisation: current.organisation,
    },
    session: { id: current.sessionId, expiresAt: current.sessionExpiresAt.toISOString() },
    profileComplete: await isProfileComplete(deps, current),
  };
}

/** Which emails the user gets (Account settings → Notifications). */
export function emailSettingsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<NotificationSettings> {
  return notificationSettingsOf(deps.db, userId);
}

/** Stores which emails the user gets, every category at once. */
export function saveEmailSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return saveNotificationSettings(deps.db, userId, settings, deps.clock.now());
}

/** Stores the language of the user's mails and notifications (Account settings → Language). */
export async function saveLanguage(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  settings: LanguageSettings,
): Promise<LanguageSettings> {
  await setUserLocale(deps.db, userId, settings.locale, deps.clock.now());
  return { locale: settings.locale };
}

/**
 * Deletes the account once its password is confirmed (400 otherwise): personal data and sessions go; a
 * company's jobs are closed and anonymised, a facilitator's applications withdrawn and emptied, their
 * pending offers expired (their engagements stay the organisation's, without them; their calendar feed
 * goes with the user row). The uploaded files go after the commit (a file left behind by a crash there
 * is only an orphan).
 *
 * A company-side person: an organisation they alone make up goes with them. One with other members stays:
 * the jobs, threads and notes the person held move to another owner, and their membership and ratings go
 * with the user row; unless they are its last owner, which is refused (409) until they transfer ownership
 * or delete the organisation, so that no organisation is left without an owner.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>,
  current: { id: string; userType: AccountType },
  password: string,
): Promise<void> {
  const hash = await passwordHashOf(deps.db, current.id);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  const files: string[] = [];
  const evidenceFiles: string[] = [];
  const attachmentFiles: string[] = [];
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // A facilitator's clients' reputations count them until the user row goes: recomputed after it.
    const reputations =
      current.userType === 'company'
        ? null
        : await reputationsAfterLeaving(tx, { facilitatorId: current.id });
    // Their attachments' rows go with the user row; the files after the commit.
    attachmentFiles.push(...(await attachmentFilesOf(tx, current.id)));
    // A staff account may still hold the profile it had before admins became staff: it goes too.
    const kinds = current.userType === 'staff' ? USER_TYPES : [current.userType];
    for (const kind of kinds) {
      if (kind === 'company') {
        await lockOrganisationsOf(tx, current.id);
        for (const shared of await sharedMembershipsOf(tx, current.id)) {
          if (shared.heirId) await handOverMemberships(tx, shared.id, current.id, shared.heirId);
          else if (shared.role === 'owner')
            throw conflict(em('account.lastOwner', { organisation: shared.name }));
        }
        // An organisation whose only member leaves leaves with them, as a company account always did.
        for (const organisationId of await organisationsWithOnlyMember(tx, current.id)) {
          const picture = await deleteOrganisationIn(tx, deps, organisationId, now);
          if (picture) files.push(picture);
        }
      } else {
        const picture = await findPicturePath(tx, current.id, kind);
        if (picture?.path) files.push(picture.path);
        evidenceFiles.push(...(await evidenceFilesOf(tx, current.id)));
        await tellCompaniesFacilitatorLeft(tx, current.id, now);
        await withdrawAndEmptyApplicationsOf(tx, current.id, now);
        await expireOffersOfLeavingParty(tx, { facilitatorId: current.id }, now);
      }
    }
    await deleteUserRow(tx, current.id);
    await reputations?.recompute();
  });
  const uploadsDir = deps.config.UPLOADS_DIR;
  await removePictureFiles(uploadsDir, files);
  for (const file of evidenceFiles) await removeEvidence(uploadsDir, file).catch(() => undefined);
  for (const file of attachmentFiles) await removeAttachment(uploadsDir, file).catch(() => undefined);
}

/**
 * Deletes an organisation as a company account's deletion always did: its hires are released (each
 * facilitator told), its open offers withdrawn and its confirmed engagements still ahead cancelled, their
 * days freed (each facilitator told; past engagements stay the facilitators' record), its jobs closed and
 * anonymised, its row deleted (members, invitations, notes and saved facilitators go with it). Answers the
 * path of its picture, to remove once the transaction commits.
 */
export async function deleteOrganisationIn(tx: Tx, mail: MailDeps, organisationId: string, now: Date) {
  const picture = await findPicturePath(tx, organisationId, 'company');
  await releaseHiresOfLeavingCompany(tx, organisationId, now);
  await closeOnOrganisationDeletion(tx, mail, organisationId, now);
  await deleteOrganisationInsights(tx, organisationId);
  await anonymiseCompanyJobs(tx, organisationId, now);
  const reputations = await reputationsAfterLeaving(tx, { organisationId });
  await deleteOrganisationRow(tx, organisationId);
  await reputations.recompute();
  return picture?.path ?? undefined;
}

/** Removes uploaded pictures after the commit that deleted their rows (one left behind is only an orphan). */
export async function removePictureFiles(uploadsDir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await fs.rm(path.join(uploadsDir, path.basename(file)), { force: true }).catch(() => undefined);
  }
}

/**
 * A company leaves: the days its hires had blocked are freed, and each facilitator with days still ahead
 * is told, with the way to keep them blocked (My Applications).
 */
async function releaseHiresOfLeavingCompany(tx: Tx, companyId: string, now: Date) {
  for (const hire of await releaseCompanyHires(tx, companyId, earliestTodayIso(now))) {
    if (hire.days === 0) continue;
    await createNotification(tx, {
      userId: hire.facilitatorId,
      type: 'company.left',
      words: (notice) => ({
        title: notice('companyLeft.title', { companyName: hire.companyName }),
        body: notice('companyLeft.body', { days: hire.days, jobTitle: hire.jobTitle }),
      }),
      link: '/facilitator/applications',
      createdAt: now,
    });
  }
}

/** A facilitator leaves: each company that hired them is told that the hire is withdrawn. */
async function tellCompaniesFacilitatorLeft(tx: Tx, facilitatorId: string, now: Date) {
  for (const hire of await hiresOfFacilitator(tx, facilitatorId)) {
    if (!hire.companyId) continue;
    await createNotification(tx, {
      organisationId: hire.companyId,
      type: 'facilitator.left',
      words: (notice) => ({
        title: notice('facilitatorLeft.title', { name: `${hire.firstName} ${hire.lastName}`.trim() }),
        body: notice('facilitatorLeft.body', { jobTitle: hire.jobTitle }),
      }),
      link: `/company/jobs/${hire.jobId}/applicants?status=withdrawn`,
      createdAt: now,
    });
  }
}
