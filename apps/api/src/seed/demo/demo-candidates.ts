import type { CandidateSource } from '@talent-desk/shared';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { gloExports, resumes, skills } from '../../db/schema/index.js';
import { insertAll } from '../batch.js';
import type { DemoFaker } from './demo-faker.js';
import { demoPerson } from './demo-people.js';
import { storeDemoResumes } from './demo-resumes.js';
import { DEMO_FAKER_SEED } from './demo-constants.js';
import { createRng, type Rng } from '../prng.js';
import { pickApplicationAnswers } from '../candidate-rows/seed-application-answers.js';
import {
  addCandidate,
  pickCreatedAt,
  pickSource,
  type SeedContext,
} from '../candidate-rows/seed-candidate.js';
import { insertCandidateBatch, reserveIds } from '../candidate-rows/seed-candidate-insert.js';
import type { SeedCounters } from '../candidate-rows/seed-pipeline.js';
import { emptyBatch, type CandidateBatch } from '../candidate-rows/seed-rows.js';
import type { Tx } from '../types.js';

export type CandidateCounts = {
  candidates: number;
  bySource: Record<CandidateSource, number>;
  assignments: number;
  historyRows: number;
};

/** The GLO-R connector name recorded for the demo's exports (the built-in one, issue 3). */
const DEMO_GLO_CONNECTOR = 'built-in';

/**
 * `count` demo candidates with faker-made people, their skills, languages, assignments, histories, a PDF
 * resume each (stored in `files`; keys pushed to `written` for cleanup) and GLO-R export records.
 */
export async function seedDemoCandidates(
  tx: Tx,
  files: FileStorage,
  fake: DemoFaker,
  rng: Rng,
  context: SeedContext,
  count: number,
  counters: SeedCounters,
  written: string[],
): Promise<CandidateCounts> {
  if (count === 0) return countBatch(emptyBatch());
  const firstId = await reserveIds(tx, 'candidates', count);
  const emails = new Set<string>();
  const batch = emptyBatch();
  // The application answers' own stream: the other demo values stay as they were before them.
  const answersRng = createRng(DEMO_FAKER_SEED + 11);
  for (let i = 0; i < count; i++) {
    const person = demoPerson(fake, rng, i + 1, emails);
    const createdAtMs = pickCreatedAt(rng, context);
    const picked = pickSource(rng, context);
    const answers = pickApplicationAnswers(answersRng, person.country, picked.source);
    addCandidate(rng, batch, { id: firstId + i, person, ...picked, createdAtMs, answers }, context, counters);
  }
  await shiftAssignmentIds(tx, batch);
  await insertCandidateBatch(tx, batch);

  const skillNames = new Map(
    (await tx.select({ id: skills.id, name: skills.name }).from(skills)).map((s) => [s.id, s.name]),
  );
  const skillsOf = new Map<number, string[]>();
  for (const s of batch.skills)
    skillsOf.set(s.candidateId, [...(skillsOf.get(s.candidateId) ?? []), skillNames.get(s.skillId) ?? '']);
  const resumeRows = await storeDemoResumes(files, batch.candidates, (id) => skillsOf.get(id) ?? [], written);
  await insertAll(tx, resumes, resumeRows);

  const gloIds = new Map(batch.candidates.map((c) => [c.id, c.gloCandidateId]));
  const exports = batch.assignments.flatMap((a) => {
    const gloCandidateId = gloIds.get(a.candidateId);
    if (!a.gloAssignmentId || !gloCandidateId) return [];
    return [
      {
        candidateVacancyId: a.id,
        connector: DEMO_GLO_CONNECTOR,
        gloCandidateId,
        gloAssignmentId: a.gloAssignmentId,
        exportedByUserId: context.staffUserIds[0] ?? null,
        exportedAt: a.updatedAt,
      },
    ];
  });
  await insertAll(tx, gloExports, exports);
  return countBatch(batch);
}

/** Generators number assignments from 1 within a batch; this moves them onto reserved ids. */
export async function shiftAssignmentIds(tx: Tx, batch: CandidateBatch): Promise<void> {
  if (batch.assignments.length === 0) return;
  const offset =
    (await reserveIds(tx, 'candidate_vacancies', batch.assignments.length)) - (batch.assignments[0]?.id ?? 1);
  for (const a of batch.assignments) a.id += offset;
}

export function countBatch(batch: CandidateBatch): CandidateCounts {
  const bySource: Record<CandidateSource, number> = {
    DIRECT_SEARCH: 0,
    GL_WEBSITE: 0,
    VENDOR: 0,
    EXTERNAL: 0,
  };
  for (const c of batch.candidates) bySource[c.source]++;
  return {
    candidates: batch.candidates.length,
    bySource,
    assignments: batch.assignments.length,
    historyRows: batch.history.length,
  };
}
