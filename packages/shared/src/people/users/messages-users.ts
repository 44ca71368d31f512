/** The users screens' limits and texts. No schema here: the app's first load (its translations) takes
 * these without the user schemas and the phone library they need. */
export const USER_LIMITS = { nameMin: 2, nameMax: 128, addressMax: 128, titleMax: 128 } as const;

export const USER_MESSAGES = {
  nameLength: `Must be ${USER_LIMITS.nameMin} to ${USER_LIMITS.nameMax} characters`,
  nameCharacters: 'Only letters, digits and spaces are allowed',
  /** VEND-38: the create answered 409. */
  emailExists: 'email exists',
  /** VEND-39: any other create failure. */
  createFailed: 'something went wrong',
  notFound: 'User not found',
  vendorRequired: 'A vendor user needs a vendor',
  vendorOnlyForVendorUsers: 'Only a vendor user belongs to a vendor',
  vendorNotFound: 'Vendor not found',
  vendorInactive: 'The vendor is inactive: activate it before adding users',
  passwordNotAccepted: 'The password is set by the user through the invitation e-mail',
  /** USER-02: a TAG edits and creates only VENDOR-role users. */
  tagVendorUsersOnly: 'A TAG may only create and edit vendor users',
  ownRole: 'You cannot change your own role',
  ownStatus: 'You cannot deactivate yourself',
  created: 'User created. The invitation e-mail is on its way.',
  saved: 'User saved',
  invitationSent: 'Invitation sent',
  alreadyActive: 'This user has already set a password',
  inactive: 'The user is inactive: activate them first',
  activated: 'User activated',
  deactivated: 'User deactivated',
} as const;
