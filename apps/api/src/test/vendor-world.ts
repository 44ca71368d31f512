import { eq } from 'drizzle-orm';
import { candidates, vacancySkills } from '../db/schema/index.js';
import {
  attachCandidate,
  candidateFormBody,
  createCandidateMultipart,
  insertCandidate,
  insertStatusHistory,
  insertVacancy,
  seedCandidateReference,
  type ReferenceFixture,
  type VacancyFixture,
} from './fixtures.js';
import type { TestApp, TestUser } from './test-app.js';

/** The GLO-R ids of the VENDOR's candidate: none of them may reach the VENDOR (docs/decisions.md). */
export const WORLD_GLO_IDS = {
  candidate: 'GLO-C-VENDOR-OWN',
  shared: 'GLO-A-SHARED',
  unshared: 'GLO-A-UNSHARED',
  closed: 'GLO-A-CLOSED',
  othersOnly: 'GLO-A-OTHERS',
} as const;

export type VendorWorld = {
  ref: ReferenceFixture;
  /** A user of another vendor, whose objects the VENDOR must never see. */
  otherVendorUser: TestUser;
  vacancies: {
    /** OPEN, shared with the VENDOR's vendor, published, with a project, manager, location and skill. */
    shared: VacancyFixture;
    /** ON_HOLD and shared: the VENDOR still sees it. */
    onHold: VacancyFixture;
    /** OPEN in the India group, shared with nobody. */
    unshared: VacancyFixture;
    /** Shared but CLOSED: out of the VENDOR's scope. */
    closed: VacancyFixture;
    /** Shared with the other vendor only. */
    othersOnly: VacancyFixture;
  };
  /** The VENDOR's own candidate (created through the API, so it has a resume), on all five vacancies. */
  mine: { id: number; externalId: string; firstName: string };
  /** A recruiter's candidate and the other vendor's, both on the shared vacancy. */
  staffCandidate: { externalId: string };
  theirs: { externalId: string };
  /** The full name of the ADMIN who created the vacancies and changed a status. */
  adminName: string;
};

/**
 * What a VENDOR (t.vendor) can reach, with every internal field filled: its candidate is attached to a
 * vacancy shared with it, one on hold, one shared with nobody (India group), a shared CLOSED one and
 * one shared with another vendor only, each assignment with a GLO-R id; the candidate has a GLO-R id,
 * a GLO lock and background status Ready for BGC; staff and another vendor have candidates on the
 * shared vacancy; its history holds a change by the ADMIN and one by the VENDOR. Every list a VENDOR
 * opens is therefore non-empty.
 */
