import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, resumes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  candidateFormBody,
  createCandidateMultipart,
  multipart,
  pdfBytes,
  seedCandidateReference,
} from './test-fixtures.js';

let t: TestApp;
let dataDir: string;
let cookies: Record<'admin' | 'tag' | 'vendor', string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'td-candidates-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedCandidateReference(t.db);
  cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
  };
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Resume = { fileName: string; content: Buffer } | null;

function create(cookie: string, body: Record<string, unknown>, resume?: Resume) {
  const { payload, headers } = createCandidateMultipart(body, resume);
  return t.inject({ method: 'POST', url: '/api/candidates', payload, headers: { ...headers, cookie } });
}

async function storedFiles(): Promise<string[]> {
  const root = join(dataDir, 'files');
  const found: string[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else found.push(entry.name);
    }
  };
  await walk(root);
  return found;
}

async function candidateCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates);
  return row?.n ?? 0;
}

function fieldPaths(response: { json: () => unknown }): string[] {
  const body = response.json() as { fields?: { path: string }[] };
  return (body.fields ?? []).map((f) => f.path);
}

describe('POST /api/candidates refuses malformed requests', () => {
  it('refuses a second file, an unknown part and a non-multipart body', async () => {
    const two = multipart([
      { name: 'candidate', value: JSON.stringify(candidateFormBody()) },
      { name: 'resume', fileName: 'a.pdf', content: pdfBytes() },
      { name: 'resume', fileName: 'b.pdf', content: pdfBytes() },
    ]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: two.payload,
      headers: { ...two.headers, cookie: cookies.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['resume']);

    const extra = multipart([
      { name: 'candidate', value: JSON.stringify(candidateFormBody()) },
      { name: 'photo', fileName: 'me.pdf', content: pdfBytes() },
    ]);
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: extra.payload,
      headers: { ...extra.headers, cookie: cookies.admin },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown)).toEqual(['photo']);

    const json = await t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: candidateFormBody(),
      headers: { cookie: cookies.admin },
    });
    expect(json.statusCode).toBe(415);
  });

  it('a candidate part that is not JSON answers 400 naming candidate', async () => {
    const bad = multipart([
      { name: 'candidate', value: '{not json' },
      { name: 'resume', fileName: 'cv.pdf', content: pdfBytes() },
    ]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: bad.payload,
      headers: { ...bad.headers, cookie: cookies.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['candidate']);
  });
});

describe('a failed save leaves nothing behind', () => {
  it('a transaction failing after the file was stored removes the file and leaves no row', async () => {
    await t.db.execute(sql`
      create or replace function td_test_fail_resume() returns trigger language plpgsql as $$
      begin raise exception 'storage test failure'; end $$`);
    await t.db.execute(sql`
      create trigger td_test_fail_resume before insert on resumes
      for each row execute function td_test_fail_resume()`);
    try {
      const filesBefore = await storedFiles();
      const before = await candidateCount();
      const response = await create(cookies.admin, candidateFormBody());
      expect(response.statusCode).toBe(500);
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await candidateCount()).toBe(before);
    } finally {
      await t.db.execute(sql`drop trigger td_test_fail_resume on resumes`);
    }
  });

  it('[CAND-FORM-19] a lost race on the email index answers 409 and removes the stored file', async () => {
    await t.db.execute(sql`
      create or replace function td_test_race() returns trigger language plpgsql as $$
      begin raise exception using errcode = 'unique_violation', constraint = 'candidates_email_lower_unique'; end $$`);
    await t.db.execute(sql`
      create trigger td_test_race before insert on candidates for each row execute function td_test_race()`);
    try {
      const filesBefore = await storedFiles();
      const response = await create(cookies.admin, candidateFormBody());
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Email already exists');
      expect(await storedFiles()).toEqual(filesBefore);
    } finally {
      await t.db.execute(sql`drop trigger td_test_race on candidates`);
    }
  });

  it('each stored file belongs to a resume row', async () => {
    expect((await create(cookies.tag, candidateFormBody())).statusCode).toBe(201);
    const keys = (await t.db.select({ key: resumes.storageKey }).from(resumes)).map((r) => r.key).sort();
    expect((await storedFiles()).sort()).toEqual(keys);
  });
});
