import {
  APPLICATION_FILTER_KEYS,
  applicationFiltersSchema,
  CANDIDATE_MESSAGES,
  candidateFiltersSchema,
  countActiveFilters,
  type ApplicationFilters,
  type AudienceFilledFilters,
  type CandidateFilters,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { validationError, type FieldError } from '../../../lib/validation-fields.js';
import { languageRefs, skillRefs, statesOfCities, type NamedRef } from './audience-references.repo.js';

/**
 * The stored filters read back through the shared schemas: what was saved is their output, so this is
 * the identity on good rows, and it fills in lists a row written before a new filter existed lacks.
 */
export function storedFilters(row: { candidateFilters: unknown; applicationFilters: unknown }): {
  candidateFilters: CandidateFilters;
  applicationFilters: ApplicationFilters;
} {
  return {
    candidateFilters: candidateFiltersSchema.parse(row.candidateFilters),
    applicationFilters: applicationFiltersSchema.parse(row.applicationFilters),
  };
}

/** How many filters an audience sets, candidate and application filters together (the list's column). */
export function filterCount(filters: ReturnType<typeof storedFilters>): number {
  const application = APPLICATION_FILTER_KEYS.filter((key) => filters.applicationFilters[key] !== undefined);
  return countActiveFilters(filters.candidateFilters) + application.length;
}

const missing = (wanted: readonly string[], found: readonly NamedRef[]) =>
  wanted.filter((id) => !found.some((ref) => ref.externalId === id));

/**
 * The skills and languages the filters name, by id; an id that names none is a 400 naming its field
 * (a filter on a deleted skill would silently match nobody).
 */
export async function checkedReferences(db: Queryable, filters: CandidateFilters) {
  const [skills, languages] = await Promise.all([
    skillRefs(db, filters.skillExternalIds),
    languageRefs(db, filters.languageExternalIds),
  ]);
  const fields: FieldError[] = [];
  if (missing(filters.skillExternalIds, skills).length > 0)
    fields.push({ path: 'candidateFilters.skillExternalIds', message: CANDIDATE_MESSAGES.skillUnknown });
  if (missing(filters.languageExternalIds, languages).length > 0)
    fields.push({
      path: 'candidateFilters.languageExternalIds',
      message: CANDIDATE_MESSAGES.languageUnknown,
    });
  if (fields.length > 0) throw validationError(fields);
  return { skills, languages };
}

/** Ids in the order the filter lists them (the form shows them so), each once. */
function inFilterOrder(ids: readonly string[], refs: readonly NamedRef[]): NamedRef[] {
  return [...new Set(ids)].flatMap((id) => refs.filter((ref) => ref.externalId === id));
}

/**
 * AUD-15: the labels of what the filters chose, so a saved audience shows without more lookups. A city
 * carries the US states that have a city of its name (only the chosen states when some are chosen, as
 * the form offers cities of the chosen states); ids of rows deleted since are left out.
 */
export async function filledFilters(
  db: Queryable,
  filters: CandidateFilters,
): Promise<AudienceFilledFilters> {
  const [skills, languages, places] = await Promise.all([
    skillRefs(db, filters.skillExternalIds),
    languageRefs(db, filters.languageExternalIds),
    statesOfCities(db, filters.cities),
  ]);
  const chosenStates = new Set(filters.states);
  return {
    stateOptions: filters.states,
    cityOptions: filters.cities.map((cityName) => ({
      cityName,
      stateNames: places
        .filter((p) => p.cityName === cityName && (chosenStates.size === 0 || chosenStates.has(p.stateName)))
        .map((p) => p.stateName),
    })),
    sourceNameOptions: filters.sourceNames,
    skillExternalIdOptions: inFilterOrder(filters.skillExternalIds, skills),
    languageExternalIdOptions: inFilterOrder(filters.languageExternalIds, languages),
  };
}
