import { eq, sql } from 'drizzle-orm';
import { campaigns, users } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/** A campaign as the services decide on it: its own columns and its owner's external id. */
const recordColumns = {
  id: campaigns.id,
  externalId: campaigns.externalId,
  name: campaigns.name,
  status: campaigns.status,
  creationStep: campaigns.creationStep,
  ownerUserId: campaigns.ownerUserId,
  ownerExternalId: users.externalId,
  audienceMode: campaigns.audienceMode,
  audienceId: campaigns.audienceId,
  candidateFilters: campaigns.candidateFilters,
  applicationFilters: campaigns.applicationFilters,
  vacancyId: campaigns.vacancyId,
  emailTemplateId: campaigns.emailTemplateId,
  fromAddress: campaigns.fromAddress,
  subject: campaigns.subject,
  body: campaigns.body,
  surveyTemplateId: campaigns.surveyTemplateId,
  startTime: campaigns.startTime,
  endTime: campaigns.endTime,
  comment: campaigns.comment,
};
export type CampaignRecord = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

/**
 * One campaign by external id; `lock` holds its row until the transaction ends (FOR UPDATE), so of two
 * users acting on it at once the second decides on what the first left (one success, one 409).
 */
export async function findCampaign(db: Queryable, externalId: string, lock = false) {
  const query = db
    .select(recordColumns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.ownerUserId))
    .where(eq(campaigns.externalId, externalId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: campaigns }) : await query;
  return row ?? null;
}

export type CampaignValues = Partial<typeof campaigns.$inferInsert>;

export async function insertCampaign(
  db: Queryable,
  values: CampaignValues & { name: string },
): Promise<string> {
  const [row] = await db.insert(campaigns).values(values).returning({ externalId: campaigns.externalId });
  if (!row) throw new Error('the campaign insert returned no row');
  return row.externalId;
}

export async function updateCampaign(db: Queryable, id: number, values: CampaignValues): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

export async function deleteCampaign(db: Queryable, id: number): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}
