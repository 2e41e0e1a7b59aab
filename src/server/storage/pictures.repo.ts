import { eq } from 'drizzle-orm';
import type { UserType } from '../../shared/constants';
import type { Db, DbOrTx } from '../db/client';
import { companies, facilitators } from '../db/schema';

/** The profile row that holds a user's picture: a company's logo, a facilitator's avatar. */
function pictureOf(userType: UserType) {
  return userType === 'company'
    ? { table: companies, path: companies.logoPath, set: (next: string | null) => ({ logoPath: next }) }
    : {
        table: facilitators,
        path: facilitators.avatarPath,
        set: (next: string | null) => ({ avatarPath: next }),
      };
}

/** The stored path of the user's picture (null when there is none); `forUpdate` locks the row until commit. */
export async function findPicturePath(
  db: DbOrTx,
  userId: string,
  userType: UserType,
  { forUpdate = false } = {},
) {
  const { table, path } = pictureOf(userType);
  const query = db.select({ path }).from(table).where(eq(table.id, userId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

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
    const row = await findPicturePath(tx, userId, userType, { forUpdate: true });
    if (!row) return undefined;
    const { table, set } = pictureOf(userType);
    await tx
      .update(table)
      .set({ ...set(next), updatedAt: now })
      .where(eq(table.id, userId));
    return { previous: row.path };
  });
}
