import { z } from 'zod';
import { pagedResponseSchema, pageQuerySchema, sortOrderSchema, plainText } from '../core/index.js';

/**
 * Settings reference lists (SET-03, SET-04: their content is ours): the locations (countries, US states,
 * cities), and the working locations, hiring managers and projects the vacancy form offers. One list
 * query, one row shape per kind, one body per kind: the form and the API validate with the same schema.
 */
export const SETTINGS_LIST_KINDS = [
  'countries',
  'states',
  'cities',
  'working-locations',
  'hiring-managers',
  'projects',
  'skills',
  'distribution-list',
] as const;
export type SettingsListKind = (typeof SETTINGS_LIST_KINDS)[number];

/** The named lists (one `name` each) that vacancies use by name. */
export const NAMED_LIST_KINDS = ['working-locations', 'hiring-managers', 'projects'] as const;
export type NamedListKind = (typeof NAMED_LIST_KINDS)[number];

export const SETTINGS_LIMITS = { nameMin: 2, nameMax: 120, searchMax: 100 } as const;
/** How far a row's usage is counted: enough to tell "in use" and show a number, never a full scan. */
export const SETTINGS_USAGE_CAP = 1000;

export const SETTINGS_MESSAGES = {
  nameLength: `Name must be ${SETTINGS_LIMITS.nameMin} to ${SETTINGS_LIMITS.nameMax} characters`,
  codeFormat: 'Code must be two letters',
  stateRequired: 'Choose the state',
  stateUnknown: 'Unknown state',
  notFound: 'Not found',
  saved: 'Saved',
  deleted: 'Deleted',
  mergeTargetRequired: 'Choose the skill to merge into',
  mergeIntoItself: 'Choose another skill: a skill cannot be merged into itself',
  mergeTargetUnknown: 'The skill to merge into does not exist (any more)',
} as const;

/** The item's own name for messages: 'country', 'working location', ... */
export const SETTINGS_LIST_NOUNS: Record<SettingsListKind, string> = {
  countries: 'country',
  states: 'state',
  cities: 'city',
  'working-locations': 'working location',
  'hiring-managers': 'hiring manager',
  projects: 'project',
  skills: 'skill',
  'distribution-list': 'distribution list',
};

const name = () =>
  plainText({ error: SETTINGS_MESSAGES.nameLength })
    .min(SETTINGS_LIMITS.nameMin, SETTINGS_MESSAGES.nameLength)
    .max(SETTINGS_LIMITS.nameMax, SETTINGS_MESSAGES.nameLength);

/** A two-letter code (ISO country code, USPS state code), stored in capitals. */
const twoLetterCode = () =>
  plainText({ error: SETTINGS_MESSAGES.codeFormat })
    .regex(/^[A-Za-z]{2}$/, SETTINGS_MESSAGES.codeFormat)
    .transform((v) => v.toUpperCase());

export const countryBodySchema = z.strictObject({ name: name(), iso2: twoLetterCode() });
export const stateBodySchema = z.strictObject({ name: name(), code: twoLetterCode() });
export const cityBodySchema = z.strictObject({
  name: name(),
  stateExternalId: z.uuid({ error: SETTINGS_MESSAGES.stateRequired }),
});
export const namedItemBodySchema = z.strictObject({ name: name() });
export type CountryBody = z.output<typeof countryBodySchema>;
export type StateBody = z.output<typeof stateBodySchema>;
export type CityBody = z.output<typeof cityBodySchema>;
export type NamedItemBody = z.output<typeof namedItemBodySchema>;

/** `usage`: how many records use the item, counted up to SETTINGS_USAGE_CAP; 0 means it may be deleted. */
const usage = z.number().int().min(0);
export const countryRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  iso2: z.string(),
  usage,
});
export const stateRowSchema = z.object({ externalId: z.uuid(), name: z.string(), code: z.string(), usage });
export const cityRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  stateExternalId: z.uuid(),
  stateName: z.string(),
  usage,
});
export const namedItemRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  usage,
  updatedAt: z.string(),
  /** Projects only: the GLO-R project it was imported from (null when created here or on a vacancy). */
  gloProjectId: z.string().nullable().optional(),
});
/**
 * A skill (SET-03 skill-management): candidates and vacancies link to it by id. `usage` is the sum of
 * the two counts, each counted up to SETTINGS_USAGE_CAP.
 */
export const skillRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  candidateCount: usage,
  vacancyCount: usage,
  usage,
});
export type SkillRow = z.output<typeof skillRowSchema>;
export const skillPageSchema = pagedResponseSchema(skillRowSchema);

/** POST /api/settings/skills/{id}/merge: every candidate and vacancy of the skill moves to the target. */
export const skillMergeBodySchema = z.strictObject({
  targetExternalId: z.uuid({ error: SETTINGS_MESSAGES.mergeTargetRequired }),
});
export type SkillMergeBody = z.output<typeof skillMergeBodySchema>;
/** What a merge moved: rows that the target already had are counted once (kept, not moved). */
export const skillMergeResultSchema = z.object({
  target: skillRowSchema,
  movedCandidates: z.number().int().min(0),
  movedVacancies: z.number().int().min(0),
});
export type SkillMergeResult = z.output<typeof skillMergeResultSchema>;

export type CountryRow = z.output<typeof countryRowSchema>;
export type StateRow = z.output<typeof stateRowSchema>;
export type CityRow = z.output<typeof cityRowSchema>;
export type NamedItemRow = z.output<typeof namedItemRowSchema>;

export const countryPageSchema = pagedResponseSchema(countryRowSchema);
export const statePageSchema = pagedResponseSchema(stateRowSchema);
export const cityPageSchema = pagedResponseSchema(cityRowSchema);
export const namedItemPageSchema = pagedResponseSchema(namedItemRowSchema);

export const SETTINGS_SORT_COLUMNS = ['name'] as const;
export const settingsSortColumnSchema = z.enum(SETTINGS_SORT_COLUMNS);
export const SETTINGS_DEFAULT_SORT = { column: 'name', order: 'asc' } as const;

/** GET /api/settings/{kind}?page&size&column&order&search (search: contains, in the name or code). */
export const settingsListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: settingsSortColumnSchema.catch(SETTINGS_DEFAULT_SORT.column).default(SETTINGS_DEFAULT_SORT.column),
  order: sortOrderSchema.catch(SETTINGS_DEFAULT_SORT.order).default(SETTINGS_DEFAULT_SORT.order),
  search: plainText().max(SETTINGS_LIMITS.searchMax).optional(),
});
export type SettingsListQuery = z.output<typeof settingsListQuerySchema>;

export function settingsListQueryToQueryPairs(query: SettingsListQuery): [string, string][] {
  const pairs: [string, string][] = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  return pairs;
}

/** The 409 of a delete or rename refused while records use the item ('... is used by 3 vacancies'). */
export function inUseMessage(kind: SettingsListKind, name: string, uses: string): string {
  return `The ${SETTINGS_LIST_NOUNS[kind]} '${name}' is used by ${uses}`;
}
export function takenMessage(kind: SettingsListKind, field: string): string {
  return `A ${SETTINGS_LIST_NOUNS[kind]} with this ${field} already exists`;
}
