import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmailTemplateListQuery, EmailTemplateSortColumn } from '@talent-desk/shared';
import { emailTemplates, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const iso = (column: typeof emailTemplates.updatedAt | typeof emailTemplates.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
const basedOn = alias(emailTemplates, 'based_on');

const rowColumns = {
  externalId: emailTemplates.externalId,
  title: emailTemplates.title,
  from: emailTemplates.fromAddress,
  subject: emailTemplates.subject,
  createdBy: creatorName,
  createdAt: iso(emailTemplates.createdAt),
  updatedAt: iso(emailTemplates.updatedAt),
};

/** Every read and write of this module: the app's own e-mails (GENERAL) live in settings, not here. */
const isCampaign = eq(emailTemplates.kind, 'CAMPAIGN');
const campaignWith = (externalId: string) => and(isCampaign, eq(emailTemplates.externalId, externalId));

export function emailTemplateListWhere(query: EmailTemplateListQuery): SQL | undefined {
  if (!query.search) return isCampaign;
  const pattern = containsPattern(query.search);
  return and(
    isCampaign,
    or(
      ilike(sql`lower(${emailTemplates.title})`, pattern),
      ilike(sql`lower(${emailTemplates.subject})`, pattern),
    ),
  );
}

const SORT = {
  title: sql`lower(${emailTemplates.title})`,
  subject: sql`lower(${emailTemplates.subject})`,
  updatedAt: emailTemplates.updatedAt,
} satisfies Record<EmailTemplateSortColumn, unknown>;

export async function listEmailTemplateRows(
  db: Queryable,
  where: SQL | undefined,
  sort: { column: EmailTemplateSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(rowColumns)
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.createdByUserId))
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(emailTemplates.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countEmailTemplates(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailTemplates).where(where);
  return row?.n ?? 0;
}

export async function findEmailTemplate(db: Queryable, externalId: string) {
  const [row] = await db
    .select({
      id: emailTemplates.id,
      ...rowColumns,
      body: emailTemplates.body,
      emailTemplateId: basedOn.externalId,
    })
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.createdByUserId))
    .leftJoin(basedOn, eq(basedOn.id, emailTemplates.basedOnId))
    .where(campaignWith(externalId))
    .limit(1);
  return row ?? null;
}

export async function templateIdOf(db: Queryable, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(campaignWith(externalId));
  return row?.id ?? null;
}

export type EmailTemplateValues = {
  title: string;
  fromAddress: string | null;
  subject: string;
  body: string;
  basedOnId: number | null;
};

export async function insertEmailTemplate(
  db: Queryable,
  values: EmailTemplateValues,
  createdByUserId: number,
) {
  const [row] = await db
    .insert(emailTemplates)
    .values({ ...values, createdByUserId })
    .returning({ externalId: emailTemplates.externalId });
  if (!row) throw new Error('the e-mail template insert returned no row');
  return row.externalId;
}

/** False when no template has the id. */
export async function updateEmailTemplate(
  db: Queryable,
  externalId: string,
  values: EmailTemplateValues,
): Promise<boolean> {
  const rows = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(campaignWith(externalId))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}
