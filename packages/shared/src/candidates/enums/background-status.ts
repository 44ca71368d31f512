import { z } from 'zod';
import { COUNTRY_USA, type StatusColour } from '../../core/index.js';

/** Background-check statuses in their forward order (ENUM-08, BGC-02..07). */
export const BACKGROUND_STATUSES = [
  'NOT_INITIATED',
  'READY_FOR_BGC',
  'BGC_INITIATED',
  'BGC_IN_PROGRESS',
  'CRIMINAL_CHECK_COMPLETE',
  'BGC_COMPLETE',
  'BGC_DECLINED',
] as const;
export const backgroundStatusSchema = z.enum(BACKGROUND_STATUSES);
export type BackgroundStatus = z.infer<typeof backgroundStatusSchema>;

export const BACKGROUND_STATUS_LABELS = {
  NOT_INITIATED: 'Not initiated',
  READY_FOR_BGC: 'Ready for BGC',
  BGC_INITIATED: 'BGC Initiated',
  BGC_IN_PROGRESS: 'BGC In Progress',
  CRIMINAL_CHECK_COMPLETE: 'Criminal Check Complete',
  BGC_COMPLETE: 'BGC Complete',
  BGC_DECLINED: 'BGC Declined',
} as const satisfies Record<BackgroundStatus, string>;

/** The eighth label: shown instead of the status for a candidate outside the USA (ENUM-08, BGC-12). */
export const BACKGROUND_NOT_ACTIVE_LABEL = 'Not Active';

/** Label for a candidate's background status; no status yet reads as Not initiated. */
export function backgroundStatusLabel(
  status: BackgroundStatus | null | undefined,
  country: string | null,
): string {
  if (country !== COUNTRY_USA) return BACKGROUND_NOT_ACTIVE_LABEL;
  return BACKGROUND_STATUS_LABELS[status ?? 'NOT_INITIATED'];
}

// Colours are ours: final outcomes green/red, work in progress yellow, not started gray.
export function backgroundStatusColour(
  status: BackgroundStatus | null | undefined,
  country: string | null,
): StatusColour {
  if (country !== COUNTRY_USA || !status || status === 'NOT_INITIATED') return 'gray';
  if (status === 'BGC_COMPLETE') return 'green';
  if (status === 'BGC_DECLINED') return 'red';
  return 'yellow';
}
