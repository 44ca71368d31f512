import { and, asc, eq, sql } from 'drizzle-orm';
import { GENERAL_EMAIL_TEMPLATE_KEYS, type GeneralEmailTemplateKey } from '@talent-desk/shared';
import { emailTemplates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { GENERAL_TEMPLATE_DEFAULTS } from './general-template-defaults.js';

const isGeneral = eq(emailTemplates.kind, 'GENERAL');

const rowColumns = {
  externalId: emailTemplates.externalId,
  // Never null for a GENERAL row (the table's check constraint); typed as the key it is.
  key: sql<GeneralEmailTemplateKey>`${emailTemplates.systemKey}`,
  title: emailTemplates.title,
  subject: emailTemplates.subject,
  updatedAt: sql<string>`to_char(${emailTemplates.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The general templates in the order of their keys (the order Settings lists them in). */
export async function listGeneralTemplates(db: Queryable) {
  return db.select(rowColumns).from(emailTemplates).where(isGeneral).orderBy(asc(emailTemplates.systemKey));
}

export async function findGeneralTemplate(db: Queryable, externalId: string) {
  const [row] = await db
    .select({ ...rowColumns, body: emailTemplates.body })
    .from(emailTemplates)
    .where(and(isGeneral, eq(emailTemplates.externalId, externalId)));
  return row ?? null;
}

/** The wording of one of the app's e-mails, read in the sending transaction. */
export async function findGeneralTemplateByKey(db: Queryable, key: GeneralEmailTemplateKey) {
  const [row] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.systemKey, key));
  return row ?? null;
}

/** False when no general template has the id. Title and sender are not the ADMIN's to change. */
export async function updateGeneralTemplate(
  db: Queryable,
  externalId: string,
  values: { subject: string; body: string },
): Promise<boolean> {
  const rows = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(isGeneral, eq(emailTemplates.externalId, externalId)))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}

/**
 * Stores the default wording of every general template that has no row yet; an edited one is never
 * touched (ON CONFLICT on the key). Safe when several API processes start at once.
 */
export async function insertMissingGeneralTemplates(db: Queryable): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(
      GENERAL_EMAIL_TEMPLATE_KEYS.map((key) => ({
        kind: 'GENERAL' as const,
        systemKey: key,
        ...GENERAL_TEMPLATE_DEFAULTS[key],
      })),
    )
    .onConflictDoNothing({ target: emailTemplates.systemKey });
}
