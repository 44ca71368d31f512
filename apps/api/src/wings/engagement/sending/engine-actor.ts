import type { Actor } from '../../../lib/actor.js';

/**
 * Who evaluates a campaign's audience when it opens: staff-wide, like the ADMIN or TAG who scheduled
 * it (campaigns are staff-only; the VENDOR scope never applies to an audience). No user has id 0, so
 * nothing can be attributed to this actor by mistake.
 */
export const CAMPAIGN_ENGINE_ACTOR: Actor = {
  userId: 0,
  externalId: '00000000-0000-0000-0000-000000000000',
  role: 'ADMIN',
  vendorId: null,
  vendorExternalId: null,
  businessGroupId: null,
};
