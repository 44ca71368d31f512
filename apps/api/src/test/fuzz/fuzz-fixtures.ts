import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { campaigns, careersApplications, vendors } from '../../db/schema/index.js';
import {
  candidateFormBody,
  createCandidateMultipart,
  insertVacancy,
  seedCandidateReference,
} from '../fixtures.js';
import { multipart, pdfBytes } from '../uploads.js';
import type { TestApp } from '../test-app.js';
import type { IdSource } from './valid-values.js';

/** Pools of real ids, chosen by the name of the field or path parameter that carries an id. */
const POOL_NAMES = [
  ['candidate', 'candidates'],
  ['vacanc', 'vacancies'],
  ['language', 'languages'],
  ['skill', 'skills'],
  ['vendor', 'vendors'],
  ['user', 'users'],
  ['campaign', 'campaigns'],
  ['careers-application', 'careersApplications'],
] as const;
type PoolName = (typeof POOL_NAMES)[number][1];

export type FuzzFixtures = { ids: IdSource; pools: Record<PoolName, string[]> };

async function createCandidate(t: TestApp, cookie: string, body: Record<string, unknown>): Promise<string> {
  const { payload, headers } = createCandidateMultipart(body);
  const response = await t.inject({
    method: 'POST',
    url: '/api/candidates',
    payload,
    headers: { ...headers, cookie },
  });
  if (response.statusCode !== 201) throw new Error(`fixture candidate not created: ${response.body}`);
  const created: unknown = response.json();
  if (typeof created !== 'object' || created === null || !('externalId' in created))
    throw new Error('no externalId');
  return String(created.externalId);
}

/** POST/PUT as `cookie`, the answer's externalId (a fixture that fails stops the test at once). */
async function send(t: TestApp, cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`fixture ${method} ${url} failed: ${response.body}`);
  const body: unknown = response.json();
  return typeof body === 'object' && body !== null && 'externalId' in body ? String(body.externalId) : '';
}

/**
 * Campaigns in the wizard and past it: a draft at the preview step, one scheduled, one OPEN (as the
 * sending engine leaves it), so the campaign routes meet every status the menu knows.
 */
async function seedCampaigns(t: TestApp, cookie: string): Promise<string[]> {
  const hour = 3_600_000;
  const content = {
    subject: 'A role for you, {{candidate.firstName}}',
    body: '<p>Hello {{candidate.fullName}}, we have a role for you.</p>',
    startTime: new Date(Date.now() + hour).toISOString(),
    endTime: new Date(Date.now() + 240 * hour).toISOString(),
  };
  const ids: string[] = [];
  for (const name of ['Fuzz draft', 'Fuzz scheduled', 'Fuzz open']) {
    const id = await send(t, cookie, 'POST', '/api/campaigns', { name, audienceExternalId: 'CUSTOM' });
    await send(t, cookie, 'PUT', `/api/campaigns/${id}/content`, content);
    if (name !== 'Fuzz draft') await send(t, cookie, 'POST', `/api/campaigns/${id}/schedule`);
    ids.push(id);
  }
  await t.db.update(campaigns).set({ status: 'OPEN' }).where(eq(campaigns.name, 'Fuzz open'));
  return ids;
}

/**
 * Careers-site applications through the public form: one of a known candidate (its e-mail), one of a
 * new person, so the staff routes on applications meet real rows.
 */
async function seedCareersApplications(t: TestApp, vacancyExternalId: string, knownEmail: string) {
  const person = (email: string, lastName: string) => ({
    firstName: 'Ana',
    lastName,
    email,
    phone: null,
    country: 'Germany',
    city: 'Berlin',
    yearsOfExperience: 'THREE_TO_FIVE',
    educationalQualification: "Master's Degree",
    onSiteWork: true,
  });
  for (const form of [person(knownEmail, 'Known'), person('ana.new@example.test', 'New')]) {
    const { payload, headers } = multipart([
      { name: 'application', value: JSON.stringify(form), contentType: 'application/json' },
      { name: 'resume', fileName: 'cv.pdf', content: pdfBytes() },
    ]);
    const url = `/api/public/vacancies/${vacancyExternalId}/applications`;
    const response = await t.inject({ method: 'POST', url, payload, headers });
    if (response.statusCode !== 202) throw new Error(`fixture application failed: ${response.body}`);
  }
  const rows = await t.db.select({ externalId: careersApplications.externalId }).from(careersApplications);
  return rows.map((r) => r.externalId);
}

/**
 * The rows the fuzzer's valid requests point at: reference data, vacancies shared with the VENDOR's
 * vendor, candidates created through the API (so they have resumes) by ADMIN and by the VENDOR, and
 * attached to a vacancy, careers-site applications. Mostly real ids, sometimes an unknown one.
 */
export async function seedFuzzFixtures(t: TestApp): Promise<FuzzFixtures> {
  const ref = await seedCandidateReference(t.db);
  const shared = t.vendor.vendorId === null ? [] : [t.vendor.vendorId];
  const vacancyRows = [
    await insertVacancy(t.db, { sharedWithVendorIds: shared }),
    await insertVacancy(t.db, { sharedWithVendorIds: shared, publishToExternalApp: true, status: 'OPEN' }),
    await insertVacancy(t.db),
  ];
  const admin = await t.sessionCookie(t.admin);
  const vendor = await t.sessionCookie(t.vendor);
  const languageExternalIds = [ref.languages.english.externalId];
  const skillsExternalIds = [ref.skills.typescript.externalId, ref.skills.react.externalId];
  const knownEmail = `known-${Date.now()}@example.test`;
  const candidates = [
    await createCandidate(
      t,
      admin,
      candidateFormBody({ languageExternalIds, skillsExternalIds, email: knownEmail }),
    ),
    await createCandidate(
      t,
      admin,
      candidateFormBody({ country: 'USA', state: 'California', city: 'San Francisco' }),
    ),
    await createCandidate(t, vendor, candidateFormBody({ source: undefined, skillsExternalIds })),
  ];
  const vacancies = vacancyRows.map((v) => v.externalId);
  const assign = await t.inject({
    method: 'POST',
    url: '/api/candidates/assign',
    payload: { candidateExternalIds: candidates, vacancyExternalIds: vacancies.slice(0, 2) },
    headers: { cookie: admin },
  });
  if (assign.statusCode !== 200) throw new Error(`fixture assignment failed: ${assign.body}`);
  const vendorRows = await t.db.select({ externalId: vendors.externalId }).from(vendors);
  const pools: Record<PoolName, string[]> = {
    candidates,
    vacancies,
    languages: Object.values(ref.languages).map((l) => l.externalId),
    skills: Object.values(ref.skills).map((s) => s.externalId),
    vendors: vendorRows.map((v) => v.externalId),
    users: [t.admin, t.tag, t.vendor].map((u) => u.externalId),
    campaigns: await seedCampaigns(t, admin),
    careersApplications: await seedCareersApplications(t, vacancies[1] ?? '', knownEmail),
  };
  const ids: IdSource = (hint) => {
    const name = hint?.toLowerCase() ?? '';
    const pool = POOL_NAMES.find(([part]) => name.includes(part));
    const values = pool ? pools[pool[1]] : [];
    if (values.length === 0) return undefined;
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    );
  };
  return { ids, pools };
}
