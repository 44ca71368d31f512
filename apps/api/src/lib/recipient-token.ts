import { randomBytes } from 'node:crypto';
import { hashToken } from './token-digest.js';

/**
 * A campaign recipient's link key (survey, unsubscribe, open pixel): 32 random bytes as base64url, 43
 * characters. Random rather than signed: the token is looked up, so there is no key to leak or rotate,
 * and 256 bits cannot be guessed or enumerated.
 */
export function newRecipientToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What campaign_recipients.token_hash stores: the token's SHA-256 (base64url), the digest sessions and
 * user tokens use. The raw token exists only in the recipient's e-mail: a copy of the database opens no
 * survey and unsubscribes nobody.
 */
export function recipientTokenDigest(token: string): string {
  return hashToken(token);
}
