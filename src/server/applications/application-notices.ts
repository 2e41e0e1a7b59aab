import type { Tx } from '../db/client';
import {
  createNotification,
  reviseNotification,
  type NewNotification,
} from '../notifications/notifications.service';
import {
  findFacilitator,
  fullName,
  rememberCompanyNotification,
  type findOwnApplication,
} from './applications.repo';

/** What a company hears of the applications to its jobs, in its bell. */

/** A company hears about one facilitator's application to one job at most once in this long. */
const COMPANY_NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Tells the company about an event on one application. The first event of a
 * day creates a notification; later ones within that day rewrite it with the
 * latest news, so withdrawing and applying again cannot flood a company's
 * bell or inbox. True when a notification was created (a mail may follow).
 */
export async function noticeToCompany(
  tx: Tx,
  application: { id: string; companyNotificationId: string | null; companyNotifiedAt: Date | null },
  event: NewNotification,
): Promise<boolean> {
  const { companyNotificationId: previous, companyNotifiedAt: at } = application;
  if (previous && at && event.createdAt.getTime() - at.getTime() < COMPANY_NOTICE_WINDOW_MS) {
    if (await reviseNotification(tx, previous, event)) return false;
  }
  const created = await createNotification(tx, event);
  await rememberCompanyNotification(tx, application.id, created);
  return true;
}

type OwnApplication = NonNullable<Awaited<ReturnType<typeof findOwnApplication>>>;

/** Tells the company that the facilitator withdrew `own` (a job whose company left hears nothing). */
export async function tellCompanyOfWithdrawal(tx: Tx, facilitatorId: string, own: OwnApplication, now: Date) {
  if (!own.companyId) return;
  const facilitator = await findFacilitator(tx, facilitatorId);
  await noticeToCompany(tx, own, {
    organisationId: own.companyId,
    type: 'application.withdrawn',
    words: (notice) => ({
      title: notice('applicationWithdrawn.title'),
      body: facilitator
        ? notice('applicationWithdrawn.body', { name: fullName(facilitator), jobTitle: own.jobTitle })
        : notice('applicationWithdrawn.bodyUnnamed', { jobTitle: own.jobTitle }),
    }),
    link: `/company/jobs/${own.jobId}/applicants`,
    createdAt: now,
  });
}
