import { z } from 'zod';
import { apiErrorSchema } from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';

/** Any text: a malformed token is as unknown as a missing one (the same 404, never a 400). */
export const tokenParams = z.object({
  token: z.string().describe("The recipient's token from the e-mail's links (43 characters, base64url)"),
});

export const linkNotFoundResponse = apiErrorSchema.describe(
  'No recipient has this token (unknown or malformed: one body for all), or the campaign has no survey.',
);
export const linkExpiredResponse = apiErrorSchema.describe(
  'LINK_EXPIRED: the campaign closed more than CAMPAIGN_LINK_DAYS_AFTER_CLOSE days ago (default 90).',
);

export const surveyConflictResponse = apiErrorSchema.describe(
  'ALREADY_SUBMITTED: this recipient has answered already (one submission each). CAMPAIGN_CLOSED: the campaign no longer takes answers.',
);

/**
 * The RFC 8058 one-click body `List-Unsubscribe=One-Click` as mail providers post it
 * (application/x-www-form-urlencoded), or JSON from the unsubscribe page, or nothing: the token in
 * the path is what unsubscribes.
 */
export const unsubscribeBody = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .nullish()
  .describe('Optional: `List-Unsubscribe=One-Click` (RFC 8058, form-encoded) or `{}`.');

export const pixelResponse = fileResponse(
  'A transparent 1x1 GIF, whatever the token (the first open of a known one is recorded).',
  ['image/gif'],
);
