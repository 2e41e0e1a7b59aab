import type { UserType } from '../../shared/constants';
import type { Db } from '../db/client';
import { replacePicture as replaceStoredPicture } from './pictures.repo';

/**
 * Sets (or, with null, removes) the user's logo or avatar; resolves with the path it replaced, or
 * undefined when the user has no profile.
 */
export function replacePicture(db: Db, userId: string, userType: UserType, next: string | null, now: Date) {
  return replaceStoredPicture(db, userId, userType, next, now);
}
