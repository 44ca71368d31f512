import { createHash } from 'node:crypto';

/**
 * The SHA-256 digest (base64url) under which every secret token is stored: sessions, password links and
 * campaign links. Only the digest is kept, so a stolen database does not yield usable tokens.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
