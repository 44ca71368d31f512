import { fromDomainMessage, isAllowedFromAddress } from '@talent-desk/shared';
import { fieldError } from '../../../../lib/validation-fields.js';

/**
 * A campaign's own From (none: MAIL_FROM) only at the operator's domains (CAMPAIGN_FROM_DOMAINS, by
 * default MAIL_FROM's): otherwise a 400 naming `from` and the domains allowed. Checked when step 2 is
 * saved and again when the campaign is scheduled (a draft saved before the rule, or before the setting
 * changed).
 */
export function assertFromAllowed(from: string | null, domains: readonly string[]): void {
  if (from && !isAllowedFromAddress(from, domains)) throw fieldError('from', fromDomainMessage(domains));
}
