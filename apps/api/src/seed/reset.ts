import { sql } from 'drizzle-orm';
import type { FileStorage } from '../integrations/files/file-storage.js';
import type { Db } from '../db/client.js';

/**
 * The tables demo data lives in. CASCADE also empties every table that refers to them (vacancy shares,
 * skills, languages, assignments, status history, resumes, GLO-R exports, campaign recipients, events
 * and survey responses...). Reference lists stay.
 */
const DEMO_TABLES = [
  'users',
  'vendors',
  'sessions',
  'login_throttle',
  'vacancies',
  'candidates',
  'survey_templates',
  'email_templates',
  'audiences',
  'campaigns',
  // Settings' managed lists (working locations, hiring managers, projects) come from the demo vacancies.
  'working_locations',
  'hiring_managers',
  'projects',
  // Settings > Distribution lists are demo content too (test credits go with their vendors: CASCADE).
  'distribution_lists',
] as const;

/**
 * Empties the demo tables; with `files`, the stored resume bodies of the removed rows go too (the
 * candidates' and the careers-site applications').
 */
export async function resetDemoData(db: Db, files?: FileStorage): Promise<void> {
  const keys = files
    ? (
        await db.execute<{ key: string }>(
          sql`SELECT storage_key AS key FROM resumes UNION ALL SELECT resume_storage_key FROM careers_applications`,
        )
      ).rows.map((r) => r.key)
    : [];
  await db.execute(sql.raw(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
  // After the TRUNCATE committed: a failure there leaves the files and their rows as they were.
  if (files) for (const key of keys) await files.remove(key);
}

export async function countUsers(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return result.rows[0]?.n ?? 0;
}
