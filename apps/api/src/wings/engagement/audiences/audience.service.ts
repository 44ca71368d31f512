import {
  AUDIENCE_MESSAGES,
  type AudienceBody,
  type AudienceDetail,
  type AudienceListQuery,
  type AudienceRow,
  type Paged,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { changesBetween, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import { checkedReferences, filledFilters, filterCount, storedFilters } from './audience-filters.js';
import * as repo from './audience.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', AUDIENCE_MESSAGES.notFound);
const nameTaken = () => new AppError(409, 'AUDIENCE_NAME_EXISTS', AUDIENCE_MESSAGES.nameTaken);
const forbidden = () => new AppError(403, 'FORBIDDEN', AUDIENCE_MESSAGES.forbidden);

/** AUD-05, PERM-03: an ADMIN edits and deletes any audience, a TAG only those it created. */
function canEdit(actor: Actor, audience: Pick<repo.AudienceRecord, 'creatorId'>): boolean {
  return actor.role === 'ADMIN' || (actor.role === 'TAG' && audience.creatorId === actor.userId);
}

function toRow(actor: Actor, record: repo.AudienceRecord): AudienceRow {
  return {
    externalId: record.externalId,
    name: record.name,
    createdByUserExternalId: record.createdByUserExternalId,
    createdByFullName: record.createdByFullName,
    filterCount: filterCount(storedFilters(record)),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    canEdit: canEdit(actor, record),
  };
}

export async function listAudiences(
  db: Db,
  actor: Actor,
  query: AudienceListQuery,
): Promise<Paged<AudienceRow>> {
  const where = repo.audienceListWhere(query);
  const sort = { column: query.column, order: query.order };
  return fetchPage(
    query,
    async (window) => (await repo.listAudienceRows(db, where, sort, window)).map((r) => toRow(actor, r)),
    () => repo.countAudiences(db, where),
  );
}

async function detailOf(db: Queryable, actor: Actor, record: repo.AudienceRecord): Promise<AudienceDetail> {
  const filters = storedFilters(record);
  return {
    externalId: record.externalId,
    name: record.name,
    createdByUserExternalId: record.createdByUserExternalId,
    createdByFullName: record.createdByFullName,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...filters,
    filledFilters: await filledFilters(db, filters.candidateFilters),
    canEdit: canEdit(actor, record),
  };
}

/** AUD-29: an audience by id, with the labels of its filters (AUD-15). */
export async function readAudience(db: Db, actor: Actor, externalId: string): Promise<AudienceDetail> {
  const record = await repo.findAudience(db, externalId);
  if (!record) throw notFound();
  return detailOf(db, actor, record);
}

/** The row to change, locked until the transaction ends, and only if the actor may (AUD-05). */
async function editable(tx: Queryable, actor: Actor, externalId: string): Promise<repo.AudienceRecord> {
  const record = await repo.findAudience(tx, externalId, true);
  if (!record) throw notFound();
  if (!canEdit(actor, record)) throw forbidden();
  return record;
}

/** The audience fields an event records: all there is to it. */
const AUDITED_FIELDS = ['name', 'candidateFilters', 'applicationFilters'] as const;
type Audited = Record<(typeof AUDITED_FIELDS)[number], unknown>;
const NOTHING: Audited = { name: null, candidateFilters: null, applicationFilters: null };

/** One audience event, in the change's transaction: `before` and `after` as stored (null: none). */
async function recordAudienceEvent(
  tx: Queryable,
  audit: ActorAuditContext,
  action: 'audience.created' | 'audience.updated' | 'audience.deleted',
  externalId: string,
  before: Audited | null,
  after: Audited | null,
): Promise<void> {
  await recordAudit(tx, audit, {
    action,
    target: { type: 'audience', id: externalId, label: String((after ?? before)?.name ?? '') },
    changes: changesBetween(before ?? NOTHING, after ?? NOTHING, AUDITED_FIELDS),
  });
}

/** AUD-30 (POST): 409 on a name in use whatever its case, also when two saves race (the unique index). */
export async function createAudience(
  db: Db,
  audit: ActorAuditContext,
  body: AudienceBody,
): Promise<AudienceDetail> {
  const { actor } = audit;
  await checkedReferences(db, body.candidateFilters);
  const externalId = await savingUnique(nameTaken, () =>
    db.transaction(async (tx) => {
      const created = await repo.insertAudience(tx, body, actor.userId);
      const after = await repo.findAudience(tx, created);
      await recordAudienceEvent(tx, audit, 'audience.created', created, null, after);
      return created;
    }),
  );
  return readAudience(db, actor, externalId);
}

/** AUD-30 (PUT): the name and both filter groups replaced together. */
export async function updateAudience(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: AudienceBody,
): Promise<AudienceDetail> {
  const { actor } = audit;
  await savingUnique(nameTaken, () =>
    db.transaction(async (tx) => {
      const record = await editable(tx, actor, externalId);
      await checkedReferences(tx, body.candidateFilters);
      await repo.updateAudience(tx, record.id, body);
      const after = await repo.findAudience(tx, externalId);
      await recordAudienceEvent(tx, audit, 'audience.updated', externalId, record, after);
    }),
  );
  return readAudience(db, actor, externalId);
}

export async function deleteAudience(db: Db, audit: ActorAuditContext, externalId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await editable(tx, audit.actor, externalId);
    await repo.deleteAudience(tx, record.id);
    await recordAudienceEvent(tx, audit, 'audience.deleted', externalId, record, null);
  });
}
