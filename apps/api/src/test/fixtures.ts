import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  businessGroups,
  candidateLanguages,
  candidateSkills,
  candidates,
  candidateStatusHistory,
  candidateVacancies,
  countries,
  languages,
  skills,
  usCities,
  usStates,
  vacancies,
  vacancyVendors,
} from '../db/schema/index.js';

/**
 * Test fixtures for candidate work (shared with the pipeline, export and GLO-R tests): small reference
 * lists and direct inserts of vacancies, candidates and assignments with drizzle. Exports stay stable.
 */

const suffix = () => randomBytes(4).toString('hex');

export type ReferenceFixture = {
  languages: { english: RefRow; hindi: RefRow; german: RefRow };
  skills: { typescript: RefRow; react: RefRow; java: RefRow; python: RefRow };
  businessGroups: { india: RefRow; europe: RefRow };
};
export type RefRow = { id: number; externalId: string; name: string };

const COUNTRIES = [
  { name: 'India', iso2: 'IN' },
  { name: 'USA', iso2: 'US' },
  { name: 'Germany', iso2: 'DE' },
  { name: 'France', iso2: 'FR' },
];

async function upsertNamed(
  db: Db,
  table: typeof languages | typeof skills | typeof businessGroups,
  name: string,
): Promise<RefRow> {
  await db.insert(table).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: table.id, externalId: table.externalId, name: table.name })
    .from(table)
    .where(eq(table.name, name));
  if (!row) throw new Error(`reference row ${name} missing`);
  return row;
}

/**
 * The few reference rows candidate tests need (idempotent): countries India, USA, Germany, France; US
 * state California with cities; languages; skills; business groups 'India' and 'Europe'.
 */
export async function seedCandidateReference(db: Db): Promise<ReferenceFixture> {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await db
    .insert(usStates)
    .values([
      { name: 'California', code: 'CA' },
      { name: 'Texas', code: 'TX' },
    ])
    .onConflictDoNothing();
  const states = await db.select().from(usStates);
  const ca = states.find((s) => s.code === 'CA');
  const tx = states.find((s) => s.code === 'TX');
  if (ca && tx) {
    await db
      .insert(usCities)
      .values([
        { stateId: ca.id, name: 'San Francisco' },
        { stateId: ca.id, name: 'San Diego' },
        { stateId: ca.id, name: 'Los Angeles' },
        { stateId: tx.id, name: 'Austin' },
      ])
      .onConflictDoNothing();
  }
  return {
    languages: {
      english: await upsertNamed(db, languages, 'English'),
      hindi: await upsertNamed(db, languages, 'Hindi'),
      german: await upsertNamed(db, languages, 'German'),
    },
    skills: {
      typescript: await upsertNamed(db, skills, 'TypeScript'),
      react: await upsertNamed(db, skills, 'React'),
      java: await upsertNamed(db, skills, 'Java'),
      python: await upsertNamed(db, skills, 'Python'),
    },
    businessGroups: {
      india: await upsertNamed(db, businessGroups, 'India'),
      europe: await upsertNamed(db, businessGroups, 'Europe'),
    },
  };
}

export type VacancyFixture = { id: number; externalId: string; title: string; gloVacancyId: string | null };
export type VacancyOverrides = Partial<typeof vacancies.$inferInsert> & {
  /** Vendors (numeric ids) the vacancy is shared with. */
  sharedWithVendorIds?: number[];
};

/** A vacancy (OPEN, EXTERNAL, unique title and gloVacancyId unless given), optionally shared with vendors. */
export async function insertVacancy(db: Db, overrides: VacancyOverrides = {}): Promise<VacancyFixture> {
  const { sharedWithVendorIds = [], ...values } = overrides;
  const tag = suffix();
  const [row] = await db
    .insert(vacancies)
    .values({ title: `Vacancy ${tag}`, gloVacancyId: `GLO-${tag}`, ...values })
    .returning({
      id: vacancies.id,
      externalId: vacancies.externalId,
      title: vacancies.title,
      gloVacancyId: vacancies.gloVacancyId,
    });
  if (!row) throw new Error('vacancy not created');
  if (sharedWithVendorIds.length > 0) {
    await db
      .insert(vacancyVendors)
      .values(sharedWithVendorIds.map((vendorId) => ({ vacancyId: row.id, vendorId })));
  }
  return row;
}

