import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { candidates, candidateStatusHistory, candidateVacancies, resumes } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertVacancy, seedCandidateReference } from '../../../test/fixtures.js';
import { multipart, pdfBytes, type MultipartPart } from '../../../test/uploads.js';

export type ApplyOptions = {
  ip?: string;
  /** A resume file (default: a small PDF), or null to send none. */
  resume?: { fileName: string; content: Buffer } | null;
  headers?: Record<string, string>;
};

/**
 * The careers-site tests' app on a fresh database, files in a DATA_DIR of their own, listening on a
 * loopback port for the tests that need real HTTP, with helpers to apply and to read what was saved.
 */
export type ApplyHarness = {
  t: TestApp;
  /** The listening app's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** A valid application whose name, e-mail and phone are new to the database. */
  application: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** The multipart body of an application: the `application` JSON part and a `resume` file. */
  body: (application: object, options?: ApplyOptions) => { payload: Buffer; headers: Record<string, string> };
  apply: (vacancyId: string, application: object, options?: ApplyOptions) => ReturnType<TestApp['inject']>;
  publishedVacancy: () => ReturnType<typeof insertVacancy>;
  assignments: (vacancyId: number) => Promise<(typeof candidateVacancies.$inferSelect)[]>;
  history: (vacancyId: number) => Promise<(typeof candidateStatusHistory.$inferSelect)[]>;
  candidatesByEmail: (email: string) => Promise<(typeof candidates.$inferSelect)[]>;
  resumeOf: (candidateId: number) => Promise<(typeof resumes.$inferSelect)[]>;
  candidateCount: () => Promise<number>;
  /** The names of every stored file, to prove a refused or failed save leaves none behind. */
  storedFiles: () => Promise<string[]>;
  close: () => Promise<void>;
};

let sequence = 0;

export async function openApplyHarness(): Promise<ApplyHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'td-apply-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  await seedCandidateReference(t.db);
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });

  const application = (overrides: Record<string, unknown> = {}) => {
    const n = ++sequence;
    const letters = n.toString(26).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));
    return {
      firstName: 'Ana',
      lastName: `Lima ${letters}`,
      email: `ana.lima.${n}.${process.pid}@example.test`,
      phone: `+49 151 ${String(2_000_000 + n).padStart(8, '0')}`,
      country: 'Germany',
      city: 'Berlin',
      yearsOfExperience: 'THREE_TO_FIVE',
      educationalQualification: "Master's Degree",
      ...overrides,
    };
  };
  const body = (form: object, options: ApplyOptions = {}) => {
    const resume =
      options.resume === undefined ? { fileName: 'cv.pdf', content: pdfBytes() } : options.resume;
    const parts: MultipartPart[] = [
      { name: 'application', value: JSON.stringify(form), contentType: 'application/json' },
    ];
    if (resume) parts.push({ name: 'resume', fileName: resume.fileName, content: resume.content });
    return multipart(parts);
  };

  return {
    t,
    origin,
    application,
    body,
    apply(vacancyId, form, options = {}) {
      const { payload, headers } = body(form, options);
      return t.inject({
        method: 'POST',
        url: `/api/public/vacancies/${vacancyId}/applications`,
        payload,
        headers: { ...headers, ...options.headers },
        remoteAddress: options.ip ?? '198.51.100.1',
      });
    },
    publishedVacancy: () =>
      insertVacancy(t.db, { publishToExternalApp: true, status: 'OPEN', description: 'Build things.' }),
    assignments: (vacancyId) =>
      t.db.select().from(candidateVacancies).where(eq(candidateVacancies.vacancyId, vacancyId)),
    history: (vacancyId) =>
      t.db.select().from(candidateStatusHistory).where(eq(candidateStatusHistory.vacancyId, vacancyId)),
    candidatesByEmail: (email) =>
      t.db
        .select()
        .from(candidates)
        .where(sql`lower(${candidates.email}) = lower(${email})`),
    resumeOf: (candidateId) => t.db.select().from(resumes).where(eq(resumes.candidateId, candidateId)),
    async candidateCount() {
      const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(candidates);
      return row?.n ?? 0;
    },
    async storedFiles() {
      const entries = await readdir(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
