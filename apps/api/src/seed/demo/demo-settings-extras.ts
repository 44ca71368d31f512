import { sql } from 'drizzle-orm';
import { CREDIT_USING_ASSESSMENT_STATUSES } from '@talent-desk/shared';
import {
  candidates,
  distributionLists,
  securitySettings,
  vendors,
  vendorTestCredits,
} from '../../db/schema/index.js';
import { STAFF_EMAIL_DOMAIN } from './demo-constants.js';
import type { Tx } from '../types.js';

const staff = (...names: string[]) => names.map((name) => `${name}@${STAFF_EMAIL_DOMAIN}`);

/** Settings > Distribution lists (SET-03): three lists of the shapes ADMINs keep. */
export const DEMO_DISTRIBUTION_LISTS = [
  {
    name: 'Hiring leads',
    description: 'Weekly pipeline summary for the hiring leads',
    addresses: staff('admin', 'recruiter', 'priya.raman', 'daniel.okafor', 'lena.vogel'),
  },
  {
    name: 'Vendor contacts',
    description: 'Primary contacts of the active staffing vendors',
    addresses: ['vendor@acme.test', 'vendor@globex.test', 'talent@umbrella.test', 'partners@northwind.test'],
  },
  {
    name: 'Background check desk',
    description: null,
    addresses: staff('bgc-desk', 'compliance'),
  },
] as const;

/**
 * Settings > Security in the demo: two-factor sign-in required of nobody, so that the published demo
 * logins (and the browser tests) sign in in one step; a new installation requires it of staff
 * (migration 0035). main.ts says so at start.
 */
export const DEMO_SECURITY_SETTINGS = {
  requireTwoFactorForStaff: false,
  requireTwoFactorForVendors: false,
} as const;

export async function seedDemoSecuritySettings(tx: Tx): Promise<void> {
  await tx
    .insert(securitySettings)
    .values({ id: true, ...DEMO_SECURITY_SETTINGS })
    .onConflictDoUpdate({ target: securitySettings.id, set: DEMO_SECURITY_SETTINGS });
}

/**
 * Test credits (SET-03: test-credits) for every demo vendor, from what its candidates used (assessment
 * sent): in vendor-name order a generous round grant, a tight one, one exactly used up, and one where
 * assessments went out after the grant ran out (over it), so the list shows every state of the flag.
 */
export async function seedDemoSettingsExtras(tx: Tx): Promise<void> {
  await tx
    .insert(distributionLists)
    .values(DEMO_DISTRIBUTION_LISTS.map((list) => ({ ...list, addresses: [...list.addresses] })));
  const statuses = sql.join(
    CREDIT_USING_ASSESSMENT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${vendorTestCredits} (vendor_id, granted, version)
    select id,
      case rank % 4
        when 1 then ceil((used + 20) / 50.0) * 50
        when 2 then ceil((used + 3) / 10.0) * 10
        when 3 then used
        else greatest(used - 2, 0)
      end,
      1
    from (
      select ${vendors.id} as id, row_number() over (order by lower(${vendors.name})) as rank,
        (select count(*) from ${candidates}
          where ${candidates.vendorId} = ${vendors.id} and ${candidates.assessmentStatus} in (${statuses}))::int as used
      from ${vendors}
    ) counted`);
}
