import { z } from 'zod';
import {
  applicationFiltersSchema,
  applicationFiltersShape,
  refineRateOrder,
  savedApplicationFiltersSchema,
  candidateFiltersSchema,
  candidateFiltersShape,
  savedCandidateFiltersSchema,
} from '../../candidates/index.js';
import {
  keyList,
  pageQuerySchema,
  pagedResponseSchema,
  sortOrderSchema,
  type QueryPairs,
  plainText,
} from '../../core/index.js';

export const AUDIENCE_NAME_MAX = 150;

/** The texts of the audience screens and API (ERR-03 audienceListNameRequired, AUD-03/04/05/31). */
export const AUDIENCE_MESSAGES = {
  nameRequired: 'Audience name is required',
  nameLength: `Audience name must be at most ${AUDIENCE_NAME_MAX} characters`,
  nameTaken: 'An audience with this name already exists',
  notFound: 'Audience not found',
  forbidden: 'You can edit only the audiences you created',
  saved: 'Audience saved',
  deleted: 'Audience deleted',
} as const;

/** The special audience ids of a campaign's step 1 (AUD-28): never fetched from the server. */
export const AUDIENCE_SPECIAL_IDS = ['CUSTOM', 'NONE', 'CUSTOM_NONE'] as const;
export type AudienceSpecialId = (typeof AUDIENCE_SPECIAL_IDS)[number];
export function isSpecialAudienceId(id: string): id is AudienceSpecialId {
  return (AUDIENCE_SPECIAL_IDS as readonly string[]).includes(id);
}

/** AUD-24: required, trimmed, at least one character. */
export const audienceNameSchema = plainText({ error: AUDIENCE_MESSAGES.nameRequired })
  .trim()
  .min(1, AUDIENCE_MESSAGES.nameRequired)
  .max(AUDIENCE_NAME_MAX, AUDIENCE_MESSAGES.nameLength);

/**
 * POST /api/engagement/audiences and PUT .../{id} (AUD-30): the name and the two filter groups, every
 * filter optional (AUD-26). The filters are exactly the candidate list's (AUD-16/17).
 */
export const audienceBodySchema = z.strictObject({
  name: audienceNameSchema,
  candidateFilters: candidateFiltersSchema.default(candidateFiltersSchema.parse({})),
  applicationFilters: applicationFiltersSchema.default(applicationFiltersSchema.parse({})),
});
export type AudienceBody = z.output<typeof audienceBodySchema>;
export type AudienceBodyInput = z.input<typeof audienceBodySchema>;

/**
 * The audience form (AUD-18) as one flat object for react-hook-form: the name (optional in campaign
 * mode, AUD-25) and every filter. `toAudienceBody` splits it into the API body.
 */
export const audienceFormModeSchema = z.enum(['create', 'edit', 'view', 'campaign']);
export type AudienceFormMode = z.infer<typeof audienceFormModeSchema>;

export function audienceFormSchema(mode: AudienceFormMode) {
  return z
    .object({
      name:
        mode === 'campaign'
          ? z.string().trim().max(AUDIENCE_NAME_MAX, AUDIENCE_MESSAGES.nameLength)
          : audienceNameSchema,
      ...candidateFiltersShape,
      ...applicationFiltersShape,
    })
    .superRefine(refineRateOrder);
}
export type AudienceFormValues = z.output<ReturnType<typeof audienceFormSchema>>;

/** The labels of the chosen ids and names, so a saved audience shows without more lookups (AUD-15). */
export const audienceFilledFiltersSchema = z.object({
  stateOptions: z.array(z.string()),
  /** A chosen city with the US states it lies in (a name shared by two states is one filter value). */
  cityOptions: z.array(z.object({ cityName: z.string(), stateNames: z.array(z.string()) })),
  sourceNameOptions: z.array(z.string()),
  skillExternalIdOptions: z.array(z.object({ externalId: z.uuid(), name: z.string() })),
  languageExternalIdOptions: z.array(z.object({ externalId: z.uuid(), name: z.string() })),
});
export type AudienceFilledFilters = z.output<typeof audienceFilledFiltersSchema>;

/** GET /api/engagement/audiences/{id} (AUD-15, AUD-29); also the answer of create and update. */
export const audienceDetailSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  createdByUserExternalId: z.uuid().nullable(),
  createdByFullName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Plain output types: the server encodes its answer through this schema (no transforms there).
  candidateFilters: savedCandidateFiltersSchema,
  applicationFilters: savedApplicationFiltersSchema,
  filledFilters: audienceFilledFiltersSchema,
  /** The signed-in user may edit and delete it: an ADMIN, or the TAG who created it (AUD-05). */
  canEdit: z.boolean(),
});
export type AudienceDetail = z.output<typeof audienceDetailSchema>;

export const AUDIENCE_SORT_COLUMNS = ['name', 'createdBy', 'createdAt', 'updatedAt'] as const;
export const audienceSortColumnSchema = z.enum(AUDIENCE_SORT_COLUMNS);
export type AudienceSortColumn = z.infer<typeof audienceSortColumnSchema>;

/** GET /api/engagement/audiences?page&size&column&order&search (part of the name)&createdBy (user ids). */
export const audienceListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: audienceSortColumnSchema.default('updatedAt'),
  order: sortOrderSchema.default('desc'),
  search: plainText().max(200).optional(),
  createdBy: keyList(z.uuid()),
});
export type AudienceListQuery = z.output<typeof audienceListQuerySchema>;

export const audienceRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  createdByUserExternalId: z.uuid().nullable(),
  createdByFullName: z.string().nullable(),
  /** How many filters the audience sets (candidate and application filters). */
  filterCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
});
export type AudienceRow = z.output<typeof audienceRowSchema>;
export const audienceListResponseSchema = pagedResponseSchema(audienceRowSchema);

export function audienceListQueryToQueryPairs(query: AudienceListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  for (const id of query.createdBy) pairs.push(['createdBy', id]);
  return pairs;
}

/**
 * GET /api/engagement/audiences/options?dropdown_option=names_with_external_id&search_value= (AUD-33):
 * saved audiences by name, for a campaign's audience picker. `creators` lists who created audiences
 * (the list's creator filter).
 */
export const audienceOptionsQuerySchema = z.object({
  dropdown_option: z.enum(['names_with_external_id', 'creators']),
  search_value: plainText().max(100).optional(),
});
export type AudienceOptionsQuery = z.output<typeof audienceOptionsQuerySchema>;
