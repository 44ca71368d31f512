import type { PublicApplication } from '@talent-desk/shared';
import type { CandidateColumns } from '../candidates/candidate-write.repo.js';

export type AnswerColumns = Partial<
  Pick<
    CandidateColumns,
    | 'eligibleToWorkInUs'
    | 'requireSponsorshipToWorkInUs'
    | 'onSiteWork'
    | 'fullTimeWork'
    | 'rotatingShiftsWork'
  >
>;

/**
 * The yes/no questions the applicant answered, as candidate columns. A question left blank is not in
 * the result: for a known candidate an earlier answer then stays, and a new one starts unanswered.
 */
export function answeredColumns(form: PublicApplication): AnswerColumns {
  const columns: AnswerColumns = {
    eligibleToWorkInUs: form.eligibleToWorkInUS ?? undefined,
    requireSponsorshipToWorkInUs: form.requireSponsorshipToWorkInUS ?? undefined,
    onSiteWork: form.onSiteWork ?? undefined,
    fullTimeWork: form.fullTimeWork ?? undefined,
    rotatingShiftsWork: form.rotatingShiftsWork ?? undefined,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
