import { z } from 'zod';
import { MESSAGES, pageQuerySchema, sortOrderSchema, type QueryPairs, plainText } from '../../core/index.js';

export const EMAIL_TEMPLATE_LIMITS = {
  titleMin: 2,
  titleMax: 250,
  fromMax: 150,
  subjectMax: 250,
  bodyMin: 25,
  bodyMax: 2023,
} as const;

/** ETPL-15: links to files of these kinds are refused. */
export const FILE_LINK_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'pdf',
  'zip',
  'docx',
  'xls',
  'txt',
  'csv',
  'pptx',
  'mp4',
  'mov',
  'avi',
  'webm',
] as const;

export const EMAIL_TEMPLATE_MESSAGES = {
  titleLength: `Title must be ${EMAIL_TEMPLATE_LIMITS.titleMin} to ${EMAIL_TEMPLATE_LIMITS.titleMax} characters`,
  fromInvalid: 'Please enter a valid email address',
  fromLength: `From must be at most ${EMAIL_TEMPLATE_LIMITS.fromMax} characters`,
  subjectLength: `Subject must be 1 to ${EMAIL_TEMPLATE_LIMITS.subjectMax} characters`,
  bodyLength: `Body must be ${EMAIL_TEMPLATE_LIMITS.bodyMin} to ${EMAIL_TEMPLATE_LIMITS.bodyMax} characters`,
  /** ETPL-13..15. */
  filesNotAllowed: 'files are not allowed',
  /** ETPL-19: the spec's words for a 406. */
  incorrectVariables: 'incorrectly variables',
  titleTaken: 'An e-mail template with this title already exists',
  notFound: 'email template not found',
  /** ETPL-18. */
  created: 'Successfully created a new email template!',
  /** ETPL-22. */
  updated: 'E-mail template saved',
} as const;

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fileLink = new RegExp(
  `href\\s*=\\s*["']?[^"'\\s>]*\\.(${FILE_LINK_EXTENSIONS.join('|')})(?=[?#"'\\s>]|$)`,
  'i',
);

/** ETPL-13..15: images, figures and links to files, which an e-mail body may not carry. */
export function hasFiles(html: string): boolean {
  return /<\s*(img|figure|figcaption)\b/i.test(html) || fileLink.test(html);
}

/**
 * POST /api/engagement/email-templates and PUT .../{id} (ETPL-07..16). The body is HTML from the rich-text
 * editor; the server sanitises it with an allow-list before storing, and its length is counted on what
 * is stored. `variables` (ETPL-05) is the editor's list of ids: accepted and dropped.
 */
export const emailTemplateBodySchema = z
  .strictObject({
    title: plainText({ error: MESSAGES.mandatoryField })
      .min(EMAIL_TEMPLATE_LIMITS.titleMin, EMAIL_TEMPLATE_MESSAGES.titleLength)
      .max(EMAIL_TEMPLATE_LIMITS.titleMax, EMAIL_TEMPLATE_MESSAGES.titleLength),
    from: plainText()
      .max(EMAIL_TEMPLATE_LIMITS.fromMax, EMAIL_TEMPLATE_MESSAGES.fromLength)
      .refine((v) => v === '' || emailShape.test(v), EMAIL_TEMPLATE_MESSAGES.fromInvalid)
      .nullish()
      .transform((v) => v || null),
    subject: plainText({ error: MESSAGES.mandatoryField })
      .min(1, MESSAGES.mandatoryField)
      .max(EMAIL_TEMPLATE_LIMITS.subjectMax, EMAIL_TEMPLATE_MESSAGES.subjectLength),
    body: z
      .string({ error: MESSAGES.mandatoryField })
      .max(EMAIL_TEMPLATE_LIMITS.bodyMax * 4)
      .refine((v) => !hasFiles(v), EMAIL_TEMPLATE_MESSAGES.filesNotAllowed),
    emailTemplateId: z
      .uuid()
      .nullish()
      .transform((v) => v ?? null),
    variables: z.array(z.string().max(100)).max(100).optional(),
  })
  .transform(({ variables: _variables, ...body }) => body);
export type EmailTemplateBody = z.output<typeof emailTemplateBodySchema>;
export type EmailTemplateBodyInput = z.input<typeof emailTemplateBodySchema>;

/** ETPL-04/17: GET /api/engagement/email-templates/{id}, also the answer of create and update. */
export const emailTemplateDetailSchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  from: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  emailTemplateId: z.uuid().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailTemplateDetail = z.output<typeof emailTemplateDetailSchema>;

export const EMAIL_TEMPLATE_SORT_COLUMNS = ['title', 'subject', 'updatedAt'] as const;
export const emailTemplateSortColumnSchema = z.enum(EMAIL_TEMPLATE_SORT_COLUMNS);
export type EmailTemplateSortColumn = z.infer<typeof emailTemplateSortColumnSchema>;

export const emailTemplateListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: emailTemplateSortColumnSchema.default('updatedAt'),
  order: sortOrderSchema.default('desc'),
  search: plainText().max(200).optional(),
});
export type EmailTemplateListQuery = z.output<typeof emailTemplateListQuerySchema>;

export const emailTemplateRowSchema = emailTemplateDetailSchema.omit({ body: true, emailTemplateId: true });
export type EmailTemplateRow = z.output<typeof emailTemplateRowSchema>;

export function emailTemplateListQueryToQueryPairs(query: EmailTemplateListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  return pairs;
}

/** POST /api/engagement/email-templates/preview and .../test: the draft as it stands in the form. */
export const emailTemplateDraftSchema = z.strictObject({
  subject: plainText().max(EMAIL_TEMPLATE_LIMITS.subjectMax),
  body: z.string().max(EMAIL_TEMPLATE_LIMITS.bodyMax * 4),
});
export type EmailTemplateDraft = z.output<typeof emailTemplateDraftSchema>;

/** The draft rendered for the sample candidate: what a recipient reads. */
export const renderedEmailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedEmail = z.output<typeof renderedEmailSchema>;

/** GET .../variables of campaign and general templates: the editor's Insert variable menu (ETPL-17). */
export const emailTemplateVariableListSchema = z.object({
  content: z.array(z.object({ id: z.string(), label: z.string(), group: z.string() })),
});
