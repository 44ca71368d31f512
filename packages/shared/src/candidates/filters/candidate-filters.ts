import { z } from 'zod';
import { assessmentFilterValueSchema } from '../enums/assessment-status.js';
import { backgroundStatusSchema } from '../enums/background-status.js';
import { candidateSourceSchema } from '../enums/candidate-source.js';
import { candidateStatusSchema } from '../enums/candidate-status.js';
import { qualificationSchema } from '../enums/qualification.js';
import { screeningStatusSchema } from '../enums/screening.js';
import { yearsOfExperienceSchema } from '../enums/years-of-experience.js';
import { keyList, textList } from '../../core/index.js';

export { FILTER_TEXT_MAX, FILTER_VALUES_MAX } from '../../core/index.js';

/** Location compliance is single-select (AUD: green true, red false); 'true'/'false' in a query. */
const complianceSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v),
  z.boolean().optional(),
);

/** The filter fields of candidateFilters (AUD-16), shared by list, export and audiences. */
export const candidateFiltersShape = {
  names: textList(),
  countries: textList(),
  states: textList(),
  cities: textList(),
  compliance: complianceSchema,
  sources: keyList(candidateSourceSchema),
  sourceNames: textList(),
  yearsOfExperience: keyList(yearsOfExperienceSchema),
  educationalQualifications: textList().pipe(z.array(qualificationSchema)),
  languageExternalIds: keyList(z.uuid()),
  skillExternalIds: keyList(z.uuid()),
  statuses: keyList(candidateStatusSchema),
  assessmentStatuses: keyList(assessmentFilterValueSchema),
  backgroundStatuses: keyList(backgroundStatusSchema),
  preScreeningStatuses: keyList(screeningStatusSchema),
  testStatuses: keyList(screeningStatusSchema),
};

/** The filters as a JSON body (export, audience): unknown keys refused. */
export const candidateFiltersSchema = z.strictObject(candidateFiltersShape);
export type CandidateFilters = z.output<typeof candidateFiltersSchema>;
export type CandidateFiltersInput = z.input<typeof candidateFiltersSchema>;

export const CANDIDATE_FILTER_KEYS = Object.keys(candidateFiltersShape) as (keyof CandidateFilters)[];

/**
 * The filters as the API answers them (a saved audience, later a campaign): the output of
 * candidateFiltersSchema as plain types. A response schema must not transform (the server encodes
 * responses through it, and preprocess steps cannot run backwards).
 */
export const savedCandidateFiltersSchema = z.object({
  names: z.array(z.string()),
  countries: z.array(z.string()),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  compliance: z.boolean().optional(),
  sources: z.array(candidateSourceSchema),
  sourceNames: z.array(z.string()),
  yearsOfExperience: z.array(yearsOfExperienceSchema),
  educationalQualifications: z.array(qualificationSchema),
  languageExternalIds: z.array(z.uuid()),
  skillExternalIds: z.array(z.uuid()),
  statuses: z.array(candidateStatusSchema),
  assessmentStatuses: z.array(assessmentFilterValueSchema),
  backgroundStatuses: z.array(backgroundStatusSchema),
  preScreeningStatuses: z.array(screeningStatusSchema),
  testStatuses: z.array(screeningStatusSchema),
}) satisfies z.ZodType<CandidateFilters>;

/** No filter at all: every list empty and compliance unset. */
export const EMPTY_CANDIDATE_FILTERS: CandidateFilters = candidateFiltersSchema.parse({});

/** How many filters are set, for the Filters button's badge. */
export function countActiveFilters(filters: CandidateFilters): number {
  return CANDIDATE_FILTER_KEYS.filter((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  }).length;
}
