import { sql } from 'drizzle-orm';
import type { ReportQuery, VendorStatus } from '@talent-desk/shared';
import { candidates, candidateVacancies, vacancyVendors, vendors } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { REACH, reachedRank } from './pipeline-reach.js';
import { daysBetween, inRange } from './report-sql.js';

export type VendorReportRecord = {
  externalId: string;
  name: string;
  status: VendorStatus;
  submitted: number;
  shortlisted: number;
  joined: number;
  rejected: number;
  sharedVacancies: number;
  sharedWithSubmission: number;
  medianDaysToFirstSubmission: number | null;
};

/**
 * Every vendor with its submittals of the range (assignments, made in the range, of candidates the
 * vendor brought): how many reached the shortlist or joined (at any time since) and how many are
 * rejected now; and every vacancy shared with it, whenever shared and in any status (what the vendor's
 * page lists, so the two never disagree), with the median days from each share to the vendor's first
 * submittal to that vacancy after it (shares without one are left out of the median).
 * @scope every vendor: Reports is ADMIN only (REP-01; the route's permission reports:read).
 */
export async function vendorsReport(db: Queryable, query: ReportQuery): Promise<VendorReportRecord[]> {
  const v = vendors;
  const result = await db.execute<VendorReportRecord>(sql`
    with submittals as (
      select c.vendor_id, count(*)::int as submitted,
        count(*) filter (where ${reachedRank(sql`cv`)} >= ${REACH.shortlisted})::int as shortlisted,
        count(*) filter (where ${reachedRank(sql`cv`)} >= ${REACH.joined})::int as joined,
        count(*) filter (where cv.status = 'REJECTED')::int as rejected
      from ${candidateVacancies} cv join ${candidates} c on c.id = cv.candidate_id
      where c.vendor_id is not null and ${inRange(sql`cv.created_at`, query)}
      group by c.vendor_id
    ),
    shares as (
      select s.vendor_id, s.shared_at, (
        select min(cv.created_at)
        from ${candidateVacancies} cv join ${candidates} c on c.id = cv.candidate_id
        where cv.vacancy_id = s.vacancy_id and c.vendor_id = s.vendor_id and cv.created_at >= s.shared_at
      ) as first_submittal
      from ${vacancyVendors} s
    ),
    share_times as (
      select vendor_id, count(*)::int as shared, count(first_submittal)::int as answered,
        (percentile_cont(0.5) within group (
          order by ${daysBetween(sql`shared_at`, sql`first_submittal`)}))::float8 as median
      from shares group by vendor_id
    )
    select ${v.externalId} as "externalId", ${v.name} as name, ${v.status} as status,
      coalesce(sub.submitted, 0) as submitted, coalesce(sub.shortlisted, 0) as shortlisted,
      coalesce(sub.joined, 0) as joined, coalesce(sub.rejected, 0) as rejected,
      coalesce(st.shared, 0) as "sharedVacancies", coalesce(st.answered, 0) as "sharedWithSubmission",
      st.median as "medianDaysToFirstSubmission"
    from ${v}
    left join submittals sub on sub.vendor_id = ${v.id}
    left join share_times st on st.vendor_id = ${v.id}
    order by coalesce(sub.submitted, 0) desc, lower(${v.name}), ${v.id}`);
  return result.rows;
}
