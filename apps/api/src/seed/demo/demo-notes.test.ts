import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, parseMentions } from '@talent-desk/shared';
import type { Database } from '../../db/client.js';
import { auditEvents, notes, users } from '../../db/schema/index.js';
import { localFileStorage } from '../../integrations/files/local-file-storage.js';
import { openTestDatabase } from '../../test/test-database.js';
import { seedDemoData, seedReferenceData } from '../index.js';
import { demoAnchor } from './demo-constants.js';

const LOAD_TIME = new Date('2027-03-10T15:42:00Z');

describe('demo notes and activity', () => {
  let database: Database;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'td-seed-notes-'));
    database = await openTestDatabase(process.env.TEST_DATABASE_URL);
    await seedReferenceData(database.db);
    await seedDemoData(database.db, localFileStorage(filesDir), {}, { now: LOAD_TIME });
  });
  afterAll(async () => {
    await database?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a handful of notes on candidates and a vacancy, with mentions that name real users, dated just before the load day', async () => {
    const rows = await database.db.select().from(notes);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.some((n) => n.candidateId !== null)).toBe(true);
    expect(rows.some((n) => n.vacancyId !== null)).toBe(true);
    expect(new Set(rows.map((n) => n.visibility))).toEqual(new Set(['INTERNAL', 'VENDOR', 'PRIVATE']));
    const people = new Map((await database.db.select().from(users)).map((u) => [u.id, u]));
    const withMentions = rows.filter((n) => n.mentions.length > 0);
    expect(withMentions.length).toBeGreaterThan(0);
    for (const note of withMentions) {
      const ids = parseMentions(note.body).map((m) => m.userExternalId);
      expect(ids).toEqual(note.mentions.map((id) => people.get(id)?.externalId));
    }
    const anchor = demoAnchor(LOAD_TIME).getTime();
    for (const note of rows) {
      expect(note.createdAt.getTime()).toBeLessThanOrEqual(anchor);
      expect(note.createdAt.getTime()).toBeGreaterThan(anchor - 7 * 86_400_000);
    }
  });

  it('an audit history of the last weeks drawn from the demo rows: pipeline steps, edits, sign-ins and vacancies, by named users', async () => {
    const events = await database.db.select().from(auditEvents);
    const actions = new Set(events.map((e) => e.action));
    for (const action of [
      'application.status_changed',
      'candidate.updated',
      'auth.signed_in',
      'auth.login_failed',
      'vacancy.published',
      'vacancy.shared',
    ])
      expect(actions).toContain(action);
    for (const action of actions) expect(AUDIT_ACTIONS).toContain(action);
    const anchor = demoAnchor(LOAD_TIME).getTime();
    for (const event of events) {
      expect(event.actorName.length).toBeGreaterThan(0);
      expect(event.occurredAt.getTime()).toBeLessThanOrEqual(anchor + 86_400_000);
      expect(event.occurredAt.getTime()).toBeGreaterThan(anchor - 120 * 86_400_000);
    }
    const steps = events.filter((e) => e.action === 'application.status_changed');
    expect(steps.every((e) => e.candidateId !== null && e.changes[0]?.field === 'status')).toBe(true);
  });
});
