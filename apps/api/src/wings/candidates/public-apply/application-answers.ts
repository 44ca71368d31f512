import type { CareersApplicationAnswers, PublicApplication } from '@talent-desk/shared';
import type { CandidateColumns } from '../core/candidate-write.repo.js';

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
 * The yes/no questions the applicant answered, as the columns of the candidate a new applicant becomes.
 * A question left blank is not in the result: it starts unanswered.
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

/**
 * What the application row keeps of the form: everything the applicant sent but the honeypot, a
 * question left blank as null (so the stored JSON names every question).
 */
export function applicationAnswers(form: PublicApplication): CareersApplicationAnswers {
  const { website: _honeypot, ...answers } = form;
  return {
    ...answers,
    eligibleToWorkInUS: form.eligibleToWorkInUS ?? null,
    requireSponsorshipToWorkInUS: form.requireSponsorshipToWorkInUS ?? null,
    onSiteWork: form.onSiteWork ?? null,
    fullTimeWork: form.fullTimeWork ?? null,
    rotatingShiftsWork: form.rotatingShiftsWork ?? null,
  };
}
