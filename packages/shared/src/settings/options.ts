import { z } from 'zod';
import {
  AUTOCOMPLETE_MIN_CHARS,
  OPTIONS_PAGE_SIZE,
  SKILLS_MIN_CHARS,
  normalisePage,
  pagedResponseSchema,
  MESSAGES,
  plainText,
} from '../core/index.js';

/** The option lists of `GET /api/options/{kind}` (LIST-10, LIST-12, LIST-22). */
export const OPTION_KINDS = [
  'countries',
  'states',
  'cities',
  'skills',
  'languages',
  'sourceNames',
  'vacancies',
  'names',
  'businessGroups',
  'vendors',
  'projects',
  // The vacancy form's managed lists (Settings, SET-03).
  'workingLocations',
  'hiringManagers',
] as const;
export const optionKindSchema = z.enum(OPTION_KINDS);
export type OptionKind = z.infer<typeof optionKindSchema>;

/** One option: `value` is what a name-valued filter sends; id-valued filters send `externalId`. */
export const optionItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  externalId: z.uuid().optional(),
});
export type OptionItem = z.output<typeof optionItemSchema>;
export const optionsResponseSchema = pagedResponseSchema(optionItemSchema);

export const OPTION_SEARCH_MAX = 100;

/** The kinds whose options carry an externalId: their labels can be looked up by id. */
export const OPTION_KINDS_WITH_EXTERNAL_IDS = [
  'skills',
  'languages',
  'vacancies',
  'businessGroups',
  'vendors',
] as const satisfies readonly OptionKind[];
export type OptionKindWithExternalIds = (typeof OPTION_KINDS_WITH_EXTERNAL_IDS)[number];
export function hasExternalIds(kind: OptionKind): kind is OptionKindWithExternalIds {
  return (OPTION_KINDS_WITH_EXTERNAL_IDS as readonly OptionKind[]).includes(kind);
}
/** At most this many ids in one `externalIds` lookup. */
export const OPTION_LOOKUP_MAX = 100;

/** `externalIds=a&externalIds=b` or `externalIds=a,b`; absent stays absent (no lookup). */
const externalIdsSchema = z.preprocess(
  (v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : [v]).flatMap((item: unknown) =>
          typeof item === 'string'
            ? item
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean)
            : [item],
        ),
  z
    .array(z.uuid())
    .max(OPTION_LOOKUP_MAX)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

/**
 * `?search_value=&page=1&size=50[&state=...]`: size is at most one options page (LIST-10).
 * `externalIds` (skills, languages, vacancies) asks for exactly those options instead: the labels of
 * ids restored from a link; search and paging are then ignored.
 */
export const optionsQuerySchema = z.object({
  search_value: plainText().max(OPTION_SEARCH_MAX).optional(),
  page: z.unknown().optional().transform(normalisePage),
  size: z.coerce.number().int().min(1).max(OPTIONS_PAGE_SIZE).catch(OPTIONS_PAGE_SIZE),
  state: z
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(plainText().max(128)).max(100),
    )
    .optional(),
  externalIds: externalIdsSchema,
});
export type OptionsQuery = z.output<typeof optionsQuerySchema>;

/** LIST-09: searching starts after 3 typed characters, skills after 2 (CAND-FORM-12, AUD-27). */
export function optionsMinChars(kind: OptionKind): number {
  const shortLists: readonly OptionKind[] = [
    'businessGroups',
    'vendors',
    'projects',
    'workingLocations',
    'hiringManagers',
  ];
  if (shortLists.includes(kind)) return 0; // short lists
  return kind === 'skills' ? SKILLS_MIN_CHARS : AUTOCOMPLETE_MIN_CHARS;
}

/** At most this many states in one `GET /api/options/state-cities` (every US state and DC fit). */
export const STATE_CITIES_MAX_STATES = 60;

/**
 * AUD-34: `?states=Illinois,Missouri&search_value=&page=&size=`: the cities of several states in one list,
 * each with its state. States are named (every filter carries state names), as a comma list or repeated.
 */
export const stateCitiesQuerySchema = z.object({
  states: z.preprocess(
    (v) =>
      (v === undefined ? [] : Array.isArray(v) ? v : [v]).flatMap((item: unknown) =>
        typeof item === 'string'
          ? item
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
          : [item],
      ),
    z
      .array(plainText().max(128))
      .min(1, MESSAGES.mandatoryField)
      .max(STATE_CITIES_MAX_STATES)
      .transform((names) => [...new Set(names)]),
  ),
  search_value: plainText().max(OPTION_SEARCH_MAX).optional(),
  page: z.unknown().optional().transform(normalisePage),
  size: z.coerce.number().int().min(1).max(OPTIONS_PAGE_SIZE).catch(OPTIONS_PAGE_SIZE),
});
export type StateCitiesQuery = z.output<typeof stateCitiesQuerySchema>;

/** A city with its state: its id, its name and its state's name (AUD-34, labelled 'City (State)', AUD-20). */
export const stateCitySchema = z.object({
  cityExternalId: z.string(),
  cityName: z.string(),
  stateName: z.string(),
});
export type StateCity = z.output<typeof stateCitySchema>;
export const stateCitiesResponseSchema = pagedResponseSchema(stateCitySchema);
