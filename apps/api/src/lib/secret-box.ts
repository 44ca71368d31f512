import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A small secret encrypted at rest with AES-256-GCM (docs/decisions.md, Two-factor sign-in): the TOTP
 * secrets. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` is authenticated with it (the
 * owner's id), so a value copied into another row does not decrypt there.
 */
const VERSION = 'v1';

export function encryptSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value was not made with this key and context (or is damaged). */
export function decryptSecret(key: Buffer, stored: string, context: string): string | null {
  const [version, iv, tag, body, extra] = stored.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || extra !== undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
