/** Texts the server produces and the web shows as they are (spec error catalogue, ERR-02/AUTH-08). */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  vendorInactive: 'Your vendor account is inactive. Contact your administrator.',
  userInactive: 'Your account is inactive. Contact your administrator.',
  /** LIST-19, LIST-20: the date range filters. */
  noFutureDates: 'No future dates',
  dateRangeOrder: 'The end date must not be before the start date',
  sessionRequired: 'Please sign in',
  forbidden: 'You do not have access to this action',
  passwordChangeRequired:
    'This account still uses the published demo password. Choose a new password to continue.',
  crossOrigin: 'Cross-site request refused',
  notFound: 'Not found',
  vacancyNotFound: 'Vacancy not found',
  currentPasswordWrong: 'Current password is incorrect',
  passwordAttemptsSignedOut:
    'Current password is incorrect. After too many attempts you have been signed out.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Try again later.',
  passwordPolicy: 'Password must be 8 to 128 characters and not a commonly used password',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordSameAsCurrent: 'New password must differ from the current password',
  passwordChanged: 'Password changed. You will be signed out in 5 seconds.',
  mandatoryField: 'This field is required',
} as const;

export function minCharacters(min: number): string {
  return `Minimum ${min} characters`;
}

/** ERR-03 maxNumberCharacters. */
export function maxCharacters(max: number): string {
  return `Maximum ${max} characters`;
}
