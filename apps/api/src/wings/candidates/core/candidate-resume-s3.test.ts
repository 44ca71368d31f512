import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { candidates, resumes } from '../../../db/schema/index.js';
import { startS3TestServer, type S3TestServer } from '../../../integrations/files/s3-test-server.js';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import { fieldPaths, type Resume } from '../testing/create-harness.js';
import { candidateFormBody, createCandidateMultipart, pdfBytes } from '../../../test/fixtures.js';

/**
 * The resume paths of the API with S3_URL set: the app picks the S3 storage from its config, as in
 * production, and talks to a real S3 API (s3rver on 127.0.0.1); the bucket is listed behind its back.
 */
const PREFIX = 'resumes';

let s3: S3TestServer;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  s3 = await startS3TestServer({ prefix: PREFIX });
  ({
    t,
    cookies: { admin },
  } = await openCandidateTestApp({ S3_URL: s3.url }));
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function create(body: Record<string, unknown>, resume?: Resume) {
  const { payload, headers } = createCandidateMultipart(body, resume);
  return t.inject({
    method: 'POST',
    url: '/api/candidates',
    payload,
    headers: { ...headers, cookie: admin },
  });
}

const download = (externalId: string) =>
  t.inject({ method: 'GET', url: `/api/candidates/${externalId}/resume`, headers: { cookie: admin } });

/** The object keys the resume rows point at, as the bucket should hold them. */
async function resumeObjectKeys(): Promise<string[]> {
  const rows = await t.db.select({ key: resumes.storageKey }).from(resumes);
  return rows.map((r) => `${PREFIX}/${r.key}`).sort();
}

async function candidateCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates);
  return row?.n ?? 0;
}

/** A trigger that fails every insert into `table` while `run` runs (a failure after the upload). */
async function withFailingInsert(table: 'resumes' | 'candidates', raise: string, run: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`create or replace function td_test_fail() returns trigger language plpgsql as $$
      begin ${raise}; end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger td_test_fail before insert on ${table} for each row execute function td_test_fail()`,
    ),
  );
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw(`drop trigger td_test_fail on ${table}`));
  }
}

describe('resumes on S3-compatible storage (S3_URL)', () => {
  it('[CAND-FORM-15] a create stores the resume as one object <prefix>/<storage key> in the bucket', async () => {
    const response = await create(candidateFormBody());
    expect(response.statusCode, response.body).toBe(201);
    const keys = await s3.listKeys();
    expect(keys).toHaveLength(1);
    expect(keys).toEqual(await resumeObjectKeys());
  });

  it('GET /api/candidates/{id}/resume streams the object back from the bucket as an attachment', async () => {
    const content = pdfBytes('stored on s3');
    const created = await create(candidateFormBody(), { fileName: 'Lebenslauf.pdf', content });
    expect(created.statusCode, created.body).toBe(201);
    const response = await download((created.json() as { externalId: string }).externalId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Lebenslauf.pdf"/);
  });

  it('a resume of the full 10 MB goes to the bucket and comes back byte for byte', async () => {
    const head = pdfBytes('large');
    const content = Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 - head.length, 0x20)]);
    const created = await create(candidateFormBody(), { fileName: 'cv.pdf', content });
    expect(created.statusCode, created.body).toBe(201);
    const response = await download((created.json() as { externalId: string }).externalId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('an object missing from the bucket answers 404, not 500', async () => {
    const created = await create(candidateFormBody());
    expect(created.statusCode, created.body).toBe(201);
    const { externalId } = created.json() as { externalId: string };
    const [row] = await t.db
      .select({ key: resumes.storageKey })
      .from(resumes)
      .innerJoin(candidates, sql`${candidates.id} = ${resumes.candidateId}`)
      .where(sql`${candidates.externalId} = ${externalId}`);
    if (!row) throw new Error('no resume row');
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: `${PREFIX}/${row.key}` }),
    );
    expect((await download(externalId)).statusCode).toBe(404);
  });

  it('[CAND-VAL-27] a refused resume (an executable named .pdf) answers 400 naming resume; no object written', async () => {
    const before = await s3.listKeys();
    const response = await create(candidateFormBody(), {
      fileName: 'cv.pdf',
      content: Buffer.from('MZ\x90\x00binary'),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldPaths(response)).toEqual(['resume']);
    expect((response.json() as { fields: { message: string }[] }).fields[0]?.message).toBe(
      CANDIDATE_MESSAGES.resumeContentMismatch,
    );
    expect(await s3.listKeys()).toEqual(before);
  });

  it('[CAND-FORM-19] a duplicate e-mail answers 409 Email already exists; no object written', async () => {
    const body = candidateFormBody();
    expect((await create(body)).statusCode).toBe(201);
    const before = await s3.listKeys();
    const again = await create(candidateFormBody({ email: String(body.email).toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe('Email already exists');
    expect(await s3.listKeys()).toEqual(before);
  });

  it('[CAND-FORM-19] a lost race on the e-mail index answers 409 and removes the object already uploaded', async () => {
    const before = await s3.listKeys();
    const count = await candidateCount();
    await withFailingInsert(
      'candidates',
      "raise exception using errcode = 'unique_violation', constraint = 'candidates_email_lower_unique'",
      async () => {
        const response = await create(candidateFormBody());
        expect(response.statusCode).toBe(409);
        expect((response.json() as { message: string }).message).toBe('Email already exists');
      },
    );
    expect(await s3.listKeys()).toEqual(before);
    expect(await candidateCount()).toBe(count);
  });

  it('a save failing after the upload answers 500 and leaves neither a row nor an object', async () => {
    const before = await s3.listKeys();
    const count = await candidateCount();
    await withFailingInsert('resumes', "raise exception 'storage test failure'", async () => {
      expect((await create(candidateFormBody())).statusCode).toBe(500);
    });
    expect(await s3.listKeys()).toEqual(before);
    expect(await candidateCount()).toBe(count);
  });

  it('no orphans: every object in the bucket belongs to a resume row', async () => {
    const rows = await resumeObjectKeys();
    const keys = await s3.listKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !rows.includes(key))).toEqual([]);
  });
});
