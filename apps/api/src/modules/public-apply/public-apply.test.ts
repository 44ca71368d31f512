import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_APPLICATION_MESSAGES } from '@talent-desk/shared';
import { candidates, candidateVacancies, loginThrottle, resumes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertCandidate, insertVacancy, seedCandidateReference } from '../candidates/test-fixtures.js';
import { multipart, pdfBytes } from '../candidates/test-uploads.js';

let t: TestApp;
let dataDir: string;
let origin: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'td-apply-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedCandidateReference(t.db);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(loginThrottle);
});

let n = 0;
const application = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: `Lima ${String.fromCharCode(97 + (++n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`,
  email: `ana.lima.${n}@example.test`,
  phone: `+49 151 ${String(2000000 + n).padStart(8, '0')}`,
  country: 'Germany',
  city: 'Berlin',
  yearsOfExperience: 'THREE_TO_FIVE',
  educationalQualification: "Master's Degree",
  ...overrides,
});
const apply = (
  vacancyId: string,
  body: object,
  options: { ip?: string; resume?: Buffer | null; fileName?: string } = {},
) => {
  const parts = [
    { name: 'application', value: JSON.stringify(body), contentType: 'application/json' },
    ...(options.resume === null
      ? []
      : [{ name: 'resume', fileName: options.fileName ?? 'cv.pdf', content: options.resume ?? pdfBytes() }]),
  ];
  const { payload, headers } = multipart(parts);
  return t.inject({
    method: 'POST',
    url: `/api/public/vacancies/${vacancyId}/applications`,
    payload,
    headers,
    remoteAddress: options.ip ?? '198.51.100.1',
  });
};
const published = () => insertVacancy(t.db, { publishToExternalApp: true, description: 'Build things.' });
const assignments = (vacancyId: number) =>
  t.db.select().from(candidateVacancies).where(eq(candidateVacancies.vacancyId, vacancyId));
const storedFiles = async () =>
  (await readdir(join(dataDir, 'files'), { recursive: true }).catch(() => [])).filter((f) =>
    String(f).includes('.'),
  ).length;

describe('the public vacancy', () => {
  it('a published OPEN vacancy is readable without a session, and nothing internal', async () => {
    const vacancy = await published();
    const response = await t.inject({ method: 'GET', url: `/api/public/vacancies/${vacancy.externalId}` });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'businessGroupName',
      'createdAt',
      'description',
      'externalId',
      'openings',
      'requiredSkills',
      'title',
      'type',
      'workingLocation',
    ]);
  });

  it('unpublished, closed and unknown vacancies answer the same 404', async () => {
    const unpublished = await insertVacancy(t.db);
    const closed = await insertVacancy(t.db, { publishToExternalApp: true, status: 'CLOSED' });
    for (const id of [unpublished.externalId, closed.externalId, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.inject({ method: 'GET', url: `/api/public/vacancies/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PUBLIC_APPLICATION_MESSAGES.notFound);
      expect((await apply(id, application())).statusCode).toBe(404);
    }
  });
});

describe('applying', () => {
  it('a new applicant becomes a GL_WEBSITE candidate, Pending on the vacancy, with the resume', async () => {
    const vacancy = await published();
    const body = application({ email: 'New.Person@Example.test' });
    const response = await apply(vacancy.externalId, body);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PUBLIC_APPLICATION_MESSAGES.received });
    const [candidate] = await t.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, 'new.person@example.test'));
    expect(candidate).toMatchObject({
      source: 'GL_WEBSITE',
      sourceName: null,
      vendorId: null,
      country: 'Germany',
    });
    expect(await assignments(vacancy.id)).toEqual([
      expect.objectContaining({ candidateId: candidate?.id, status: 'PENDING' }),
    ]);
    expect(
      await t.db
        .select()
        .from(resumes)
        .where(eq(resumes.candidateId, candidate?.id ?? -1)),
    ).toHaveLength(1);
  });

  it('a known person (same e-mail in any case, or same phone) is attached, never a second row; twice is once', async () => {
    const vacancy = await published();
    const known = await insertCandidate(t.db, {
      email: 'known.person@example.test',
      phone: '+4915199990000',
    });
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates))[0]?.n;
    expect(
      (await apply(vacancy.externalId, application({ email: 'KNOWN.person@example.test' }))).statusCode,
    ).toBe(202);
    expect(
      (
        await apply(
          vacancy.externalId,
          application({ email: 'other@example.test', phone: '+49 151 99990000' }),
        )
      ).statusCode,
    ).toBe(202);
    const after = (await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates))[0]?.n;
    expect(after).toBe(before);
    expect(await assignments(vacancy.id)).toEqual([
      expect.objectContaining({ candidateId: known.id, status: 'PENDING' }),
    ]);
  });

  it('bad fields and a bad resume are 400s naming them, and nothing is stored', async () => {
    const vacancy = await published();
    const files = await storedFiles();
    const bad = await apply(
      vacancy.externalId,
      application({ firstName: 'A', email: 'nope', country: 'USA' }),
    );
    expect(bad.statusCode).toBe(400);
    const paths = new Set(bad.json().fields.map((f: { path: string }) => f.path));
    expect([...paths].sort()).toEqual(['email', 'firstName', 'state']);
    const fake = await apply(vacancy.externalId, application(), {
      resume: Buffer.from('not a pdf'),
      fileName: 'cv.pdf',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields[0].path).toBe('resume');
    const none = await apply(vacancy.externalId, application(), { resume: null });
    expect(none.statusCode).toBe(400);
    expect(await assignments(vacancy.id)).toEqual([]);
    expect(await storedFiles()).toBe(files);
  });

  it('a filled honeypot is answered as received and stores nothing', async () => {
    const vacancy = await published();
    const response = await apply(vacancy.externalId, application({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(202);
    expect(await assignments(vacancy.id)).toEqual([]);
  });
});

describe('floods and races', () => {
  it('one IP gets 5 applications per 10 minutes, then 429 with Retry-After; another IP is not affected', async () => {
    const vacancy = await published();
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await apply(vacancy.externalId, application(), { ip: '203.0.113.9' })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const refused = await apply(vacancy.externalId, application(), { ip: '203.0.113.9' });
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().message).toBe(PUBLIC_APPLICATION_MESSAGES.tooMany);
    expect((await apply(vacancy.externalId, application(), { ip: '203.0.113.10' })).statusCode).toBe(202);
  });

  it('a burst over real HTTP from one address: exactly 5 accepted, the rest 429, no 5xx, nothing half saved', async () => {
    const vacancy = await published();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => {
        const { payload, headers } = multipart([
          { name: 'application', value: JSON.stringify(application()), contentType: 'application/json' },
          { name: 'resume', fileName: 'cv.pdf', content: pdfBytes() },
        ]);
        return fetch(`${origin}/api/public/vacancies/${vacancy.externalId}/applications`, {
          method: 'POST',
          headers,
          body: payload,
        });
      }),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(202), ...Array(7).fill(429)]);
    expect(await assignments(vacancy.id)).toHaveLength(5);
  });

  it('the same new person applying twice at once is one candidate, attached once', async () => {
    const vacancy = await published();
    const body = application({ email: 'twice.at.once@example.test' });
    const answers = await Promise.all(
      [1, 2].map((i) => apply(vacancy.externalId, body, { ip: `192.0.2.${i}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(
      await t.db.select().from(candidates).where(eq(candidates.email, 'twice.at.once@example.test')),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(candidateVacancies)
        .where(and(eq(candidateVacancies.vacancyId, vacancy.id))),
    ).toHaveLength(1);
  });
});
