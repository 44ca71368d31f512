import {
  ASSESSMENT_NONE_LABEL,
  ASSESSMENT_STATUS_LABELS,
  BACKGROUND_STATUS_LABELS,
  CANDIDATE_SOURCE_LABELS,
  CANDIDATE_STATUS_LABELS,
  SCREENING_STATUS_LABELS,
  YEARS_OF_EXPERIENCE_LABELS,
  type CandidateFilters,
} from '@talent-desk/shared';

type Labels = Readonly<Record<string, string>>;
type FilterDescription = { title: string; labels?: Labels; countOnly?: boolean };

const assessmentLabels: Labels = { ...ASSESSMENT_STATUS_LABELS, PENDING: ASSESSMENT_NONE_LABEL };

/** How each filter reads in the pdf's summary line; ids (languages, skills) are counted, not listed. */
const FILTERS: Record<Exclude<keyof CandidateFilters, 'compliance'>, FilterDescription> = {
  names: { title: 'Names' },
  countries: { title: 'Countries' },
  states: { title: 'States' },
  cities: { title: 'Cities' },
  sources: { title: 'Sources', labels: CANDIDATE_SOURCE_LABELS },
  sourceNames: { title: 'Source names' },
  yearsOfExperience: { title: 'Experience', labels: YEARS_OF_EXPERIENCE_LABELS },
  educationalQualifications: { title: 'Qualifications' },
  languageExternalIds: { title: 'Languages', countOnly: true },
  skillExternalIds: { title: 'Skills', countOnly: true },
  statuses: { title: 'Statuses', labels: CANDIDATE_STATUS_LABELS },
  assessmentStatuses: { title: 'Assessment', labels: assessmentLabels },
  backgroundStatuses: { title: 'Background check', labels: BACKGROUND_STATUS_LABELS },
  preScreeningStatuses: { title: 'Pre-screening', labels: SCREENING_STATUS_LABELS },
  testStatuses: { title: 'Test', labels: SCREENING_STATUS_LABELS },
};

/** One line saying what the export contains: the selection, or every filter that is set. */
export function exportSummary(
  selection:
    { candidateExternalIds: readonly string[] } | { filters: CandidateFilters; search?: string | undefined },
): string {
  if (!('filters' in selection)) return `Selected candidates: ${selection.candidateExternalIds.length}`;
  const { filters, search } = selection;
  const parts: string[] = search ? [`Name contains: ${search}`] : [];
  for (const [key, description] of Object.entries(FILTERS) as [keyof typeof FILTERS, FilterDescription][]) {
    const values: readonly string[] = filters[key] ?? [];
    if (values.length === 0) continue;
    const text = description.countOnly
      ? `${values.length} selected`
      : values.map((v) => description.labels?.[v] ?? v).join(', ');
    parts.push(`${description.title}: ${text}`);
  }
  if (filters.compliance !== undefined) {
    parts.push(`Location compliance: ${filters.compliance ? 'Yes' : 'No'}`);
  }
  return parts.length > 0 ? `Filters: ${parts.join('; ')}` : 'Filters: none (all candidates)';
}
