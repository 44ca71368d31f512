import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import {
  attachCandidate,
  insertCandidate,
  insertVacancy,
  seedCandidateReference,
  type CandidateFixture,
  type VacancyFixture,
} from '../../../test/fixtures.js';

/**
 * The candidates of the list tests: two rich ones (Priya, a VENDOR candidate in India with assignments to
 * a shared, an internal and a shared but CLOSED vacancy; John, USA, GL_WEBSITE), another vendor's Olga,
 * and N_PLAIN plain Germans with duplicate sort keys.
 */
export const N_PLAIN = 14;

export type ListPage = {
  content: { externalId: string; fullName: string; candidateStatuses: { vacancyExternalId: string }[] }[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  pageable: { pageNumber: number; offset: number };
};

export async function listTestData(t: TestApp) {
  const c: Record<string, CandidateFixture> = {};
  const vacancy: Record<string, VacancyFixture> = {};
  const ref = await seedCandidateReference(t.db);
  const admin = await t.sessionCookie(t.admin);
  const vendorCookie = await t.sessionCookie(t.vendor);
  const otherVendor = await t.createVendor();
  const otherVendorId = otherVendor.id;
  const otherVendorCookie = await t.sessionCookie(await t.createUser('VENDOR', { vendorId: otherVendor.id }));
  const vendorId = t.vendor.vendorId ?? -1;

  vacancy.shared = await insertVacancy(t.db, { title: 'Shared role', sharedWithVendorIds: [vendorId] });
  vacancy.hidden = await insertVacancy(t.db, { title: 'Internal role' });
  vacancy.closed = await insertVacancy(t.db, {
    title: 'Closed role',
    status: 'CLOSED',
    sharedWithVendorIds: [vendorId],
  });

  c.priya = await insertCandidate(t.db, {
    firstName: 'Priya',
    lastName: 'Sharma',
    country: 'India',
    city: 'Pune',
    source: 'VENDOR',
    sourceName: 'Acme',
    vendorId,
    yearsOfExperience: 'FIVE_TO_TEN',
    educationalQualification: "Master's Degree",
    assessmentStatus: 'COMPLETED',
    preScreeningStatus: 'PASSED',
    testStatus: 'FAILED',
    languageIds: [ref.languages.hindi.id, ref.languages.english.id],
    skills: [{ skillId: ref.skills.java.id }, { skillId: ref.skills.python.id, primary: false }],
  });
  c.john = await insertCandidate(t.db, {
    firstName: 'John',
    lastName: 'Miller',
    country: 'USA',
    state: 'California',
    city: 'San Diego',
    source: 'GL_WEBSITE',
    locationCompliance: false,
    backgroundStatus: 'READY_FOR_BGC',
    assessmentStatus: 'EXPIRED',
    languageIds: [ref.languages.english.id],
    skills: [{ skillId: ref.skills.react.id }],
  });
  c.other = await insertCandidate(t.db, {
    firstName: 'Olga',
    lastName: 'Other_Vendor',
    source: 'VENDOR',
    sourceName: 'Other',
    vendorId: otherVendorId,
    educationalQualification: 'Ph.D',
  });
  for (let i = 0; i < N_PLAIN; i += 1) {
    c[`plain${i}`] = await insertCandidate(t.db, {
      firstName: 'Plain',
      lastName: `Person ${String.fromCharCode(97 + (i % 5))}`,
      city: i % 2 === 0 ? 'Berlin' : 'Munich',
      yearsOfExperience: i % 3 === 0 ? 'ZERO' : 'ONE_TO_THREE',
      // Duplicates on purpose: the sort needs its id tiebreak to be stable.
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 4))),
    });
  }
  await attachCandidate(t.db, c.priya.id, vacancy.shared.id, { status: 'SHORTLISTED' });
  await attachCandidate(t.db, c.priya.id, vacancy.hidden.id, { status: 'PENDING' });
  // Shared with the vendor but CLOSED, and attached last: the VENDOR must not see it anywhere.
  await attachCandidate(t.db, c.priya.id, vacancy.closed.id, { status: 'OFFER_ACCEPTED' });
  await attachCandidate(t.db, c.john.id, vacancy.hidden.id, { status: 'REJECTED', gloAssignmentId: 'GA-1' });
  const list = async (query: string, cookie = admin): Promise<ListPage> => {
    const response = await t.inject({ method: 'GET', url: `/api/candidates?${query}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListPage;
  };
  return {
    ref,
    c,
    vacancy,
    admin,
    vendorCookie,
    otherVendorCookie,
    list,
    idsOf: (page: ListPage) => page.content.map((r) => r.externalId).sort(),
    ids: (...names: string[]) => names.map((n) => c[n]?.externalId ?? n).sort(),
    everyone: () => Object.keys(c),
  };
}
