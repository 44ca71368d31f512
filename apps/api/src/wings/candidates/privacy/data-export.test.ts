import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { insertVacancy } from '../../../test/fixtures.js';
import { pdfBytes } from '../../../test/uploads.js';
import { openCareersHarness, type CareersHarness } from '../testing/careers-harness.js';

/**
 * GET /api/candidates/{id}/data-export (docs/decisions.md, Anonymisation and the personal-data export):
 * the zip's content, and a check that every table referencing candidates (found by query) is a key of
 * candidate.json, so a new table about candidates cannot be left out of the export unnoticed.
 */
let h: CareersHarness;
let candidate: { id: number; externalId: string; fullName: string; email: string };

/**
 * Tables that reference candidates but are not keys of candidate.json, each with its reason. Keep this
 * list short: a table that holds anything about the person belongs in the export.
 */
const NOT_EXPORTED: Record<string, string> = {};

const camel = (table: string) => table.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function download(role: 'ADMIN' | 'TAG' | 'VENDOR' = 'ADMIN', id = candidate.externalId) {
  return h.t.inject({
    method: 'GET',
    url: `/api/candidates/${id}/data-export`,
    headers: { cookie: await h.cookie(role) },
  });
}

beforeAll(async () => {
  h = await openCareersHarness();
  candidate = await h.known(
    { firstName: 'Ottilie', lastName: 'Brandqvist', comments: 'Prefers mornings' },
    { fileName: 'Ottilie CV.pdf', content: pdfBytes('Ottilie resume') },
  );
  const published = await h.publishedVacancy();
  await h.send(published.externalId, h.application({ email: candidate.email, firstName: 'Ottilie' }), {
    resume: { fileName: 'Ottilie CV.pdf', content: pdfBytes('application resume') },
  });
  const vacancy = await insertVacancy(h.t.db);
  const assign = await h.call('POST', '/api/candidates/assign', 'ADMIN', {
    candidateExternalIds: [candidate.externalId],
    vacancyExternalIds: [vacancy.externalId],
  });
  expect(assign.statusCode, assign.body).toBe(200);
  for (const visibility of ['INTERNAL', 'PRIVATE'] as const) {
    const note = await h.call('POST', `/api/candidates/${candidate.externalId}/notes`, 'ADMIN', {
      visibility,
      body: `A ${visibility} note`,
    });
    expect(note.statusCode, note.body).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('GET /api/candidates/{id}/data-export', () => {
  it('is ADMIN only; an unknown candidate is 404', async () => {
    expect((await download('TAG')).statusCode).toBe(403);
    expect((await download('VENDOR')).statusCode).toBe(403);
    expect((await download('ADMIN', '0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a')).statusCode).toBe(404);
  });

  it('answers a zip with candidate.json and every stored file, and audits the download', async () => {
    const before = await h.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'export.downloaded'`,
    );
    const response = await download();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="candidate-${candidate.externalId}.zip"`,
    );
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      ['candidate.json', 'files/2-Ottilie CV.pdf', 'files/Ottilie CV.pdf'].sort(),
    );
    expect(entries.get('files/Ottilie CV.pdf')?.toString()).toContain('Ottilie resume');
    expect(entries.get('files/2-Ottilie CV.pdf')?.toString()).toContain('application resume');

    const json = JSON.parse(entries.get('candidate.json')?.toString() ?? '{}') as Record<string, unknown>;
    expect(json.profile).toMatchObject({
      externalId: candidate.externalId,
      fullName: candidate.fullName,
      email: candidate.email,
      comments: 'Prefers mornings',
      anonymisedAt: null,
    });
    expect(json.resumes).toEqual([
      expect.objectContaining({ fileName: 'Ottilie CV.pdf', file: 'files/Ottilie CV.pdf' }),
    ]);
    expect(json.careersApplications).toEqual([
      expect.objectContaining({
        file: 'files/2-Ottilie CV.pdf',
        answers: expect.objectContaining({ firstName: 'Ottilie' }),
      }),
    ]);
    expect(json.candidateVacancies).toHaveLength(1);
    expect(json.candidateStatusHistory).toEqual([expect.objectContaining({ toStatus: 'PENDING' })]);
    // Notes the staff see: not the author's private one.
    expect(json.notes).toEqual([
      expect.objectContaining({ visibility: 'INTERNAL', body: 'A INTERNAL note' }),
    ]);
    expect(json.auditEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'candidate.assigned' })]),
    );
    for (const key of [
      'candidateLanguages',
      'candidateSkills',
      'campaignRecipients',
      'surveyResponses',
      'emails',
    ])
      expect(Array.isArray(json[key]), key).toBe(true);

    const after = await h.t.db.execute<{ target_id: string; changes: unknown; n: number }>(sql`
      select target_id, changes from audit_events where action = 'export.downloaded' order by id desc limit 1`);
    expect(after.rows[0]).toEqual({
      target_id: candidate.externalId,
      changes: [{ field: 'format', old: null, new: 'zip' }],
    });
    const count = await h.t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where action = 'export.downloaded'`,
    );
    expect(count.rows[0]?.n).toBe((before.rows[0]?.n ?? 0) + 1);
  });

  it('every table with a foreign key to candidates is a key of candidate.json (or excluded with a reason)', async () => {
    const { rows } = await h.t.db.execute<{ table_name: string }>(sql`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.referential_constraints rc
        on rc.constraint_schema = tc.constraint_schema and rc.constraint_name = tc.constraint_name
      join information_schema.key_column_usage ku
        on ku.constraint_schema = rc.unique_constraint_schema and ku.constraint_name = rc.unique_constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ku.table_name = 'candidates'
      order by 1`);
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['resumes', 'candidate_vacancies', 'notes']));
    const entries = await unzip((await download()).rawPayload);
    const json = JSON.parse(entries.get('candidate.json')?.toString() ?? '{}') as Record<string, unknown>;
    const missing = tables.filter((table) => !(camel(table) in json) && !(table in NOT_EXPORTED));
    expect(missing).toEqual([]);
  });
});
