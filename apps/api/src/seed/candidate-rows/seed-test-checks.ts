import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  isBgcTransitionAllowed,
  isTransitionAllowed,
  type BackgroundStatus,
  type CandidateSource,
  type CandidateStatus,
} from '@talent-desk/shared';
import type { Db } from '../../db/client.js';

/** Test helpers of the seed tests: the seeded candidates with their assignments and histories. */
export type CheckedCandidate = {
  id: number;
  source: CandidateSource;
  country: string;
  status: CandidateStatus;
  locationCompliance: boolean;
  preScreeningStatus: string | null;
  backgroundStatus: BackgroundStatus;
  backgroundStatusUpdatedAt: string | null;
  assignments: {
    id: number;
    vacancyId: number;
    status: CandidateStatus;
    india: boolean;
    createdAt: string;
  }[];
  history: { vacancyId: number | null; kind: string; from: string | null; to: string; at: string }[];
};

export async function everyCandidateRow(db: Db): Promise<CheckedCandidate[]> {
  const candidates = await db.execute<Omit<CheckedCandidate, 'assignments' | 'history'>>(sql`
    SELECT id, source, country, status, location_compliance AS "locationCompliance",
           pre_screening_status AS "preScreeningStatus", background_status AS "backgroundStatus",
           to_char(background_status_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "backgroundStatusUpdatedAt"
    FROM candidates ORDER BY id`);
  const assignments = await db.execute<CheckedCandidate['assignments'][number] & { candidateId: number }>(sql`
    SELECT cv.id, cv.candidate_id AS "candidateId", cv.vacancy_id AS "vacancyId", cv.status,
           coalesce(g.name = 'India', false) AS india,
           to_char(cv.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS "createdAt"
    FROM candidate_vacancies cv JOIN vacancies v ON v.id = cv.vacancy_id
    LEFT JOIN business_groups g ON g.id = v.business_group_id
    ORDER BY cv.created_at, cv.id`);
  const history = await db.execute<CheckedCandidate['history'][number] & { candidateId: number }>(sql`
    SELECT candidate_id AS "candidateId", vacancy_id AS "vacancyId", kind, from_status AS from, to_status AS to,
           to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS at
    FROM candidate_status_history ORDER BY changed_at, id`);
  const byId = new Map(
    candidates.rows.map((c) => [c.id, { ...c, assignments: [], history: [] } as CheckedCandidate]),
  );
  for (const { candidateId, ...a } of assignments.rows) byId.get(candidateId)?.assignments.push(a);
  for (const { candidateId, ...h } of history.rows) byId.get(candidateId)?.history.push(h);
  return [...byId.values()];
}

/** Every way a candidate breaks the shared rules, as readable lines (empty when all is well). */
export function consistencyIssues(candidates: readonly CheckedCandidate[]): string[] {
  const issues: string[] = [];
  for (const c of candidates) {
    const say = (what: string) => issues.push(`candidate ${c.id}: ${what}`);
    const latest = c.assignments[c.assignments.length - 1];
    if (c.status !== (latest?.status ?? 'NOT_ASSIGNED'))
      say(`status ${c.status} but latest assignment ${latest?.status}`);
    for (const a of c.assignments) {
      const steps = c.history.filter((h) => h.kind === 'VACANCY_STATUS' && h.vacancyId === a.vacancyId);
      if (steps[0]?.from !== null || steps[0]?.to !== 'PENDING')
        say(`assignment ${a.id} does not start Pending`);
      for (let i = 1; i < steps.length; i++) {
        const [prev, step] = [steps[i - 1], steps[i]];
        if (!prev || !step) continue;
        if (
          step.from !== prev.to ||
          !isTransitionAllowed(c.source, prev.to as CandidateStatus, step.to as CandidateStatus)
        )
          say(`illegal step ${step.from} -> ${step.to} (${c.source})`);
      }
      if (steps[steps.length - 1]?.to !== a.status)
        say(`assignment ${a.id} history ends elsewhere than ${a.status}`);
    }
    const bgc = c.history.filter((h) => h.kind === 'BACKGROUND_STATUS');
    if (
      (c.country !== 'USA' || !c.locationCompliance) &&
      (c.backgroundStatus !== 'NOT_INITIATED' || bgc.length > 0)
    )
      say(`background ${c.backgroundStatus} outside compliant USA`);
    let from: BackgroundStatus = 'NOT_INITIATED';
    for (const step of bgc) {
      if (step.from !== from || !isBgcTransitionAllowed(from, step.to as BackgroundStatus))
        say(`bgc step ${step.from} -> ${step.to}`);
      from = step.to as BackgroundStatus;
    }
    if (from !== c.backgroundStatus) say(`background ${c.backgroundStatus} but history ends at ${from}`);
    if ((bgc[bgc.length - 1]?.at ?? null) !== c.backgroundStatusUpdatedAt)
      say('background date is not the last step');
    const india = c.assignments.some((a) => a.india);
    const shortlisted = c.history.some((h) => h.kind === 'VACANCY_STATUS' && h.to === 'SHORTLISTED');
    if (india && shortlisted && c.preScreeningStatus !== 'PASSED')
      say('India-group shortlist without passed pre-screening');
  }
  return issues;
}

/** What two seeds with the same sizes must agree on (random external ids and storage keys aside). */
export async function snapshotOf(db: Db): Promise<unknown> {
  const all = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    vacancies: await all(sql`SELECT id, title, glo_vacancy_id, status, type, business_group_id, project_name,
      publish_to_external_app, created_by_user_id, created_at FROM vacancies ORDER BY id`),
    shares: await all(sql`SELECT * FROM vacancy_vendors ORDER BY vacancy_id, vendor_id`),
    candidates: await all(sql`SELECT * FROM candidates ORDER BY id`).then((rows) =>
      rows.map(({ external_id: _ignored, ...rest }) => rest),
    ),
    skills: await all(sql`SELECT * FROM candidate_skills ORDER BY candidate_id, skill_id`),
    languages: await all(sql`SELECT * FROM candidate_languages ORDER BY candidate_id, language_id`),
    assignments: await all(sql`SELECT * FROM candidate_vacancies ORDER BY id`),
    history: await all(sql`SELECT * FROM candidate_status_history ORDER BY id`),
    resumes: await all(
      sql`SELECT candidate_id, file_name, content_type, size_bytes, sha256 FROM resumes ORDER BY candidate_id`,
    ),
  };
}

/** Files under a local storage root (one folder level of key prefixes). */
export async function storedFileCount(root: string): Promise<number> {
  let n = 0;
  for (const dir of await readdir(root)) n += (await readdir(join(root, dir))).length;
  return n;
}
