import { z } from 'zod';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';

export const gloExportItemSchema = z.object({ status: z.number().int(), message: z.string() });
export type GloExportItem = z.output<typeof gloExportItemSchema>;

/** The GLO-R export answer: `{items}`, a list of {status, message} (CAND-STATUS-34; API contract of issue 3). */
export const gloExportResponseSchema = z.object({ items: z.array(gloExportItemSchema) });
export type GloExportResponse = z.output<typeof gloExportResponseSchema>;

export type ToastSeverity = 'success' | 'error' | 'warning';
export type Toast = { severity: ToastSeverity; message: string };

/** CAND-STATUS-34/35: 400 error, 200 success, anything else a warning; an empty list is one success. */
export function gloExportToasts(items: readonly GloExportItem[]): Toast[] {
  if (items.length === 0) return [{ severity: 'success', message: CANDIDATE_MESSAGES.gloExported }];
  return items.map(({ status, message }) => ({
    severity: status === 400 ? 'error' : status === 200 ? 'success' : 'warning',
    message,
  }));
}
