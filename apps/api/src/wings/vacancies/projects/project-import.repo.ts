import { eq, sql } from 'drizzle-orm';
import { projects } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/**
 * The project already imported under this GLO-R id, if any.
 * @scope every project: Settings is ADMIN only (SET-01; the routes' permission settings:manage).
 */
export async function projectExternalIdByGloId(db: Queryable, gloProjectId: string): Promise<string | null> {
  const [row] = await db
    .select({ externalId: projects.externalId })
    .from(projects)
    .where(eq(projects.gloProjectId, gloProjectId));
  return row?.externalId ?? null;
}

/**
 * The project with this name whatever its case (names are unique ignoring case), with its GLO-R id;
 * `lock`: FOR UPDATE, so two imports naming it wait for each other.
 */
export async function projectByName(db: Queryable, name: string, lock = false) {
  const query = db
    .select({ externalId: projects.externalId, name: projects.name, gloProjectId: projects.gloProjectId })
    .from(projects)
    .where(eq(sql`lower(${projects.name})`, name.toLowerCase()));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new project imported from GLO-R. */
export async function insertImportedProject(db: Queryable, name: string, gloProjectId: string) {
  const [row] = await db
    .insert(projects)
    .values({ name, gloProjectId })
    .returning({ externalId: projects.externalId });
  return row?.externalId ?? '';
}

/** Links a project that had no GLO-R id (typed on a vacancy, or created here) to this GLO-R project. */
export async function linkProject(db: Queryable, externalId: string, gloProjectId: string): Promise<void> {
  await db
    .update(projects)
    .set({ gloProjectId, updatedAt: sql`now()` })
    .where(eq(projects.externalId, externalId));
}
