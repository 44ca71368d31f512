import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SETTINGS_USAGE_CAP,
  type Paged,
  type SettingsListKind,
  type SettingsListQuery,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';

/** What uses an item, by kind of record: [['candidate', 3], ['vendor', 1]] (only non-zero counts). */
export type Uses = readonly (readonly [noun: string, count: number])[];

/**
 * One settings reference list (SET-03): how to read, write and check it. The service holds the rules
 * they share (404, 409 while in use, 409 on a taken name or code, one transaction per write).
 */
export type ReferenceKind<Row extends { externalId: string; name: string }, Body> = {
  kind: SettingsListKind;
  list: (db: Queryable, query: SettingsListQuery) => Promise<Paged<Row>>;
  read: (db: Queryable, externalId: string) => Promise<Row | null>;
  uses: (db: Queryable, row: Row) => Promise<Uses>;
  insert: (db: Queryable, body: Body) => Promise<string>;
  update: (db: Queryable, row: Row, body: Body) => Promise<void>;
  remove: (db: Queryable, row: Row) => Promise<void>;
  /** Whether the edit changes what records keep a copy of (the name): refused while in use... */
  renames: (row: Row, body: Body) => boolean;
  /** ...unless the kind renames the copies itself, in the same transaction. */
  renameCopies?: (db: Queryable, row: Row, body: Body) => Promise<void>;
  /** Why a row may never be changed (USA and India have special behaviour), or null. */
  fixed?: (row: Row) => string | null;
  /** The field a unique violation names, from the constraint's name. */
  takenField: (constraint: string | undefined) => string;
  /** Checks a body against other rows (a city's state exists); throws a 400 naming the field. */
  check?: (db: Queryable, body: Body) => Promise<void>;
  bodySchema: z.ZodType<Body>;
};

/** `count(*)` of a query, stopped at the cap: a row's usage never scans a million candidates. */
export function cappedCount(query: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (${query} limit ${SETTINGS_USAGE_CAP}) capped)`;
}

/** The sum of capped counts, capped again. */
export function usageOf(...counts: SQL<number>[]): SQL<number> {
  return sql<number>`least(${SETTINGS_USAGE_CAP}, ${sql.join(counts, sql` + `)})::int`;
}

/** 'vacancies' from 'vacancy', 'cities' from 'city', 'candidates' from 'candidate'. */
function plural(noun: string, count: number): string {
  if (count === 1) return noun;
  return noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** '3 candidates and 1 vendor' (a capped count reads '1000+ candidates'). */
export function describeUses(uses: Uses): string {
  const parts = uses.map(([noun, count]) => {
    const shown = count >= SETTINGS_USAGE_CAP ? `${SETTINGS_USAGE_CAP}+` : String(count);
    return `${shown} ${plural(noun, count)}`;
  });
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The uses worth telling: kinds of record with at least one. */
export function nonZero(uses: Uses): Uses {
  return uses.filter(([, count]) => count > 0);
}

/** ISO timestamps as the API speaks them. */
export const isoTimestamp = (column: SQL | unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
