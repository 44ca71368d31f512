import { z } from 'zod';
import {
  SEARCH_MIN_CHARS,
  SEARCH_REQUEST_SIZE,
  roleSchema,
  vacancyStatusSchema,
  type Permission,
  plainText,
} from '../core/index.js';
import { campaignCreationStepSchema, campaignStatusSchema } from '../engagement/index.js';

/**
 * The global search (SEARCH-04): `GET /search-service/es/{kind}/search?key=&size=6`, one call per kind,
 * listed here in the order of the modal's sections (SEARCH-05).
 */
export const SEARCH_KINDS = [
  'user',
  'vendor',
  'campaign',
  'surveyTemplate',
  'emailTemplate',
  'audience',
  'vacancy',
  'candidate',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/**
 * What a role needs to search a kind: the permission of that kind's list. A VENDOR holds only the
 * vacancy and candidate ones, so it searches only those (SEARCH-06); the API answers 403 to the rest.
 */
export const SEARCH_KIND_PERMISSIONS = {
  user: 'users:read',
  vendor: 'vendors:read',
  campaign: 'engagement:read',
  surveyTemplate: 'engagement:read',
  emailTemplate: 'engagement:read',
  audience: 'engagement:read',
  vacancy: 'vacancies:read',
  candidate: 'candidates:read',
} as const satisfies Record<SearchKind, Permission>;

/** Longest key the search takes (longer is a 400 naming `key`). */
export const SEARCH_KEY_MAX = 100;
/** Largest `size` a caller may ask for; the modal asks for SEARCH_REQUEST_SIZE (6). */
export const SEARCH_SIZE_MAX = 20;
/**
 * Totals are counted exactly up to this many matches; above it the answer says `totalIsExact: false`
 * with this number, so that a one-letter-ish key never makes the database count a million rows.
 */
export const SEARCH_COUNT_CAP = 1000;

export const searchQuerySchema = z.object({
  key: plainText()
    .min(SEARCH_MIN_CHARS, `At least ${SEARCH_MIN_CHARS} characters`)
    .max(SEARCH_KEY_MAX, `At most ${SEARCH_KEY_MAX} characters`),
  size: z.coerce.number().int().min(1).max(SEARCH_SIZE_MAX).default(SEARCH_REQUEST_SIZE),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const id = { externalId: z.uuid() };

/** What each kind's hit carries: the id of its page (SEARCH-11) and what the modal shows (SEARCH-12..15). */
export const SEARCH_HIT_SCHEMAS = {
  user: z.object({ ...id, firstName: z.string(), lastName: z.string(), role: roleSchema, email: z.string() }),
  vendor: z.object({ ...id, name: z.string() }),
  campaign: z.object({
    ...id,
    name: z.string(),
    status: campaignStatusSchema,
    // A draft opens at the wizard step it reached, as from the campaign list.
    creationStep: campaignCreationStepSchema,
  }),
  surveyTemplate: z.object({ ...id, title: z.string() }),
  emailTemplate: z.object({ ...id, title: z.string() }),
  audience: z.object({ ...id, name: z.string() }),
  vacancy: z.object({
    ...id,
    title: z.string(),
    gloVacancyId: z.string().nullable(),
    status: vacancyStatusSchema,
  }),
  candidate: z.object({ ...id, fullName: z.string(), email: z.string() }),
} as const satisfies Record<SearchKind, z.ZodType>;
export type SearchHit<K extends SearchKind> = z.infer<(typeof SEARCH_HIT_SCHEMAS)[K]>;

/** One kind's answer: at most `size` hits and the number of matches (exact up to SEARCH_COUNT_CAP). */
export function searchResponseSchema<K extends SearchKind>(kind: K) {
  return z.object({
    content: z.array(SEARCH_HIT_SCHEMAS[kind]),
    totalElements: z.number().int().min(0),
    totalIsExact: z.boolean(),
  });
}
export type SearchResponse<K extends SearchKind> = {
  content: SearchHit<K>[];
  totalElements: number;
  totalIsExact: boolean;
};
