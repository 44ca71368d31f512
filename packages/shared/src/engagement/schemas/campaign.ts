import { z } from 'zod';
import {
  campaignAudienceModeSchema,
  campaignCreationStepSchema,
  campaignStatusSchema,
  recipientStateSchema,
} from '../enums/campaign-status.js';
import {
  maxCharacters,
  MESSAGES,
  type QueryPairs,
  dayFilterSchema,
  keyList,
  pageQuerySchema,
  pagedResponseSchema,
  sortOrderSchema,
  plainText,
} from '../../core/index.js';
import { CAMPAIGN_ACTIONS } from '../workflows/campaign-actions.js';
import {
  applicationFiltersSchema,
  savedApplicationFiltersSchema,
  candidateFiltersSchema,
  savedCandidateFiltersSchema,
} from '../../candidates/index.js';
import { emailTemplateBodySchema } from './email-template.js';

export const CAMPAIGN_LIMITS = {
  nameMax: 250,
  cloneNameMax: 150,
  commentMax: 100,
  /** CAMP-41: a new end date is at least this far from now. */
  endDateMinHours: 24,
} as const;

/** ERR-03 texts and the campaign screens' messages. */
export const CAMPAIGN_MESSAGES = {
  campaignNameRequired: 'Campaign name is required',
  nameMax: maxCharacters(CAMPAIGN_LIMITS.nameMax),
  cloneNameMax: maxCharacters(CAMPAIGN_LIMITS.cloneNameMax),
  commentMaxError: 'Comment must be at most 100 characters',
  endTimeValidation: 'End date must be in the future',
  endTimeGreaterThan24h: 'End date must be at least 24 hours from now',
  endBeforeStart: 'The end must be after the start',
  dateTimeFormat: 'Use a date and time as YYYY-MM-DDTHH:mm:ssZ',
  notFound: 'Campaign not found',
  nameTaken: 'A campaign with this name already exists',
  noAccess: 'You have no access to this campaign',
  adminOnly: 'Only an administrator can do this',
  wrongStatus: 'This action is not available in the campaign’s current status',
  audienceUnknown: 'Audience not found',
  vacancyUnknown: 'Vacancy not found',
  templateUnknown: 'E-mail template not found',
  surveyUnknown: 'Survey template not found',
  contentMissing: 'Write the e-mail (step 2) before scheduling',
  audienceMissing: 'Choose an audience before scheduling',
  noRecipients: 'No candidate of this audience accepts e-mail',
  startPassed: 'The start must not be in the past',
  saveAsTemplateAdminOnly: 'Only an administrator can save a new e-mail template',
  // Success toasts (CAMP-44).
  created: 'Campaign created',
  saved: 'Campaign saved',
  scheduled: 'Campaign scheduled',
  archived: 'Campaign archived',
  closed: 'Campaign closed',
  cloned: 'Campaign cloned',
  deleted: 'Campaign deleted',
  endDateUpdated: 'End date updated',
} as const;

/** An ISO timestamp with an offset (`2026-12-01T09:00:00Z`), fractional seconds allowed on input. */
export const campaignDateTimeSchema = z.iso.datetime({
  offset: true,
  error: CAMPAIGN_MESSAGES.dateTimeFormat,
});

const campaignNameSchema = plainText({ error: CAMPAIGN_MESSAGES.campaignNameRequired })
  .trim()
  .min(1, CAMPAIGN_MESSAGES.campaignNameRequired)
  .max(CAMPAIGN_LIMITS.nameMax, CAMPAIGN_MESSAGES.nameMax);

/**
 * The audience of step 1 as sent (CAMP-18, AUD-28): a saved audience's id, 'CUSTOM' (the filters of
 * the embedded form, kept on the campaign), or 'NONE' / 'CUSTOM_NONE' / '' / null for no audience yet.
 */
const audienceChoiceSchema = z
  .union([z.uuid(), z.enum(['NONE', 'CUSTOM', 'CUSTOM_NONE']), z.literal('')])
  .nullish()
  .transform((value) =>
    value === 'CUSTOM'
      ? { audienceMode: 'CUSTOM' as const, audienceExternalId: null }
      : value && value !== 'NONE' && value !== 'CUSTOM_NONE'
        ? { audienceMode: 'SAVED' as const, audienceExternalId: value }
        : { audienceMode: 'NONE' as const, audienceExternalId: null },
  );

