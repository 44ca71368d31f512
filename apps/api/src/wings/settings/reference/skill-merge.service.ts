import { SETTINGS_MESSAGES, type SkillMergeBody, type SkillMergeResult } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import {
  deleteSkill,
  lockSkills,
  moveCandidateSkills,
  moveVacancySkills,
  renameSkillInFilters,
} from './skill-merge.repo.js';
import { readSkill } from './skills.kind.js';

const targetError = (message: string) =>
  new AppError(400, 'VALIDATION', message, [{ path: 'targetExternalId', message }]);

/** A deadlock PostgreSQL broke (40P01) with a candidate or vacancy save touching the same rows. */
function isDeadlock(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '40P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const ATTEMPTS = 3;

/**
 * POST /api/settings/skills/{id}/merge (SET-03 skill-management): the skill's candidates and vacancies
 * move to the target (one row each where they already had it; a candidate's skill stays primary if
 * either was), the saved filters naming it name the target, and the skill is deleted, all in one
 * transaction. Both skills are locked first (id order): of two racing merges one goes first, the other
 * then finds its source (404) or target (400) gone. Candidates' search documents hold no skills, and the
 * skill options read the table, so nothing else needs refreshing.
 */
export async function mergeSkill(
  db: Db,
  audit: AuditContext,
  sourceExternalId: string,
  body: SkillMergeBody,
): Promise<SkillMergeResult> {
  if (body.targetExternalId === sourceExternalId) throw targetError(SETTINGS_MESSAGES.mergeIntoItself);
  for (let attempt = 1; ; attempt++) {
    try {
      return await mergeOnce(db, audit, sourceExternalId, body.targetExternalId);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

async function mergeOnce(
  db: Db,
  audit: AuditContext,
  sourceExternalId: string,
  targetExternalId: string,
): Promise<SkillMergeResult> {
  const moved = await db.transaction(async (tx) => {
    const locked = await lockSkills(tx, [sourceExternalId, targetExternalId]);
    const source = locked.find((s) => s.externalId === sourceExternalId);
    const target = locked.find((s) => s.externalId === targetExternalId);
    if (!source) throw new AppError(404, 'NOT_FOUND', SETTINGS_MESSAGES.notFound);
    if (!target) throw targetError(SETTINGS_MESSAGES.mergeTargetUnknown);
    const movedCandidates = await moveCandidateSkills(tx, source.id, target.id);
    const movedVacancies = await moveVacancySkills(tx, source.id, target.id);
    await renameSkillInFilters(tx, source.externalId, target.externalId);
    await deleteSkill(tx, source.id);
    // The merged skill leaves the list: one setting.deleted naming where its uses went.
    await recordAudit(tx, audit, {
      action: 'setting.deleted',
      target: { type: 'setting', id: source.externalId, label: `skills: ${source.name}` },
      changes: [
        { field: 'name', old: source.name, new: null },
        { field: 'mergedInto', old: null, new: target.name },
        { field: 'movedCandidates', old: null, new: movedCandidates },
        { field: 'movedVacancies', old: null, new: movedVacancies },
      ],
    });
    return { movedCandidates, movedVacancies };
  });
  const target = await readSkill(db, targetExternalId);
  if (!target) throw targetError(SETTINGS_MESSAGES.mergeTargetUnknown);
  return { target, ...moved };
}
