import {
  ASSESSMENT_FILTER_VALUES,
  BACKGROUND_STATUSES,
  CANDIDATE_SOURCES,
  CANDIDATE_STATUSES,
  QUALIFICATIONS,
  SCREENING_STATUSES,
  YEARS_OF_EXPERIENCE,
  type CandidateFilters,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import { listOf, type FilterFieldDef } from '@/components/filter-panel/filter-field-types';
import { hasStatesChosen, isUsaChosen } from './candidate-filter-draft';

export type CandidateFilterFieldsOptions = {
  /** Sources and source names mean nothing to a VENDOR (all its candidates are its own). */
  showSources: boolean;
};

type CandidateFilterField = FilterFieldDef & { key: keyof CandidateFilters };

/**
 * The candidate filters (AUD-16) as FilterPanel fields: which shared
 * enumeration or option list each one uses. The candidate list and the audience form share this list;
 * states are offered once USA is chosen, cities once states are (AUD-19/20).
 */
export function candidateFilterFields(
  t: TFunction,
  { showSources }: CandidateFilterFieldsOptions,
): CandidateFilterField[] {
  const label = (key: keyof CandidateFilters) => t(`candidateList.filters.${key}`);
  const fields: (CandidateFilterField | false)[] = [
    { key: 'names', type: 'text', label: label('names'), hint: t('candidateList.filters.namesHint') },
    { key: 'countries', type: 'async', label: label('countries'), optionKind: 'countries' },
    { key: 'states', type: 'async', label: label('states'), optionKind: 'states', when: isUsaChosen },
    {
      key: 'cities',
      type: 'async',
      label: label('cities'),
      optionKind: 'cities',
      when: hasStatesChosen,
      params: (draft) => {
        const states = listOf(draft.states);
        return states.length > 0 ? { state: states } : undefined;
      },
    },
    {
      key: 'compliance',
      type: 'boolean',
      label: label('compliance'),
      trueLabel: t('candidateList.filters.compliant'),
      falseLabel: t('candidateList.filters.notCompliant'),
    },
    showSources && {
      key: 'sources',
      type: 'static',
      label: label('sources'),
      options: CANDIDATE_SOURCES.map((value) => ({ value, label: t(`enums.source.${value}`) })),
    },
    showSources && {
      key: 'sourceNames',
      type: 'async',
      label: label('sourceNames'),
      optionKind: 'sourceNames',
    },
    {
      key: 'yearsOfExperience',
      type: 'static',
      label: label('yearsOfExperience'),
      options: YEARS_OF_EXPERIENCE.map((value) => ({ value, label: t(`enums.yearsOfExperience.${value}`) })),
    },
    {
      key: 'educationalQualifications',
      type: 'static',
      label: label('educationalQualifications'),
      options: QUALIFICATIONS.map((value) => ({ value, label: value })),
    },
    {
      key: 'languageExternalIds',
      type: 'async',
      label: label('languageExternalIds'),
      optionKind: 'languages',
      valueField: 'externalId',
    },
    {
      key: 'skillExternalIds',
      type: 'async',
      label: label('skillExternalIds'),
      optionKind: 'skills',
      valueField: 'externalId',
    },
    {
      key: 'statuses',
      type: 'static',
      label: label('statuses'),
      options: CANDIDATE_STATUSES.map((value) => ({ value, label: t(`enums.candidateStatus.${value}`) })),
    },
    {
      key: 'assessmentStatuses',
      type: 'static',
      label: label('assessmentStatuses'),
      options: ASSESSMENT_FILTER_VALUES.map((value) => ({
        value,
        label: t(`enums.assessmentStatus.${value === 'PENDING' ? 'NONE' : value}`),
      })),
    },
    {
      key: 'backgroundStatuses',
      type: 'static',
      label: label('backgroundStatuses'),
      options: BACKGROUND_STATUSES.map((value) => ({ value, label: t(`enums.backgroundStatus.${value}`) })),
    },
    {
      key: 'preScreeningStatuses',
      type: 'static',
      label: label('preScreeningStatuses'),
      options: SCREENING_STATUSES.map((value) => ({ value, label: t(`enums.screeningStatus.${value}`) })),
    },
    {
      key: 'testStatuses',
      type: 'static',
      label: label('testStatuses'),
      options: SCREENING_STATUSES.map((value) => ({ value, label: t(`enums.screeningStatus.${value}`) })),
    },
  ];
  return fields.filter((field): field is CandidateFilterField => field !== false);
}
