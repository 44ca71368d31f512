import { z } from 'zod';
import type { StatusColour } from '../core/index.js';

/**
 * Where an outgoing message is (docs/decisions.md, Mail): QUEUED until the worker is done with it, then
 * SENT (the SMTP server accepted it), KEPT (no SMTP server is configured: it stays in the outbox only)
 * or FAILED (refused for good, or still failing after every retry).
 */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'KEPT', 'FAILED'] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const MAIL_STATUS_LABELS = {
  QUEUED: 'Queued',
  SENT: 'Sent',
  KEPT: 'Kept in outbox',
  FAILED: 'Failed',
} as const satisfies Record<MailStatus, string>;

export function mailStatusColour(status: MailStatus): StatusColour {
  if (status === 'SENT') return 'green';
  if (status === 'FAILED') return 'red';
  if (status === 'QUEUED') return 'yellow';
  return 'gray';
}
