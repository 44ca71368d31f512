import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

/**
 * The tables demo data lives in. CASCADE also empties every table that refers to them (candidates,
 * assignments...); a later seed adds its own root tables here (e.g. vacancies). Reference lists stay.
 */
const DEMO_TABLES = ['users', 'vendors', 'sessions', 'login_throttle'] as const;

export async function resetDemoData(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${DEMO_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}

export async function countUsers(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return result.rows[0]?.n ?? 0;
}
