import { randomBytes } from 'node:crypto';

/** A random, unguessable storage key (never derived from the uploaded file's name). */
export function newStorageKey(): string {
  return randomBytes(24).toString('base64url');
}
