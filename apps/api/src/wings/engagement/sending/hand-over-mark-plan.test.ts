import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingDb } from '../../../bench/capture-queries.js';
import type { Database } from '../../../db/client.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { insertCampaign, seedRecipients } from '../testing/campaign-fixtures.js';
import { markHandedOverMany } from './recipient-outcomes.repo.js';

const RECIPIENTS = 3_000;
const ALREADY_SENT = 2_000;

/**
 * The hand-over mark runs before every campaign e-mail's final dot, so its plan decides the sending
 * rate. A campaign that has just opened has rows the statistics do not know yet; with the campaign
 * check as a join, the planner started from the OPEN campaign and walked the campaign's SENDING entries
 * of the (campaign, delivery) index, every recipient already sent included (their dead versions), so
 * each mark grew slower as the campaign went on (17 ms half-way through 100,000 recipients).
 */
describe('campaign hand-over mark: the claimed rows are found by their ids', () => {
  let database: Database;
  let claims: { id: number; attempt: number }[];
  beforeAll(async () => {
    database = await openTestDatabase(process.env.TEST_DATABASE_URL);
    const { pool } = database;
    await seedRecipients(pool, 'plan', RECIPIENTS);
    const campaignId = await insertCampaign(pool, {
      name: 'Plan',
      tag: 'plan',
      ownerUserId: null,
      status: 'OPEN',
    });
    // As the campaign's opening takes them: one statement, no ANALYZE after it.
    await pool.query(
      `insert into campaign_recipients (campaign_id, candidate_id, email)
       select $1, id, email from candidates where last_name = 'plan' order by id`,
      [campaignId],
    );
    // The first recipients went through SENDING to SENT, as a sender leaves them.
    await pool.query(
      `update campaign_recipients set delivery = 'SENDING', attempts = 1, claimed_at = now()
       where id in (select id from campaign_recipients order by id limit $1)`,
      [ALREADY_SENT],
    );
    await pool.query(
      `update campaign_recipients set delivery = 'SENT', sent_at = now() where delivery = 'SENDING'`,
    );
    const claimed = await pool.query<{ id: number; attempt: number }>(
      `update campaign_recipients set delivery = 'SENDING', attempts = 1, claimed_at = now()
       where id in (select id from campaign_recipients where delivery = 'QUEUED' order by id limit 10)
       returning id, attempts as attempt`,
    );
    claims = claimed.rows;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('looks the rows up by primary key, never through the (campaign, delivery) index, and marks them', async () => {
    const { db, statements } = capturingDb(database.pool);
    const marked = await markHandedOverMany(db, claims);
    expect([...marked].sort((a, b) => a - b)).toEqual(claims.map((c) => c.id).sort((a, b) => a - b));
    const [statement] = statements;
    if (!statement) throw new Error('no statement captured');
    const plan = await database.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${statement.sql}`,
      statement.params,
    );
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/campaign_recipients_pkey/);
    expect(text).not.toMatch(/campaign_recipients_campaign_delivery_idx/);
  });
});