/**
 * Step 1 (CAMP-13, CAMP-16..19, CAMP-23): POST /api/campaigns creates a DRAFT at creationStep AUDIENCE;
 * PUT /api/campaigns/{id}/audience saves it again. Custom filters are kept only for 'CUSTOM'.
 */
export const campaignAudienceBodySchema = z
  .strictObject({
    name: campaignNameSchema,
    audienceExternalId: audienceChoiceSchema,
    vacancyExternalId: z
      .union([z.uuid(), z.literal('')])
      .nullish()
      .transform((v) => v || null),
    candidateFilters: candidateFiltersSchema.optional(),
    applicationFilters: applicationFiltersSchema.optional(),
  })
  .transform(({ audienceExternalId, candidateFilters, applicationFilters, ...rest }) => ({
    ...rest,
    ...audienceExternalId,
    candidateFilters:
      audienceExternalId.audienceMode === 'CUSTOM'
        ? (candidateFilters ?? candidateFiltersSchema.parse({}))
        : null,
    applicationFilters:
      audienceExternalId.audienceMode === 'CUSTOM'
        ? (applicationFilters ?? applicationFiltersSchema.parse({}))
        : null,
  }));
export type CampaignAudienceBody = z.output<typeof campaignAudienceBodySchema>;
export type CampaignAudienceBodyInput = z.input<typeof campaignAudienceBodySchema>;

const emailFields = emailTemplateBodySchema.in.shape;

/**
 * Step 2 (CAMP-21/22): PUT /api/campaigns/{id}/content. The e-mail is the campaign's own copy (picked
 * from a template and maybe changed, or written here); `saveAsTemplate` also stores it as a new
 * template (ADMIN only, PERM-03). The survey template is copied into the campaign when it is scheduled,
 * so later edits of the template never change a sent survey.
 */
export const campaignContentBodySchema = z
  .strictObject({
    emailTemplateExternalId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    from: emailFields.from,
    subject: emailFields.subject,
    body: emailFields.body,
    saveAsTemplate: z
      .strictObject({ title: emailFields.title })
      .nullish()
      .transform((v) => v ?? null),
    surveyTemplateExternalId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    startTime: campaignDateTimeSchema,
    endTime: campaignDateTimeSchema,
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.endTime) <= Date.parse(body.startTime)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: CAMPAIGN_MESSAGES.endBeforeStart });
    }
  });
export type CampaignContentBody = z.output<typeof campaignContentBodySchema>;
export type CampaignContentBodyInput = z.input<typeof campaignContentBodySchema>;

/** The edit dialog of an OPEN campaign (CAMP-26): its name. */
export const campaignEditBodySchema = z.strictObject({ name: campaignNameSchema });

/** CAMP-34/35: POST /api/campaigns/{id}/clone; the session, not loggedUserExternalId, decides the owner. */
export const campaignCloneBodySchema = z.strictObject({
  campaignName: plainText({ error: MESSAGES.mandatoryField })
    .trim()
    .min(1, MESSAGES.mandatoryField)
    .max(CAMPAIGN_LIMITS.cloneNameMax, CAMPAIGN_MESSAGES.cloneNameMax),
  loggedUserExternalId: z.uuid().optional(),
});

/** CAMP-29/31/32: `?comment=` of close and archive, optional, at most 100 characters. */
export const campaignCommentQuerySchema = z.object({
  comment: plainText()
    .trim()
    .max(CAMPAIGN_LIMITS.commentMax, CAMPAIGN_MESSAGES.commentMaxError)
    .optional()
    .transform((v) => v || null),
});

/**
 * CAMP-40..42: `?newEndTime=` of updateEndDate, later than now and at least 24 hours from now (`now`
 * is given, so the web's form and the API check the same rule).
 */
export function endTimeIssue(newEndTime: string, now: Date): string | undefined {
  const end = Date.parse(newEndTime);
  if (Number.isNaN(end)) return CAMPAIGN_MESSAGES.dateTimeFormat;
  if (end <= now.getTime()) return CAMPAIGN_MESSAGES.endTimeValidation;
  if (end < now.getTime() + CAMPAIGN_LIMITS.endDateMinHours * 3_600_000)
    return CAMPAIGN_MESSAGES.endTimeGreaterThan24h;
  return undefined;
}
export const campaignEndTimeQuerySchema = z.object({ newEndTime: campaignDateTimeSchema });

