import { INDIA_GROUP_NAME } from '@talent-desk/shared';

/**
 * 'India' is the special India group (ENUM-22; its pre-screening gate: CAND-STATUS-27); the others are
 * ordinary regions.
 */
export const BUSINESS_GROUP_NAMES = [
  INDIA_GROUP_NAME,
  'North America',
  'Europe',
  'Latin America',
  'Asia Pacific',
  'Middle East & Africa',
] as const;

/** The group of the demo recruiter: deliberately not the India group. */
export const DEFAULT_BUSINESS_GROUP_NAME = 'North America';
