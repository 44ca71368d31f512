import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CareersApplication, CareersApplicationPage, Role } from '@talent-desk/shared';
import { candidates, resumes } from '../../../db/schema/index.js';
import { newStorageKey } from '../../../integrations/files/storage-key.js';
import { insertCandidate, type CandidateFixture, type CandidateOverrides } from '../../../test/fixtures.js';
import { pdfBytes } from '../../../test/uploads.js';
import { openApplyHarness, type ApplyHarness, type ApplyOptions } from './apply-harness.js';

/**
 * The staff side of careers-site applications on the careers-site tests' app: candidates with a real
 * stored resume, applications sent through the public POST, and the staff calls as ADMIN, TAG or VENDOR.
 */
export type CareersHarness = ApplyHarness & {
  cookie: (role: Role) => Promise<string>;
  /** A candidate straight into the database, with a resume file stored under its own key when asked. */
  known: (
    overrides?: CandidateOverrides,
    resume?: { fileName: string; content: Buffer },
  ) => Promise<CandidateFixture>;
  /** Sends an application (202 expected) from a new address each time, so the limits never interfere. */
  send: (vacancyExternalId: string, form: object, options?: ApplyOptions) => Promise<void>;
  /** GET /api/candidates/{id}/careers-applications as `role`. */
  listOf: (candidateExternalId: string, role?: Role) => ReturnType<ApplyHarness['t']['inject']>;
  /** The candidate's applications as ADMIN sees them, newest first. */
  applicationsOf: (candidateExternalId: string) => Promise<CareersApplication[]>;
  call: (
    method: 'GET' | 'POST',
    url: string,
    role?: Role,
    payload?: object,
  ) => ReturnType<ApplyHarness['t']['inject']>;
  candidateRow: (candidateId: number) => Promise<typeof candidates.$inferSelect>;
};

let address = 0;

export async function openCareersHarness(): Promise<CareersHarness> {
  const h = await openApplyHarness();
  const cookies = new Map<Role, string>();
  const users = { ADMIN: h.t.admin, TAG: h.t.tag, VENDOR: h.t.vendor };
  const cookie = async (role: Role) => {
    const known = cookies.get(role);
    if (known) return known;
    const made = await h.t.sessionCookie(users[role]);
    cookies.set(role, made);
    return made;
  };
  const call: CareersHarness['call'] = async (method, url, role = 'ADMIN', payload) =>
    h.t.inject({ method, url, headers: { cookie: await cookie(role) }, ...(payload ? { payload } : {}) });
  const listOf: CareersHarness['listOf'] = (candidateExternalId, role) =>
    call('GET', `/api/candidates/${candidateExternalId}/careers-applications`, role);

  return {
    ...h,
    cookie,
    call,
    listOf,
    async known(overrides = {}, resume) {
      const row = await insertCandidate(h.t.db, overrides);
      if (resume) {
        const storageKey = newStorageKey();
        await h.t.app.files.put(storageKey, resume.content);
        await h.t.db.insert(resumes).values({
          candidateId: row.id,
          storageKey,
          fileName: resume.fileName,
          contentType: 'application/pdf',
          sizeBytes: resume.content.length,
          sha256: createHash('sha256').update(resume.content).digest('hex'),
        });
      }
      return row;
    },
    async send(vacancyExternalId, form, options = {}) {
      address += 1;
      const ip = `198.51.${100 + Math.floor(address / 250)}.${(address % 250) + 1}`;
      const response = await h.apply(vacancyExternalId, form, {
        resume: { fileName: 'cv.pdf', content: pdfBytes(`application ${address}`) },
        ip,
        ...options,
      });
      if (response.statusCode !== 202) throw new Error(`application not received: ${response.body}`);
    },
    async applicationsOf(candidateExternalId) {
      const response = await listOf(candidateExternalId);
      if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
      return (response.json() as CareersApplicationPage).content;
    },
    async candidateRow(candidateId) {
      const [row] = await h.t.db.select().from(candidates).where(eq(candidates.id, candidateId));
      if (!row) throw new Error('candidate gone');
      return row;
    },
  };
}
