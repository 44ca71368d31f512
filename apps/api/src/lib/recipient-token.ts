import { randomBytes } from 'node:crypto';

/**
 * A campaign recipient's link key (survey, unsubscribe, open pixel): 32 random bytes as base64url, 43
 * characters. Random rather than signed: the token is looked up, so there is no key to leak or rotate,
 * and 256 bits cannot be guessed or enumerated.
 */
export function newRecipientToken(): string {
  return randomBytes(32).toString('base64url');
}