export type CandidateFixture = { id: number; externalId: string; fullName: string; email: string };
export type CandidateOverrides = Partial<typeof candidates.$inferInsert> & {
  languageIds?: number[];
  /** Skills in order; `primary` defaults to true for the first one. */
  skills?: { skillId: number; primary?: boolean }[];
};

/**
 * A candidate straight into the database (no API): DIRECT_SEARCH in Germany unless overridden. A
 * VENDOR candidate needs `source: 'VENDOR'`, `vendorId` and `sourceName`. full_name is derived from
 * the names unless given.
 */
export async function insertCandidate(db: Db, overrides: CandidateOverrides = {}): Promise<CandidateFixture> {
  const { languageIds = [], skills: skillRows = [], ...values } = overrides;
  const tag = suffix();
  const firstName = values.firstName ?? 'Alex';
  const lastName = values.lastName ?? `Tester ${tag.replace(/\d/g, 'x')}`;
  const fullName = values.fullName ?? [firstName, values.middleName, lastName].filter(Boolean).join(' ');
  const [row] = await db
    .insert(candidates)
    .values({
      email: `candidate-${tag}@example.test`,
      country: 'Germany',
      city: 'Berlin',
      yearsOfExperience: 'ONE_TO_THREE',
      educationalQualification: 'Bachelor Degree',
      source: 'DIRECT_SEARCH',
      ...values,
      firstName,
      lastName,
      fullName,
    })
    .returning({
      id: candidates.id,
      externalId: candidates.externalId,
      fullName: candidates.fullName,
      email: candidates.email,
    });
  if (!row) throw new Error('candidate not created');
  if (languageIds.length > 0) {
    await db
      .insert(candidateLanguages)
      .values(languageIds.map((languageId) => ({ candidateId: row.id, languageId })));
  }
  if (skillRows.length > 0) {
    await db
      .insert(candidateSkills)
      .values(
        skillRows.map((s, i) => ({ candidateId: row.id, skillId: s.skillId, primary: s.primary ?? i === 0 })),
      );
  }
  return row;
}

export type AssignmentOverrides = Partial<typeof candidateVacancies.$inferInsert>;

/**
 * Attaches a candidate to a vacancy (PENDING unless given) and keeps candidates.status (the status of
 * the most recent assignment) in step, as the service does.
 */
export async function attachCandidate(
  db: Db,
  candidateId: number,
  vacancyId: number,
  overrides: AssignmentOverrides = {},
): Promise<{ id: number }> {
  const [row] = await db
    .insert(candidateVacancies)
    .values({ candidateId, vacancyId, status: 'PENDING', ...overrides })
    .returning({ id: candidateVacancies.id, status: candidateVacancies.status });
  if (!row) throw new Error('assignment not created');
  await db.update(candidates).set({ status: row.status }).where(eq(candidates.id, candidateId));
  return { id: row.id };
}

/** One row of status history, as the pipeline writes it. */
export async function insertStatusHistory(
  db: Db,
  values: typeof candidateStatusHistory.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(candidateStatusHistory)
    .values(values)
    .returning({ id: candidateStatusHistory.id });
  if (!row) throw new Error('history not created');
  return row;
}

/** A minimal valid form body (candidateFormSchema input) for an ADMIN or TAG: Germany, DIRECT_SEARCH. */
export function candidateFormBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Maria',
    lastName: 'Schmidt',
    email: `maria-${suffix()}@example.test`,
    phone: null,
    country: 'Germany',
    city: 'Berlin',
    yearsOfExperience: 'THREE_TO_FIVE',
    educationalQualification: "Master's Degree",
    languageExternalIds: [],
    skillsExternalIds: [],
    source: 'DIRECT_SEARCH',
    ...overrides,
  };
}

export * from './uploads.js';
