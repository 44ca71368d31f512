/**
 * What a single-use e-mailed link is for: a new user's first password, or a forgotten one. Without zod,
 * so the password pages' first load can check an answer's purpose (auth/password-link-rules.ts).
 */
export const USER_TOKEN_PURPOSES = ['INVITATION', 'PASSWORD_RESET'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];
