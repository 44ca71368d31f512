import {
  inUseMessage,
  SETTINGS_MESSAGES,
  takenMessage,
  type Paged,
  type SettingsListQuery,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type AuditContext, type AuditRecord } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import { describeUses, type ReferenceKind } from './reference-kind.js';

type Row = { externalId: string; name: string };

const notFound = () => new AppError(404, 'NOT_FOUND', SETTINGS_MESSAGES.notFound);

/** A PostgreSQL error's code and constraint through drizzle's cause chain. */
function pgError(error: unknown, code: string): { constraint?: string } | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return current as { constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A taken name or code: 409 naming the field (the form shows it there). */
async function savingUnique<R extends Row, B, T>(
  kind: ReferenceKind<R, B>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const field = kind.takenField(pgError(error, '23505')?.constraint);
      const message = takenMessage(kind.kind, field === 'name' ? 'name' : 'code');
      throw new AppError(409, 'CONFLICT', message, [{ path: field, message }]);
    }
    throw error;
  }
}

async function existing<R extends Row, B>(
  db: Queryable,
  kind: ReferenceKind<R, B>,
  externalId: string,
): Promise<R> {
  const row = await kind.read(db, externalId);
  if (!row) throw notFound();
  return row;
}

function refuseFixed<R extends Row, B>(kind: ReferenceKind<R, B>, row: R): void {
  const why = kind.fixed?.(row);
  if (why) throw new AppError(409, 'FIXED', why);
}

/** 409 while records use the item: what uses it, so the ADMIN knows what to change first. */
async function refuseInUse<R extends Row, B>(db: Db, kind: ReferenceKind<R, B>, row: R, action: string) {
  const uses = await kind.uses(db, row);
  if (uses.length > 0) {
    throw new AppError(
      409,
      'IN_USE',
      `${inUseMessage(kind.kind, row.name, describeUses(uses))}: it cannot be ${action}`,
    );
  }
}

/** What an item's audit event leaves out: its id, and when it was saved (the event has its own time). */
const UNAUDITED = new Set(['externalId', 'createdAt', 'updatedAt']);

/** The item's plain fields (reference data, no personal data): what an audit event shows of it. */
function itemFields(row: Row): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(
      ([key, value]) => !UNAUDITED.has(key) && (value === null || typeof value !== 'object'),
    ),
  );
}

/** An item's change as an audit event: each field that differs, old -> new (null for none). */
function itemEvent<R extends Row, B>(
  kind: ReferenceKind<R, B>,
  action: 'setting.created' | 'setting.updated' | 'setting.deleted',
  before: R | null,
  after: R | null,
): AuditRecord {
  const row = after ?? before;
  const old = before ? itemFields(before) : {};
  const now = after ? itemFields(after) : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return {
    action,
    target: { type: 'setting', id: row?.externalId ?? null, label: `${kind.kind}: ${row?.name ?? ''}` },
    changes: fields
      .filter((field) => JSON.stringify(old[field] ?? null) !== JSON.stringify(now[field] ?? null))
      .map((field) => ({ field, old: old[field] ?? null, new: now[field] ?? null })),
  };
}

export function listItems<R extends Row, B>(
  db: Db,
  kind: ReferenceKind<R, B>,
  query: SettingsListQuery,
): Promise<Paged<R>> {
  return kind.list(db, query);
}

export function readItem<R extends Row, B>(
  db: Db,
  kind: ReferenceKind<R, B>,
  externalId: string,
): Promise<R> {
  return existing(db, kind, externalId);
}

export async function createItem<R extends Row, B>(
  db: Db,
  audit: AuditContext,
  kind: ReferenceKind<R, B>,
  body: B,
): Promise<R> {
  await kind.check?.(db, body);
  const externalId = await savingUnique(kind, () =>
    db.transaction(async (tx) => {
      const id = await kind.insert(tx, body);
      await recordAudit(tx, audit, itemEvent(kind, 'setting.created', null, await existing(tx, kind, id)));
      return id;
    }),
  );
  return existing(db, kind, externalId);
}

/**
 * PUT: a rename of an item that records keep by name either renames those copies in the same
 * transaction (the named lists) or is refused while anything uses it (locations: candidates' text).
 */
export async function updateItem<R extends Row, B>(
  db: Db,
  audit: AuditContext,
  kind: ReferenceKind<R, B>,
  externalId: string,
  body: B,
): Promise<R> {
  const row = await existing(db, kind, externalId);
  refuseFixed(kind, row);
  await kind.check?.(db, body);
  if (kind.renames(row, body) && !kind.renameCopies) await refuseInUse(db, kind, row, 'renamed or moved');
  await savingUnique(kind, () =>
    db.transaction(async (tx) => {
      if (kind.renames(row, body)) await kind.renameCopies?.(tx, row, body);
      await kind.update(tx, row, body);
      await recordAudit(
        tx,
        audit,
        itemEvent(kind, 'setting.updated', row, await existing(tx, kind, externalId)),
      );
    }),
  );
  return existing(db, kind, externalId);
}

/** DELETE: refused (409) while anything uses the item; a reference that appears meanwhile is a 409 too. */
export async function deleteItem<R extends Row, B>(
  db: Db,
  audit: AuditContext,
  kind: ReferenceKind<R, B>,
  externalId: string,
): Promise<void> {
  const row = await existing(db, kind, externalId);
  refuseFixed(kind, row);
  await refuseInUse(db, kind, row, 'deleted');
  try {
    await db.transaction(async (tx) => {
      await kind.remove(tx, row);
      await recordAudit(tx, audit, itemEvent(kind, 'setting.deleted', row, null));
    });
  } catch (error) {
    if (pgError(error, '23503')) {
      throw new AppError(
        409,
        'IN_USE',
        `${inUseMessage(kind.kind, row.name, 'other records')}: it cannot be deleted`,
      );
    }
    throw error;
  }
}
