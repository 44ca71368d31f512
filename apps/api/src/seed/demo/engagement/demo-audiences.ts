import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { audienceBodySchema, type ApplicationFilters, type CandidateFilters } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { audiences, languages, skills, users } from '../../../db/schema/index.js';
import { DEMO_USERS } from '../demo-constants.js';

/** Who made a demo audience: the demo admin, the demo recruiter, or another (active) recruiter. */
type Creator = 'admin' | 'recruiter' | 'colleague';

type DemoAudience = {
  name: string;
  creator: Creator;
  /** Days before the reference date it was saved. */
  daysAgo: number;
  /** Skills and languages by name; the seed turns them into the filters' external ids. */
  skills?: string[];
  languages?: string[];
  candidateFilters?: Partial<Omit<CandidateFilters, 'skillExternalIds' | 'languageExternalIds'>>;
  applicationFilters?: Partial<ApplicationFilters>;
};

/** Audiences a recruiting team keeps, using most filters of both groups (AUD-16, AUD-17). */
export const DEMO_AUDIENCES: readonly DemoAudience[] = [
  {
    name: 'US full-time backend engineers',
    creator: 'admin',
    daysAgo: 40,
    skills: ['Java', 'Spring Boot', 'Kubernetes'],
    candidateFilters: { countries: ['USA'], compliance: true },
    applicationFilters: { eligibleToWorkInUS: true, requireSponsorshipToWorkInUS: false, fullTimeWork: true },
  },
  {
    name: 'Globex bench, notice under 30 days',
    creator: 'admin',
    daysAgo: 21,
    candidateFilters: { countries: ['India'], sources: ['VENDOR'], sourceNames: ['Globex Talent'] },
    applicationFilters: { noticePeriod: 'FOUR_WEEKS', expectedRateMax: 60 },
  },
  {
    name: 'California and Texas frontend developers',
    creator: 'recruiter',
    daysAgo: 14,
    skills: ['React', 'TypeScript'],
    candidateFilters: {
      countries: ['USA'],
      states: ['California', 'Texas'],
      cities: ['San Francisco', 'Los Angeles', 'Austin'],
      statuses: ['NOT_ASSIGNED'],
    },
  },
  {
    name: 'Night shift QA testers',
    creator: 'recruiter',
    daysAgo: 6,
    skills: ['Selenium'],
    applicationFilters: { rotatingShiftsWork: true, onSiteWork: true },
  },
  {
    name: "Data analysts with a master's degree",
    creator: 'colleague',
    daysAgo: 10,
    skills: ['SQL', 'Python', 'Data Analysis'],
    languages: ['English'],
    candidateFilters: {
      educationalQualifications: ["Master's Degree"],
      yearsOfExperience: ['THREE_TO_FIVE', 'FIVE_TO_TEN'],
    },
  },
  {
    name: 'Ready for background check (USA)',
    creator: 'colleague',
    daysAgo: 2,
    candidateFilters: { countries: ['USA'], compliance: true, backgroundStatuses: ['READY_FOR_BGC'] },
  },
];

const DAY_MS = 86_400_000;
const loginOf = (role: 'ADMIN' | 'TAG') => DEMO_USERS.find((u) => u.role === role)?.email ?? '';

async function creatorIds(db: Queryable): Promise<Record<Creator, number | null>> {
  const logins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [loginOf('ADMIN'), loginOf('TAG')]));
  const [colleague] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'TAG'),
        eq(users.status, 'ACTIVE'),
        notInArray(
          users.email,
          DEMO_USERS.map((u) => u.email),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return {
    admin: logins.find((u) => u.email === loginOf('ADMIN'))?.id ?? null,
    recruiter: logins.find((u) => u.email === loginOf('TAG'))?.id ?? null,
    colleague: colleague?.id ?? null,
  };
}

async function externalIds(db: Queryable, table: typeof skills | typeof languages, names: string[] = []) {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: table.name, externalId: table.externalId })
    .from(table)
    .where(inArray(table.name, names));
  // A name missing from the reference lists is a mistake in this file, not something to skip quietly.
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`Demo audience refers to unknown '${name}'`);
    return row.externalId;
  });
}

/**
 * The demo's audiences, checked by the API's own body schema, saved some days before the demo's today
 * (`anchor`, demoAnchor). Needs the reference data and the demo users first.
 */
export async function seedDemoAudiences(db: Queryable, anchor: Date): Promise<number> {
  const creators = await creatorIds(db);
  for (const demo of DEMO_AUDIENCES) {
    const body = audienceBodySchema.parse({
      name: demo.name,
      candidateFilters: {
        ...demo.candidateFilters,
        skillExternalIds: await externalIds(db, skills, demo.skills),
        languageExternalIds: await externalIds(db, languages, demo.languages),
      },
      applicationFilters: demo.applicationFilters ?? {},
    });
    const savedAt = new Date(anchor.getTime() - demo.daysAgo * DAY_MS);
    await db
      .insert(audiences)
      .values({ ...body, createdByUserId: creators[demo.creator], createdAt: savedAt, updatedAt: savedAt });
  }
  return DEMO_AUDIENCES.length;
}
