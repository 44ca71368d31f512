import { eq, sql } from 'drizzle-orm';
import { campaignAudienceBodySchema, campaignContentBodySchema } from '@talent-desk/shared';
import type { Database } from '../db/client.js';
import { campaigns, users } from '../db/schema/index.js';
import type { Actor } from '../lib/actor.js';
import { seedRecipientsSql, TEST_BODY } from '../wings/engagement/testing/index.js';
import { createCampaign, saveContentStep, scheduleCampaign } from '../wings/engagement/index.js';

/** The candidates' last name: the campaign's custom audience selects it; addresses are `bench-{n}@example.test`. */
export const BENCH_TAG = 'bench';

export const benchAddress = (n: number) => `${BENCH_TAG}-${n}@example.test`;

/** The campaign's From and the domains it may use: the bench app runs with the default MAIL_FROM's. */
const BENCH_FROM = 'hiring@talentdesk.test';
const FROM_DOMAINS = ['talentdesk.test'];

/**
 * `count` candidates who accept e-mail, in one INSERT ... SELECT generate_series (the sending tests'
 * own seed: campaign-test-data.ts), then ANALYZE so the audience's query is planned on real numbers.
 */
export async function seedBenchRecipients(database: Database, count: number): Promise<void> {
  await database.pool.query(seedRecipientsSql(BENCH_TAG, count));
  await database.db.execute(sql`ANALYZE candidates`);
}

/** The ADMIN who owns the campaign (no password: nobody signs in). */
async function benchAdmin(database: Database): Promise<Actor> {
  const [row] = await database.db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Admin',
      email: 'bench-admin@example.test',
      role: 'ADMIN',
      title: 'Benchmark',
    })
    .returning({ id: users.id, externalId: users.externalId });
  if (!row) throw new Error('bench admin not created');
  return {
    userId: row.id,
    externalId: row.externalId,
    role: 'ADMIN',
    vendorId: null,
    vendorExternalId: null,
    businessGroupId: null,
  };
}

/**
 * The campaign as the wizard makes it, through its services (step 1 with a custom audience of the
 * bench candidates, step 2 with the sending tests' e-mail, Schedule), starting now and ending in a day:
 * the engine of the app process opens it at its next sweep. Returns its numeric id.
 */
export async function scheduleBenchCampaign(database: Database, name: string): Promise<number> {
  const { db } = database;
  // A bench run is no request: its events carry the bench ADMIN and no request id or address.
  const actor = { actor: await benchAdmin(database), requestId: null, clientAddress: null };
  const created = await createCampaign(
    db,
    actor,
    campaignAudienceBodySchema.parse({
      name,
      audienceExternalId: 'CUSTOM',
      candidateFilters: { names: [BENCH_TAG] },
      applicationFilters: {},
    }),
  );
  const now = Date.now();
  await saveContentStep(
    db,
    actor,
    created.externalId,
    campaignContentBodySchema.parse({
      from: BENCH_FROM,
      subject: 'News for {{candidate.firstName}}',
      body: TEST_BODY,
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + 86_400_000).toISOString(),
    }),
    FROM_DOMAINS,
  );
  await scheduleCampaign(db, actor, created.externalId, { fromDomains: FROM_DOMAINS });
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.externalId, created.externalId));
  if (!row) throw new Error('bench campaign not found after scheduling');
  return row.id;
}
