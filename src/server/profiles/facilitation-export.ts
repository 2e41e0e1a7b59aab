import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { applications, facilitatorUnavailableDates, jobs } from '../db/schema';
import { readEvidence } from '../storage/evidence';
import { listCredentials } from './credentials.repo';

/**
 * What the data export adds for a facilitator beyond the profile row (which carries the rates, languages,
 * methods, tools, travel, formats, group sizes and availability): every credential with its uploaded
 * evidence file (base64, as uploaded), and every blocked day with the hire that blocked it.
 */
export async function facilitationExport(db: DbOrTx, uploadsDir: string, facilitatorId: string) {
  const credentials = await Promise.all(
    (await listCredentials(db, facilitatorId)).map(
      async ({ evidencePath, evidenceType, evidenceName, ...row }) => {
        const data = evidencePath ? await readEvidence(uploadsDir, evidencePath) : null;
        return {
          ...row,
          evidenceFile: data && { name: evidenceName, type: evidenceType, base64: data.toString('base64') },
        };
      },
    ),
  );
  const unavailableDates = await db
    .select({
      day: facilitatorUnavailableDates.day,
      applicationId: facilitatorUnavailableDates.applicationId,
      jobTitle: jobs.title,
      createdAt: facilitatorUnavailableDates.createdAt,
    })
    .from(facilitatorUnavailableDates)
    .leftJoin(applications, eq(applications.id, facilitatorUnavailableDates.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(facilitatorUnavailableDates.facilitatorId, facilitatorId))
    .orderBy(asc(facilitatorUnavailableDates.day));
  return { credentials, unavailableDates };
}
