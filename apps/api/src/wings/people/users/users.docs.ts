import { apiErrorSchema, USER_MESSAGES, userBodySchema } from '@talent-desk/shared';

/** POST /api/users and PUT /api/users/{id}: the user form, as the OpenAPI document shows it. */
export const userBodyDoc = userBodySchema.meta({
  description:
    'Names 2-128 letters, digits and spaces; e-mail unique whatever its case; telephone optional (the ' +
    'phone rules of the country, stored with a leading +); vendorExternalId required for the VENDOR ' +
    'role and refused for the others; password only empty (the user sets it through the invitation).',
  examples: [
    {
      firstName: 'Meera',
      lastName: 'Nair',
      email: 'meera.nair@lotus.example',
      telephone: '+91 98765 43210',
      country: 'India',
      role: 'VENDOR',
      vendorExternalId: '0b6f1f9e-3c1a-4f51-9a33-2a1d8f6c9b10',
      password: '',
    },
  ],
});

export const userErrors = {
  notFound: { 404: apiErrorSchema.describe(`'${USER_MESSAGES.notFound}': no user has this id`) },
  forbidden: {
    403: apiErrorSchema.describe(`'${USER_MESSAGES.tagVendorUsersOnly}' (USER-02), or not ADMIN/TAG`),
  },
  conflict: {
    409: apiErrorSchema.describe(
      `'${USER_MESSAGES.emailExists}' (VEND-38), '${USER_MESSAGES.vendorInactive}', ` +
        `'${USER_MESSAGES.ownRole}', '${USER_MESSAGES.ownStatus}', '${USER_MESSAGES.alreadyActive}'`,
    ),
  },
};

/** Summary and description of each user operation (ADMIN and TAG; a VENDOR gets 403 on all of them). */
export const USER_DOCS = {
  list: {
    summary: 'List users',
    description:
      'Paged (page, size, column, order; default full name ascending). Filters: search (part of the ' +
      'name or e-mail, any case), roles, vendorExternalIds, statuses (each repeatable).',
  },
  create: {
    summary: 'Create a user (VEND-19)',
    description:
      'The user gets an invitation e-mail with a single-use link (72 hours) to choose a password. A TAG ' +
      'creates only VENDOR-role users, on an ACTIVE vendor.',
  },
  read: { summary: 'Read a user (USER-07)' },
  update: {
    summary: 'Edit a user (USER-02/03)',
    description:
      'A TAG edits only VENDOR-role users. A changed role or vendor ends the user’s sessions. Nobody ' +
      'changes their own role.',
  },
  activate: { summary: 'Activate a user (ADMIN)' },
  deactivate: {
    summary: 'Deactivate a user (ADMIN)',
    description: 'Ends every session of the user and blocks their sign-in until activated again.',
  },
  invitation: {
    summary: 'Send the invitation again',
    description: 'A new link; earlier ones stop working. 409 when the user already set a password.',
  },
} as const;
