import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../../db/schema/index.js';
import { fieldPaths, openCreateHarness, type CreateHarness } from '../testing/create-harness.js';
import { candidateFormBody, multipart, pdfBytes } from '../../../test/fixtures.js';

let h: CreateHarness;

beforeAll(async () => {
  h = await openCreateHarness();
});
afterAll(() => h?.close());

describe('POST /api/candidates refuses malformed requests', () => {
  it('refuses a second file, an unknown part and a non-multipart body', async () => {
    const two = multipart([
      { name: 'candidate', value: JSON.stringify(candidateFormBody()) },
      { name: 'resume', fileName: 'a.pdf', content: pdfBytes() },
      { name: 'resume', fileName: 'b.pdf', content: pdfBytes() },
    ]);
    const response = await h.t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: two.payload,
      headers: { ...two.headers, cookie: h.cookies.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['resume']);

    const extra = multipart([
      { name: 'candidate', value: JSON.stringify(candidateFormBody()) },
      { name: 'photo', fileName: 'me.pdf', content: pdfBytes() },
    ]);
    const unknown = await h.t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: extra.payload,
      headers: { ...extra.headers, cookie: h.cookies.admin },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldPaths(unknown)).toEqual(['photo']);

    const json = await h.t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: candidateFormBody(),
      headers: { cookie: h.cookies.admin },
    });
    expect(json.statusCode).toBe(415);
  });

  it('a candidate part that is not JSON answers 400 naming candidate', async () => {
    const bad = multipart([
      { name: 'candidate', value: '{not json' },
      { name: 'resume', fileName: 'cv.pdf', content: pdfBytes() },
    ]);
    const response = await h.t.inject({
      method: 'POST',
      url: '/api/candidates',
      payload: bad.payload,
      headers: { ...bad.headers, cookie: h.cookies.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['candidate']);
  });
});

describe('a broken multipart body answers 400 naming the problem, nothing stored', () => {
  const valid = () =>
    multipart([
      { name: 'candidate', value: JSON.stringify(candidateFormBody()) },
      { name: 'resume', fileName: 'cv.pdf', content: pdfBytes() },
    ]);
  const cases: [string, () => { payload: Buffer; contentType: string }, RegExp][] = [
    [
      'no boundary in the content type',
      () => ({ payload: valid().payload, contentType: 'multipart/form-data' }),
      /boundary/i,
    ],
    [
      'a boundary the body does not use',
      () => ({ payload: valid().payload, contentType: 'multipart/form-data; boundary=----not-the-one' }),
      /multipart|truncated|incomplete/i,
    ],
    [
      'a body cut off inside the resume',
      () => {
        const body = valid();
        const cut = body.payload.subarray(0, body.payload.length - 60);
        return { payload: cut, contentType: body.headers['content-type'] ?? '' };
      },
      /multipart|truncated|incomplete/i,
    ],
    [
      'a body cut off inside the part headers',
      () => {
        const body = valid();
        const at = body.payload.indexOf('filename=');
        return { payload: body.payload.subarray(0, at), contentType: body.headers['content-type'] ?? '' };
      },
      /multipart|truncated|incomplete/i,
    ],
  ];
  for (const [label, build, message] of cases) {
    it(label, async () => {
      const filesBefore = await h.storedFiles();
      const before = await h.candidateCount();
      const { payload, contentType } = build();
      const response = await h.t.inject({
        method: 'POST',
        url: '/api/candidates',
        payload,
        headers: { 'content-type': contentType, cookie: h.cookies.admin },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'MALFORMED_BODY' });
      expect(response.json().message).toMatch(message);
      expect(await h.storedFiles()).toEqual(filesBefore);
      expect(await h.candidateCount()).toBe(before);
    });
  }
});

describe('a failed save leaves nothing behind', () => {
  it('a transaction failing after the file was stored removes the file and leaves no row', async () => {
    await h.t.db.execute(sql`
      create or replace function td_test_fail_resume() returns trigger language plpgsql as $$
      begin raise exception 'storage test failure'; end $$`);
    await h.t.db.execute(sql`
      create trigger td_test_fail_resume before insert on resumes
      for each row execute function td_test_fail_resume()`);
    try {
      const filesBefore = await h.storedFiles();
      const before = await h.candidateCount();
      const response = await h.create(h.cookies.admin, candidateFormBody());
      expect(response.statusCode).toBe(500);
      expect(await h.storedFiles()).toEqual(filesBefore);
      expect(await h.candidateCount()).toBe(before);
    } finally {
      await h.t.db.execute(sql`drop trigger td_test_fail_resume on resumes`);
    }
  });

  it('[CAND-FORM-19] a lost race on the email index answers 409 and removes the stored file', async () => {
    await h.t.db.execute(sql`
      create or replace function td_test_race() returns trigger language plpgsql as $$
      begin raise exception using errcode = 'unique_violation', constraint = 'candidates_email_lower_unique'; end $$`);
    await h.t.db.execute(sql`
      create trigger td_test_race before insert on candidates for each row execute function td_test_race()`);
    try {
      const filesBefore = await h.storedFiles();
      const response = await h.create(h.cookies.admin, candidateFormBody());
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Email already exists');
      expect(await h.storedFiles()).toEqual(filesBefore);
    } finally {
      await h.t.db.execute(sql`drop trigger td_test_race on candidates`);
    }
  });

  it('each stored file belongs to a resume row', async () => {
    expect((await h.create(h.cookies.tag, candidateFormBody())).statusCode).toBe(201);
    const keys = (await h.t.db.select({ key: resumes.storageKey }).from(resumes)).map((r) => r.key).sort();
    expect((await h.storedFiles()).sort()).toEqual(keys);
  });
});
