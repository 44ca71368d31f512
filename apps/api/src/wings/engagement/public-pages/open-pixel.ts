import { isRecipientToken } from '@talent-desk/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { linksExpired } from './link-expiry.js';
import { recipientByToken } from './public-recipient.repo.js';
import { recordFirst } from './recipient-events.repo.js';

/** A transparent 1x1 GIF (the smallest valid one), the open-tracking pixel's only answer. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /api/public/campaigns/open/{token}.gif: records the recipient's first open (EMAIL_OPENED), unless
 * the campaign's links have expired (then nothing is recorded). The image never fails: an unknown,
 * malformed or expired token or a database error still get the pixel (a broken image in the
 * candidate's mail would be worse than a missed count).
 */
export async function recordOpen(
  db: Db,
  token: string,
  daysAfterClose: number,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!isRecipientToken(token)) return;
  try {
    const recipient = await recipientByToken(db, token);
    if (!recipient || linksExpired(recipient.campaignClosedAt, daysAfterClose)) return;
    await recordFirst(db, { id: recipient.id }, 'opened');
  } catch (error) {
    log.warn({ kind: error instanceof Error ? error.name : 'unknown' }, 'open not recorded');
  }
}
