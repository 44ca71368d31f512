import { eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import {
  APPLICATION_ANSWER_KEYS,
  noticePeriodsForFilter,
  type ApplicationAnswerKey,
  type ApplicationFilters,
} from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';

/**
 * The application filters (AUD-17) and the e-mail consent (AUD-11) as conditions on candidates, for
 * candidateListWhere: the candidate list, the audience preview (the same GET /api/candidates) and a
 * campaign's recipients all read them here.
 */
export type ApplicationQueryFilters = Partial<ApplicationFilters> & {
  /** 'true': only candidates who accept engagement e-mail; 'false' or absent: no condition. */
  enableEmailNotification?: 'true' | 'false' | undefined;
};

/** Each yes/no filter and the candidate column holding that answer. */
const ANSWER_COLUMNS = {
  eligibleToWorkInUS: candidates.eligibleToWorkInUs,
  requireSponsorshipToWorkInUS: candidates.requireSponsorshipToWorkInUs,
  onSiteWork: candidates.onSiteWork,
  fullTimeWork: candidates.fullTimeWork,
  rotatingShiftsWork: candidates.rotatingShiftsWork,
} satisfies Record<ApplicationAnswerKey, unknown>;

// numeric(12,2) compares exactly with a decimal string; a JS number would be sent as a float8.
const rate = (value: number) => value.toFixed(2);

export function applicationFilterConditions(f: ApplicationQueryFilters): (SQL | undefined)[] {
  return [
    // A filter choice covers a range of stored keys (ENUM-12): 0-30 days is one to four weeks.
    f.noticePeriod ? inArray(candidates.noticePeriod, noticePeriodsForFilter(f.noticePeriod)) : undefined,
    // Bounds are inclusive; a candidate without an expected rate matches no rate bound.
    f.expectedRateMin === undefined ? undefined : gte(candidates.expectedRate, rate(f.expectedRateMin)),
    f.expectedRateMax === undefined ? undefined : lte(candidates.expectedRate, rate(f.expectedRateMax)),
    // An unanswered question (null) matches neither Yes nor No.
    ...APPLICATION_ANSWER_KEYS.map((key) => {
      const wanted = f[key];
      return wanted === undefined ? undefined : eq(ANSWER_COLUMNS[key], wanted);
    }),
    f.enableEmailNotification === 'true' ? eq(candidates.emailNotifications, true) : undefined,
  ];
}