export async function seedVendorWorld(t: TestApp): Promise<VendorWorld> {
  const ref = await seedCandidateReference(t.db);
  const own = t.vendor.vendorId;
  if (own === null) throw new Error('the test VENDOR has no vendor');
  const otherVendor = await t.createVendor();
  const otherVendorUser = await t.createUser('VENDOR', { vendorId: otherVendor.id });
  const byAdmin = { createdByUserId: t.admin.id };
  const vacancies = {
    shared: await insertVacancy(t.db, {
      ...byAdmin,
      title: 'Shared platform role',
      sharedWithVendorIds: [own],
      publishToExternalApp: true,
      businessGroupId: ref.businessGroups.europe.id,
      projectName: 'Atlas',
      hiringManager: 'Hannah Hiring',
      workingLocation: 'Berlin (hybrid)',
    }),
    onHold: await insertVacancy(t.db, {
      ...byAdmin,
      title: 'Paused platform role',
      status: 'ON_HOLD',
      sharedWithVendorIds: [own],
    }),
    unshared: await insertVacancy(t.db, {
      ...byAdmin,
      title: 'Unshared India role',
      businessGroupId: ref.businessGroups.india.id,
    }),
    closed: await insertVacancy(t.db, {
      ...byAdmin,
      title: 'Closed shared role',
      status: 'CLOSED',
      sharedWithVendorIds: [own],
    }),
    othersOnly: await insertVacancy(t.db, {
      ...byAdmin,
      title: 'Other vendor role',
      sharedWithVendorIds: [otherVendor.id],
    }),
  };
  await t.db.insert(vacancySkills).values({ vacancyId: vacancies.shared.id, skillId: ref.skills.java.id });

  const mine = await createAsVendor(t, {
    firstName: 'Vera',
    lastName: 'Vendorova',
    country: 'USA',
    state: 'California',
    city: 'San Francisco',
    languageExternalIds: [ref.languages.english.externalId],
    skillsExternalIds: [ref.skills.typescript.externalId, ref.skills.react.externalId],
  });
  await t.db
    .update(candidates)
    .set({ gloCandidateId: WORLD_GLO_IDS.candidate, gloLocked: true, backgroundStatus: 'READY_FOR_BGC' })
    .where(eq(candidates.id, mine.id));
  // Oldest first: the candidate's stored status is that of the unshared vacancy, attached last but one.
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const attach = (vacancy: VacancyFixture, day: number, values: Parameters<typeof attachCandidate>[3]) =>
    attachCandidate(t.db, mine.id, vacancy.id, { createdAt: at(day), ...values });
  await attach(vacancies.shared, 1, { status: 'SHORTLISTED', gloAssignmentId: WORLD_GLO_IDS.shared });
  await attach(vacancies.onHold, 2, {});
  await attach(vacancies.othersOnly, 3, { gloAssignmentId: WORLD_GLO_IDS.othersOnly });
  await attach(vacancies.closed, 4, { gloAssignmentId: WORLD_GLO_IDS.closed });
  await attach(vacancies.unshared, 5, { status: 'OFFER_ACCEPTED', gloAssignmentId: WORLD_GLO_IDS.unshared });

  const staffCandidate = await insertCandidate(t.db, { firstName: 'Stefan', lastName: 'Staffpick' });
  await attachCandidate(t.db, staffCandidate.id, vacancies.shared.id);
  const theirs = await insertCandidate(t.db, {
    firstName: 'Olaf',
    lastName: 'Othervendor',
    source: 'VENDOR',
    vendorId: otherVendor.id,
    sourceName: otherVendor.name,
  });
  await attachCandidate(t.db, theirs.id, vacancies.shared.id);

  const history = { candidateId: mine.id, vacancyId: vacancies.shared.id, kind: 'VACANCY_STATUS' } as const;
  await insertStatusHistory(t.db, {
    ...history,
    fromStatus: 'PENDING',
    toStatus: 'SHORTLISTED',
    changedByUserId: t.admin.id,
  });
  await insertStatusHistory(t.db, {
    candidateId: mine.id,
    kind: 'BACKGROUND_STATUS',
    fromStatus: 'NOT_INITIATED',
    toStatus: 'READY_FOR_BGC',
    changedByUserId: t.vendor.id,
  });

  return {
    ref,
    otherVendorUser,
    vacancies,
    mine: { id: mine.id, externalId: mine.externalId, firstName: 'Vera' },
    staffCandidate,
    theirs,
    adminName: 'Test ADMIN',
  };
}

/** A candidate submitted by t.vendor through the API (with its resume): its own vendor's. */
async function createAsVendor(t: TestApp, values: Record<string, unknown>) {
  const { payload, headers } = createCandidateMultipart(candidateFormBody({ source: undefined, ...values }));
  const response = await t.inject({
    method: 'POST',
    url: '/api/candidates',
    payload,
    headers: { ...headers, cookie: await t.sessionCookie(t.vendor) },
  });
  if (response.statusCode !== 201) throw new Error(`vendor candidate not created: ${response.body}`);
  const externalId = String((response.json() as { externalId: string }).externalId);
  const [row] = await t.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.externalId, externalId));
  if (!row) throw new Error('vendor candidate not found');
  return { id: row.id, externalId };
}
