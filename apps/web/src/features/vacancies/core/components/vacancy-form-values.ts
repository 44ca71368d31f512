import type { OptionItem, VacancyBodyInput, VacancyDetails } from '@talent-desk/shared';

/** What the form edits: the shared body's input ('' is an empty text). */
export type VacancyFormInput = VacancyBodyInput;

export const EMPTY_VACANCY_FORM: VacancyFormInput = {
  title: '',
  gloVacancyId: '',
  type: 'EXTERNAL',
  status: 'OPEN',
  businessGroupExternalId: '',
  projectName: '',
  hiringManager: '',
  workingLocation: '',
  openings: 1,
  description: '',
  requiredSkillExternalIds: [],
};

/** The form filled from a saved vacancy (edit). */
export function vacancyFormValues(vacancy: VacancyDetails): VacancyFormInput {
  return {
    title: vacancy.title,
    gloVacancyId: vacancy.gloVacancyId ?? '',
    type: vacancy.type,
    status: vacancy.status,
    businessGroupExternalId: vacancy.businessGroup?.externalId ?? '',
    projectName: vacancy.projectName ?? '',
    hiringManager: vacancy.hiringManager ?? '',
    workingLocation: vacancy.workingLocation ?? '',
    openings: vacancy.openings,
    description: vacancy.description ?? '',
    requiredSkillExternalIds: vacancy.requiredSkills.map((skill) => skill.externalId),
  };
}

/** The saved skills as options of the skills autocomplete. */
export function skillOptions(vacancy: VacancyDetails | undefined): OptionItem[] {
  return (vacancy?.requiredSkills ?? []).map((skill) => ({
    value: skill.value,
    label: skill.value,
    externalId: skill.externalId,
  }));
}
