import { sql, type SQL } from 'drizzle-orm';
import { candidateStatusHistory } from '../../../db/schema/index.js';

/**
 * How far along the pipeline a status is: Recruiter Screening 1, Shortlisted 2, Offer Accepted 3,
 * Candidate Joined 4; Pending, Rejected and anything else 0.
 */
const rankOf = (status: SQL): SQL => sql`(case ${status}::text
  when 'ACCEPTED' then 1 when 'SHORTLISTED' then 2 when 'OFFER_ACCEPTED' then 3 when 'ONBOARDED' then 4
  else 0 end)`;

/** The stage ranks of the funnel: screening, shortlisted, offer accepted, joined (assigned is every row). */
export const REACH = { screening: 1, shortlisted: 2, offerAccepted: 3, joined: 4 } as const;

/**
 * The furthest stage an assignment (`cv`: a candidate_vacancies row) ever reached: its status now or any
 * status its history went through on that vacancy. A candidate rejected after the shortlist was
 * shortlisted: the funnel counts it there, and as rejected.
 */
export function reachedRank(cv: SQL): SQL {
  const h = candidateStatusHistory;
  return sql`greatest(${rankOf(sql`${cv}.status`)}, coalesce((
    select max(${rankOf(sql`${h.toStatus}`)}) from ${h}
    where ${h.kind} = 'VACANCY_STATUS' and ${h.candidateId} = ${cv}.candidate_id
      and ${h.vacancyId} = ${cv}.vacancy_id), 0))`;
}
