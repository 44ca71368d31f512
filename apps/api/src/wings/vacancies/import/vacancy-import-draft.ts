import {
  VACANCY_LIMITS,
  vacancyStatusSchema,
  type VacancyDraft,
  type VacancyImportDraft,
} from '@talent-desk/shared';
import type { GloRVacancy } from '../../../integrations/glo-r/index.js';

type Named = { externalId: string; name: string };
type Skill = { externalId: string; value: string };

/**
 * The create body filled from GLO-R's vacancy, with its business group and skills matched by name
 * (`group`, `skills`: what our reference lists hold). A status we do not know becomes OPEN, a missing
 * type EXTERNAL, missing or impossible openings 1. Texts are kept as GLO-R wrote them: one too long for
 * a field is shown under it by the form, for the reviewer to shorten.
 */
export function draftFromGloR(
  vacancy: GloRVacancy,
  group: Named | null,
  skills: readonly Skill[],
): VacancyImportDraft {
  const byName = new Map(skills.map((skill) => [skill.value.toLowerCase(), skill]));
  const wanted = [...new Set(vacancy.skills.map((name) => name.trim()).filter(Boolean))];
  const matched = wanted.flatMap((name) => byName.get(name.toLowerCase()) ?? []);
  const requiredSkills = [...new Map(matched.map((s) => [s.externalId, s])).values()].slice(
    0,
    VACANCY_LIMITS.skillsMax,
  );
  const status = vacancyStatusSchema.safeParse(vacancy.status?.toUpperCase().replace(/[\s-]+/g, '_'));
  const openings = vacancy.openings ?? 1;
  const draft: VacancyDraft = {
    title: vacancy.title,
    gloVacancyId: vacancy.gloVacancyId,
    type: vacancy.type ?? 'EXTERNAL',
    status: status.success ? status.data : 'OPEN',
    businessGroupExternalId: group?.externalId ?? null,
    projectName: vacancy.projectName,
    hiringManager: vacancy.hiringManager,
    workingLocation: vacancy.workingLocation,
    openings: openings >= 1 && openings <= VACANCY_LIMITS.openingsMax ? openings : 1,
    description: vacancy.description,
    requiredSkillExternalIds: requiredSkills.map((skill) => skill.externalId),
  };
  return {
    draft,
    businessGroup: group,
    requiredSkills,
    unmatched: {
      businessGroupName: vacancy.businessGroupName && !group ? vacancy.businessGroupName : null,
      skills: wanted.filter((name) => !byName.has(name.toLowerCase())),
    },
  };
}
