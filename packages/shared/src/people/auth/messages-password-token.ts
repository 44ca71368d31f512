/** The e-mailed password links' lifetimes and texts. No schema here: the sign-in and password pages'
 * first load takes them without zod. */
/** How long an e-mailed link works (docs/decisions.md): an invitation 72 hours, a reset 1 hour. */
export const TOKEN_LIFETIME_HOURS = { INVITATION: 72, PASSWORD_RESET: 1 } as const;

export const PASSWORD_TOKEN_MESSAGES = {
  linkInvalid: 'This link is invalid, expired or already used. Ask for a new one.',
  passwordSet: 'Your password is set. Sign in with it.',
  resetRequested:
    'If an account uses this e-mail, a link to choose a new password is on its way. It works for 1 hour.',
  tooManyResets: 'Too many requests. Try again later.',
} as const;
