import { PUBLIC_SURVEY_MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';

const DAY_MS = 86_400_000;

/**
 * A closed campaign's links stop working `daysAfterClose` days after it closed
 * (CAMPAIGN_LINK_DAYS_AFTER_CLOSE): long enough for a late answer or unsubscribe, not a key that works
 * for ever. An OPEN campaign (no close time) never expires.
 */
export function linksExpired(closedAt: Date | null, daysAfterClose: number, now = new Date()): boolean {
  return closedAt !== null && now.getTime() >= closedAt.getTime() + daysAfterClose * DAY_MS;
}

/** 410 Gone: the link was real, and it will not work again. */
export const linkExpired = () => new AppError(410, 'LINK_EXPIRED', PUBLIC_SURVEY_MESSAGES.linkExpired);
