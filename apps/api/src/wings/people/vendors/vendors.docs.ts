import { apiErrorSchema, VENDOR_MESSAGES, VENDOR_TIERS, vendorBodySchema } from '@talent-desk/shared';

/** A vendor an ADMIN or TAG can save as it is. */
const VENDOR_EXAMPLE = {
  name: 'Lotus Talent',
  tier: 'Tier 2',
  country: 'India',
  primaryContactName: 'Meera Nair',
  primaryContactEmail: 'meera.nair@lotus.example',
  primaryContactPhone: '+91 98765 43210',
};

/** POST /api/vendors and PUT /api/vendors/{id}: the vendor form, as the OpenAPI document shows it. */
export const vendorBodyDoc = vendorBodySchema.meta({
  description:
    `Tier one of ${VENDOR_TIERS.join(', ')}; country a name of the fixed list; the contact is optional. ` +
    'The phone follows the candidate phone rules of the country and is stored with a leading +.',
  examples: [VENDOR_EXAMPLE],
});

export const vendorErrors = {
  notFound: { 404: apiErrorSchema.describe(`'${VENDOR_MESSAGES.notFound}': no vendor has this id`) },
  nameTaken: {
    409: apiErrorSchema.describe(`'${VENDOR_MESSAGES.nameTaken}': names are unique whatever their case`),
  },
};

/** Summary and description of each vendor operation (staff only: a VENDOR gets 403 on all of them). */
export const VENDOR_DOCS = {
  list: {
    summary: 'List vendors',
    description:
      'Paged (page, size 5/15/25/50/100, column, order; default name ascending). Filters: search (part ' +
      'of the name, any case), tiers, countries, statuses (each repeatable). Rows count the vendor’s ' +
      'users and the vacancies shared with it.',
  },
  create: { summary: 'Create a vendor', description: 'A new vendor is ACTIVE.' },
  read: { summary: 'Read a vendor' },
  update: {
    summary: 'Edit a vendor',
    description: 'The status is not part of the body: it changes through activate and deactivate.',
  },
  detail: {
    summary: 'A vendor and its users (VEND-05)',
    description: 'The details page in one call: `vendorDetail` and the vendor’s `users`.',
  },
  vacancies: {
    summary: 'The vacancies shared with a vendor (VEND-07..09)',
    description:
      'Paged; sort by title (default, ascending), gloVacancyId, status or createdAt. Every status is ' +
      'listed. candidatesCount and newCandidatesCount (still PENDING) count this vendor’s candidates only.',
  },
  activate: {
    summary: 'Activate a vendor (VEND-11)',
    description: 'Empty body. Its users may sign in again. Activating an active vendor changes nothing.',
  },
  deactivate: {
    summary: 'Deactivate a vendor (VEND-10)',
    description:
      'Empty body. In the same transaction every session of the vendor’s users ends; they cannot sign ' +
      'in until the vendor is active again (VEND-15). Deactivating an inactive vendor changes nothing.',
  },
} as const;
