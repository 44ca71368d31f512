import { randomBytes } from 'node:crypto';
import { hashToken } from './token-digest.js';

const TOKEN_BYTES = 32;

/**
 * A campaign recipient's link key (survey, unsubscribe, open pixel): 32 random bytes as base64url, 43
 * characters. Random rather than signed: the token is looked up, so there is no key to leak or rotate,
 * and 256 bits cannot be guessed or enumerated.
 */
export function newRecipientToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** `count` recipient tokens from one draw of the random source (a claim issues a batch's at once). */
export function newRecipientTokens(count: number): string[] {
  const bytes = randomBytes(TOKEN_BYTES * count);
  return Array.from({ length: count }, (_, i) =>
    bytes.subarray(i * TOKEN_BYTES, (i + 1) * TOKEN_BYTES).toString('base64url'),
  );
}

/**
 * What campaign_recipients.token_hash stores: the token's SHA-256 (base64url), the digest sessions and
 * user tokens use. The raw token exists only in the recipient's e-mail: a copy of the database opens no
 * survey and unsubscribes nobody.
 */
export function recipientTokenDigest(token: string): string {
  return hashToken(token);
}
