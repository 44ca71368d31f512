import type { Queryable } from '../../../lib/queryable.js';
import { pingDatabase } from './health.repo.js';

/** Ready when the database answers; any failure (down, pool exhausted) is simply "not ready". */
export async function isReady(db: Queryable): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch {
    return false;
  }
}
