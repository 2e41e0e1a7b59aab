import type { AppDeps } from '../deps';
import { selectOne } from './health.repo';

/** Whether the database answers a query now. */
export async function databaseAnswers(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  try {
    await selectOne(deps.db);
    return true;
  } catch {
    return false;
  }
}
