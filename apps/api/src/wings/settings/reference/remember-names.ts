import { hiringManagers, projects, workingLocations } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

type VacancyNames = {
  projectName?: string | null;
  hiringManager?: string | null;
  workingLocation?: string | null;
};

/**
 * A vacancy saved with a name its list lacks (typed in the form, or imported from GLO-R) adds it to the
 * list, in the vacancy's transaction: Settings and the form's options then show every name in use, and
 * the delete check of the list stays right. A name already there in another case is left alone.
 */
export async function rememberVacancyNames(db: Queryable, body: VacancyNames): Promise<void> {
  const pairs = [
    [projects, body.projectName],
    [hiringManagers, body.hiringManager],
    [workingLocations, body.workingLocation],
  ] as const;
  for (const [table, name] of pairs) {
    if (name) await db.insert(table).values({ name }).onConflictDoNothing();
  }
}
