import type { OptionItem, VacancyImportDraft } from '@talent-desk/shared';
import type { VacancyFormInput } from './vacancy-form-values';

/** The vacancy form filled from GLO-R's draft (what GLO-R left out stays empty). */
export function importFormValues({ draft }: VacancyImportDraft): VacancyFormInput {
  return {
    title: draft.title,
    gloVacancyId: draft.gloVacancyId,
    type: draft.type,
    status: draft.status,
    businessGroupExternalId: draft.businessGroupExternalId ?? '',
    projectName: draft.projectName ?? '',
    hiringManager: draft.hiringManager ?? '',
    workingLocation: draft.workingLocation ?? '',
    openings: draft.openings,
    description: draft.description ?? '',
    requiredSkillExternalIds: draft.requiredSkillExternalIds,
  };
}

/** The matched skills as options of the skills autocomplete. */
export function importSkillOptions({ requiredSkills }: VacancyImportDraft): OptionItem[] {
  return requiredSkills.map((skill) => ({
    value: skill.value,
    label: skill.value,
    externalId: skill.externalId,
  }));
}

/** True when GLO-R sent something that matches nothing of ours. */
export function hasUnmatched({ unmatched }: VacancyImportDraft): boolean {
  return unmatched.businessGroupName !== null || unmatched.skills.length > 0;
}
