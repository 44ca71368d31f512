import { eq, sql } from 'drizzle-orm';
import { hiringManagers, projects, vacancies, workingLocations } from '../../db/schema/index.js';
import type { Tx } from '../types.js';

/** A few names no demo vacancy uses yet: Settings shows items that can be deleted beside ones in use. */
const UNUSED = {
  workingLocations: ['Lisbon, Portugal (hybrid)', 'Remote, Europe'],
  hiringManagers: ['Daniel Okafor'],
  projects: ['Customer Portal Revamp'],
};

/**
 * Demo projects already imported from GLO-R (the built-in connector's catalogue: GLO-P-7001 ..): the
 * projects list shows imported projects beside typed ones, and importing these ids leads to them.
 */
const IMPORTED_PROJECTS: Record<string, string> = {
  'Nimbus Cloud': 'GLO-P-7001',
  'Helix Payments': 'GLO-P-7002',
};

/**
 * Settings' managed lists (SET-03) from the demo vacancies' distinct names, one per name whatever its
 * case (as migration 0018 does for an existing database), plus the unused ones above.
 */
export async function seedVacancyNameLists(tx: Tx): Promise<void> {
  const lists = [
    [workingLocations, vacancies.workingLocation, UNUSED.workingLocations],
    [hiringManagers, vacancies.hiringManager, UNUSED.hiringManagers],
    [projects, vacancies.projectName, UNUSED.projects],
  ] as const;
  for (const [table, column, unused] of lists) {
    await tx.execute(sql`
      insert into ${table} (name)
      select distinct on (lower(${column})) ${column} from ${vacancies}
      where ${column} is not null and btrim(${column}) <> ''
      order by lower(${column}), ${column}
      on conflict do nothing`);
    await tx
      .insert(table)
      .values(unused.map((name) => ({ name })))
      .onConflictDoNothing();
  }
  for (const [name, gloProjectId] of Object.entries(IMPORTED_PROJECTS)) {
    await tx.update(projects).set({ gloProjectId }).where(eq(projects.name, name));
  }
}
