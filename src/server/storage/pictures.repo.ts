import { eq } from 'drizzle-orm';
import type { UserType } from '../../shared/constants';
import type { Db } from '../db/client';
import { companies, facilitators } from '../db/schema';

/**
 * Sets (or clears) the picture of the user's own profile row — a company's
 * logo or a facilitator's avatar — and returns the path it replaced. The row
 * is locked while it is read, so two simultaneous uploads each learn exactly
 * which file they replaced.
 */
export async function replacePicture(
  db: Db,
  userId: string,
  userType: UserType,
  next: string | null,
  now: Date,
) {
  return db.transaction(async (tx) => {
    if (userType === 'company') {
      const [row] = await tx
        .select({ previous: companies.logoPath })
        .from(companies)
        .where(eq(companies.id, userId))
        .for('update');
      if (!row) return undefined;
      await tx.update(companies).set({ logoPath: next, updatedAt: now }).where(eq(companies.id, userId));
      return { previous: row.previous };
    }
    const [row] = await tx
      .select({ previous: facilitators.avatarPath })
      .from(facilitators)
      .where(eq(facilitators.id, userId))
      .for('update');
    if (!row) return undefined;
    await tx
      .update(facilitators)
      .set({ avatarPath: next, updatedAt: now })
      .where(eq(facilitators.id, userId));
    return { previous: row.previous };
  });
}
