import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutboxListQuerySchema } from '@talent-desk/shared';
import { capturingDb, planWithoutSeqScan } from '../../../bench/capture-queries.js';
import type { Database } from '../../../db/client.js';
import { mailMessages } from '../../../db/schema/index.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { searchTextOf } from './mail-outbox.repo.js';
import { listOutbox } from './mail-outbox.service.js';

/** docs/architecture.md §3: every list query is backed by an index. Planned with sequential scans off. */
describe('mail outbox list: every query is served by an index', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(process.env.TEST_DATABASE_URL);
    const rows = Array.from({ length: 300 }, (_, i) => {
      const row = {
        fromAddress: 'no-reply@talentdesk.test',
        toAddresses: [`person${i}@example.test`],
        subject: `Message ${i}`,
        html: '<p>x</p>',
        text: 'x',
        status: (['QUEUED', 'SENT', 'KEPT', 'FAILED'] as const)[i % 4],
      };
      return { ...row, searchText: searchTextOf(row) };
    });
    await database.db.insert(mailMessages).values(rows);
    await database.db.execute('ANALYZE mail_messages');
  });
  afterAll(async () => {
    await database?.close();
  });

  for (const input of [{}, { order: 'asc' }, { status: 'FAILED' }, { search: 'person12' }, { page: '7' }]) {
    it(`GET /api/settings/mail-outbox ${JSON.stringify(input)}: no sequential scan of mail_messages`, async () => {
      const { db, statements } = capturingDb(database.pool);
      await listOutbox(db, mailOutboxListQuerySchema.parse({ size: '15', ...input }));
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = (await planWithoutSeqScan(database.pool, statement)).join('\n');
        expect(plan, statement.sql).not.toMatch(/Seq Scan on mail_messages/);
      }
    });
  }
});
