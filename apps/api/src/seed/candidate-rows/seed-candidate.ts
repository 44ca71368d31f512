import type { CandidateSource } from '@talent-desk/shared';
import { DEMO_RECENT_DAYS, DEMO_RECENT_SHARE } from '../demo/demo-constants.js';
import type { DemoCountry } from '../demo/demo-faker.js';
import type { Rng } from '../prng.js';
import type { ApplicationAnswers } from './seed-application-answers.js';
import {
  CANDIDATE_SOURCES_WEIGHTED,
  JOB_BOARDS,
  pickLanguages,
  pickProfile,
  pickSkills,
  SOURCE_WEIGHTS,
  type ReferenceIds,
} from './seed-people.js';
import { planPipeline, type SeedCounters, type SeedVacancy } from './seed-pipeline.js';
import { planScreening } from './seed-screening.js';
import type { CandidateBatch } from './seed-rows.js';

const DAY_MS = 86_400_000;

export type SeedVendor = { id: number; name: string; weight: number };

/** What every generated candidate draws on: ids from the database and the run's reference date. */
export type SeedContext = ReferenceIds & {
  referenceMs: number;
  historyMs: number;
  /** Every vacancy: ADMIN and TAG attach candidates of the other sources to any of them. */
  vacancies: readonly SeedVacancy[];
  /** The vacancies a vendor sees (shared with it, OPEN or ON_HOLD): its candidates go only there. */
  sharedByVendor: ReadonlyMap<number, readonly SeedVacancy[]>;
  vendors: readonly SeedVendor[];
  vendorUserIds: ReadonlyMap<number, readonly number[]>;
  staffUserIds: readonly number[];
};

/** The person part that differs between the faker-made demo and the pooled bulk generator. */
export type SeedPerson = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  phone: string;
  linkedinUrl: string | null;
  country: DemoCountry;
  state: string | null;
  city: string;
  experience: string | null;
  comments: string | null;
};

/**
 * created_at before the reference date: DEMO_RECENT_SHARE of the candidates in its last DEMO_RECENT_DAYS
 * (the demo looks busy on the day it is loaded), the rest spread over the older part of the history
 * window. One draw either way, so the streams after it stay as they were.
 */
export function pickCreatedAt(rng: Rng, context: SeedContext): number {
  const u = rng.next();
  const recentMs = Math.min(DEMO_RECENT_DAYS * DAY_MS, context.historyMs);
  const ageMs =
    u < DEMO_RECENT_SHARE
      ? (u / DEMO_RECENT_SHARE) * recentMs
      : recentMs + ((u - DEMO_RECENT_SHARE) / (1 - DEMO_RECENT_SHARE)) * (context.historyMs - recentMs);
  return Math.floor(context.referenceMs - ageMs);
}

export function pickSource(
  rng: Rng,
  context: SeedContext,
): { source: CandidateSource; vendor: SeedVendor | null } {
  const source = rng.weighted(CANDIDATE_SOURCES_WEIGHTED, SOURCE_WEIGHTS);
  if (source !== 'VENDOR' || context.vendors.length === 0)
    return { source: source === 'VENDOR' ? 'DIRECT_SEARCH' : source, vendor: null };
  const vendor = rng.weighted(
    context.vendors,
    context.vendors.map((v) => v.weight),
  );
  return { source, vendor };
}

/**
 * One candidate with skills, languages, assignments and histories appended to `batch`. candidates.status
 * is the status of the most recent assignment, NOT_ASSIGNED without one; VENDOR candidates carry their
 * vendor's name and id and are attached only to vacancies shared with that vendor.
 */
export function addCandidate(
  rng: Rng,
  batch: CandidateBatch,
  input: {
    id: number;
    person: SeedPerson;
    source: CandidateSource;
    vendor: SeedVendor | null;
    createdAtMs: number;
    /** Drawn by the caller from a stream of their own (seed-application-answers.ts). */
    answers: ApplicationAnswers;
  },
  context: SeedContext,
  counters: SeedCounters,
): void {
  const { id, person, source, vendor, createdAtMs, answers } = input;
  const eligible = vendor ? (context.sharedByVendor.get(vendor.id) ?? []) : context.vacancies;
  const pipeline = planPipeline(
    rng,
    {
      candidateId: id,
      source,
      createdAtMs,
      referenceMs: context.referenceMs,
      eligible,
      staffUserIds: context.staffUserIds,
    },
    counters,
  );
  const screening = planScreening(rng, {
    candidateId: id,
    country: person.country,
    inIndiaGroup: pipeline.inIndiaGroup,
    reachedShortlist: pipeline.reachedShortlist,
    createdAtMs,
    referenceMs: context.referenceMs,
    staffUserIds: context.staffUserIds,
  });
  const creators = vendor ? (context.vendorUserIds.get(vendor.id) ?? []) : context.staffUserIds;
  const lastChange = Math.max(pipeline.lastChangeMs, screening.backgroundStatusUpdatedAt?.getTime() ?? 0);
  const { history: bgcHistory, ...states } = screening;
  batch.candidates.push({
    id,
    ...person,
    fullName: [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' '),
    ...pickProfile(rng, person.country, source),
    ...answers,
    source,
    sourceName: vendor ? vendor.name : source === 'EXTERNAL' ? rng.pick(JOB_BOARDS) : null,
    vendorId: vendor?.id ?? null,
    createdByUserId: creators.length > 0 ? rng.pick(creators) : null,
    status: pipeline.status,
    ...states,
    gloCandidateId: pipeline.exportedToGlo ? `GLO-C-${counters.gloCandidate++}` : null,
    createdAt: new Date(createdAtMs),
    updatedAt: new Date(Math.max(createdAtMs, lastChange)),
  });
  for (const row of pickSkills(rng, id, context.skillIds)) batch.skills.push(row);
  for (const row of pickLanguages(rng, id, person.country, context.languageIds)) batch.languages.push(row);
  for (const row of pipeline.assignments) batch.assignments.push(row);
  for (const row of pipeline.history) batch.history.push(row);
  for (const row of bgcHistory) batch.history.push(row);
}
