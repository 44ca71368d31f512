import { z } from 'zod';
import { renderedEmailSchema } from './email-template.js';

/** How far the wizard's preview steps through the matching candidates (a few, not the whole audience). */
export const CAMPAIGN_PREVIEW_INDEX_MAX = 999;

/**
 * GET /api/campaigns/{id}/preview?index= and POST .../test-email?index=: which matching candidate the
 * e-mail is rendered for, 0-based; past the last one it is the last one.
 */
export const campaignPreviewQuerySchema = z.object({
  index: z.coerce.number().int().min(0).max(CAMPAIGN_PREVIEW_INDEX_MAX).default(0),
});
export type CampaignPreviewQuery = z.output<typeof campaignPreviewQuerySchema>;

/**
 * Step 3 (the wizard's preview): the audience's e-mail-accepting candidates counted now, and the
 * campaign's e-mail rendered for the `index`-th of them. `candidate` is null when nobody matches (the
 * sample candidate's values stand in); `email` is null until the content step is saved.
 */
export const campaignPreviewSchema = z.object({
  recipientCount: z.number().int(),
  index: z.number().int(),
  candidate: z.object({ externalId: z.uuid(), fullName: z.string(), email: z.string() }).nullable(),
  email: renderedEmailSchema.nullable(),
});
export type CampaignPreview = z.output<typeof campaignPreviewSchema>;
