import { COUNTRY_USA, type CandidateSource } from '@talent-desk/shared';
import type { Rng } from '../prng.js';

/** The application answers (AUD-17) and the e-mail consent of a generated candidate. */
export type ApplicationAnswers = {
  emailNotifications: boolean;
  eligibleToWorkInUs: boolean | null;
  requireSponsorshipToWorkInUs: boolean | null;
  onSiteWork: boolean | null;
  fullTimeWork: boolean | null;
  rotatingShiftsWork: boolean | null;
};

/** A few percent have unsubscribed from engagement e-mail. */
const UNSUBSCRIBED = 0.04;
/** Careers-site applicants answer the questions on the form; recruiters ask most of the others. */
const ANSWERED = { GL_WEBSITE: 0.95, other: 0.75 } as const;
/** An answered form still leaves a question blank now and then. */
const BLANK = 0.05;

/**
 * Answers that look like a real pool: most US residents may work in the USA without sponsorship, most
 * others need it; most want full-time work, fewer rotating shifts. Drawn from a stream of their own
 * (the callers' `rng`), so adding them changed no other generated value.
 */
export function pickApplicationAnswers(
  rng: Rng,
  country: string,
  source: CandidateSource,
): ApplicationAnswers {
  const emailNotifications = !rng.chance(UNSUBSCRIBED);
  if (!rng.chance(source === 'GL_WEBSITE' ? ANSWERED.GL_WEBSITE : ANSWERED.other)) {
    return {
      emailNotifications,
      eligibleToWorkInUs: null,
      requireSponsorshipToWorkInUs: null,
      onSiteWork: null,
      fullTimeWork: null,
      rotatingShiftsWork: null,
    };
  }
  const eligible = rng.chance(country === COUNTRY_USA ? 0.9 : 0.12);
  const answer = (yes: boolean) => (rng.chance(BLANK) ? null : yes);
  return {
    emailNotifications,
    eligibleToWorkInUs: answer(eligible),
    requireSponsorshipToWorkInUs: answer(rng.chance(eligible ? 0.1 : 0.75)),
    onSiteWork: answer(rng.chance(0.6)),
    fullTimeWork: answer(rng.chance(0.85)),
    rotatingShiftsWork: answer(rng.chance(0.3)),
  };
}