/** CAMP-42: the end date as sent, an ISO timestamp without fractional seconds. */
export function toEndTimeParam(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const campaignRecipientCountsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  opened: z.number().int(),
  surveyOpened: z.number().int(),
  submitted: z.number().int(),
  unsubscribed: z.number().int(),
});
export type CampaignRecipientCounts = z.output<typeof campaignRecipientCountsSchema>;

/** CAMP-05, CAMP-09, CAMP-12: GET /api/campaigns/{id}; also the answer of every write. */
export const campaignDetailSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  status: campaignStatusSchema,
  creationStep: campaignCreationStepSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  createdAt: z.string(),
  comment: z.string().nullable(),
  campaignOwnerFullName: z.string().nullable(),
  ownerExternalId: z.uuid().nullable(),
  audienceMode: campaignAudienceModeSchema,
  audienceExternalId: z.uuid().nullable(),
  audienceName: z.string().nullable(),
  vacancyExternalId: z.uuid().nullable(),
  vacancyTitle: z.string().nullable(),
  // The plain saved-filter schemas: the server encodes responses, and the body schemas' preprocess
  // steps cannot run backwards (as the audience detail).
  candidateFilters: savedCandidateFiltersSchema.nullable(),
  applicationFilters: savedApplicationFiltersSchema.nullable(),
  emailTemplateExternalId: z.uuid().nullable(),
  from: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  surveyTemplateExternalId: z.uuid().nullable(),
  surveyTitle: z.string().nullable(),
  recipientCounts: campaignRecipientCountsSchema,
  /** What the signed-in user may do now (workflows/campaign-actions.ts, enforced by the API). */
  allowedActions: z.array(z.enum(CAMPAIGN_ACTIONS)),
});
export type CampaignDetail = z.output<typeof campaignDetailSchema>;

export const CAMPAIGN_SORT_COLUMNS = [
  'name',
  'status',
  'owner',
  'startTime',
  'endTime',
  'createdAt',
] as const;
export const campaignSortColumnSchema = z.enum(CAMPAIGN_SORT_COLUMNS);
export type CampaignSortColumn = z.infer<typeof campaignSortColumnSchema>;

/**
 * GET /api/campaigns?page&size&column&order&search&statuses&scope=mine|all&owners&startFrom&startTo:
 * 'My campaigns' (the default) or 'All'; the start day range as YYYY-MM-DD.
 */
export const campaignListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: campaignSortColumnSchema.default('createdAt'),
  order: sortOrderSchema.default('desc'),
  search: plainText().max(200).optional(),
  statuses: keyList(campaignStatusSchema),
  scope: z.enum(['mine', 'all']).default('mine'),
  owners: keyList(z.uuid()),
  startFrom: dayFilterSchema,
  startTo: dayFilterSchema,
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const campaignRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  status: campaignStatusSchema,
  creationStep: campaignCreationStepSchema,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  createdAt: z.string(),
  campaignOwnerFullName: z.string().nullable(),
  ownerExternalId: z.uuid().nullable(),
  recipientCount: z.number().int(),
  submittedCount: z.number().int(),
});
export type CampaignRow = z.output<typeof campaignRowSchema>;
export const campaignListResponseSchema = pagedResponseSchema(campaignRowSchema);

export function campaignListQueryToQueryPairs(query: CampaignListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
    ['scope', query.scope],
  ];
  if (query.search) pairs.push(['search', query.search]);
  for (const status of query.statuses) pairs.push(['statuses', status]);
  for (const owner of query.owners) pairs.push(['owners', owner]);
  if (query.startFrom) pairs.push(['startFrom', query.startFrom]);
  if (query.startTo) pairs.push(['startTo', query.startTo]);
  return pairs;
}

/** GET /api/campaigns/{id}/recipients?page&size&state&search: the recipients block (CAMP-10). */
export const campaignRecipientsQuerySchema = z.object({
  ...pageQuerySchema.shape,
  state: recipientStateSchema.optional(),
  search: plainText().max(200).optional(),
});
export type CampaignRecipientsQuery = z.output<typeof campaignRecipientsQuerySchema>;

export const campaignRecipientRowSchema = z.object({
  candidateExternalId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  state: recipientStateSchema,
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  surveyOpenedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** Why the SMTP server refused it, for a FAILED recipient. */
  lastError: z.string().nullable(),
});
export type CampaignRecipientRow = z.output<typeof campaignRecipientRowSchema>;
export const campaignRecipientsResponseSchema = pagedResponseSchema(campaignRecipientRowSchema);
