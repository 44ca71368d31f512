import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header is `Bearer <token>` with the configured METRICS_TOKEN. Both sides
 * are compared as SHA-256 digests with timingSafeEqual: equal lengths whatever was sent, so neither the
 * token's characters nor its length leak through the answer's timing.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
}
