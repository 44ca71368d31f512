import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';

export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
