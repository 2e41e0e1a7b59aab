import { eq } from 'drizzle-orm';
import type { MeResponse } from '../../shared/auth';
import type { DbOrTx } from '../db/client';
import { companies, facilitators } from '../db/schema';
import type { CurrentUser } from './session';

/** GET /api/me's answer for `current`: the user, the session's expiry and whether their profile is complete. */
export async function meOf(db: DbOrTx, current: CurrentUser | null): Promise<MeResponse | null> {
  if (!current) return null;
  const table = current.userType === 'company' ? companies : facilitators;
  const [profile] = await db
    .select({ completedAt: table.profileCompletedAt })
    .from(table)
    .where(eq(table.id, current.id));
  return {
    user: {
      id: current.id,
      email: current.email,
      name: current.name,
      emailVerified: current.emailVerified,
      userType: current.userType,
      role: current.role,
    },
    session: { id: current.sessionId, expiresAt: current.sessionExpiresAt.toISOString() },
    profileComplete: Boolean(profile?.completedAt),
  };
}
