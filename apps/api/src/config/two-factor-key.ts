import { createHash } from 'node:crypto';
import { inspect } from 'node:util';

/**
 * `TWO_FACTOR_KEY`: the AES-256-GCM key that encrypts the TOTP secrets at rest (docs/decisions.md,
 * Two-factor sign-in): 32 bytes, written as 64 hex characters or as base64 (44 characters with `=`).
 * Make one with `openssl rand -hex 32`.
 */
export type TwoFactorKey = {
  /** The 32 bytes. Hidden from JSON and console output, like the other secrets of the config. */
  readonly bytes: Buffer;
  /** True for the fixed development key used outside production mode when TWO_FACTOR_KEY is unset. */
  readonly development: boolean;
};

export type TwoFactorKeyResult = { ok: true; key: TwoFactorKey } | { ok: false; message: string };

function keyOf(bytes: Buffer, development: boolean): TwoFactorKey {
  const key = { bytes, development };
  const hidden = () => `[two-factor key${development ? ' (development)' : ''}]`;
  Object.defineProperties(key, {
    toJSON: { value: hidden, enumerable: false },
    [inspect.custom]: { value: hidden, enumerable: false },
  });
  return key;
}

export function parseTwoFactorKey(value: string): TwoFactorKeyResult {
  const text = value.trim();
  let bytes: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(text)) bytes = Buffer.from(text, 'hex');
  else if (/^[A-Za-z0-9+/]{43}=?$/.test(text) || /^[A-Za-z0-9_-]{43}$/.test(text)) {
    bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  }
  if (bytes?.length !== 32) {
    return {
      ok: false,
      message: 'expected 32 bytes as 64 hex characters or base64 (make one with `openssl rand -hex 32`)',
    };
  }
  return { ok: true, key: keyOf(bytes, false) };
}

/**
 * Outside production mode, with TWO_FACTOR_KEY unset: a fixed key derived from a public constant, so
 * that the demo and development databases keep working across restarts. It protects nothing: production
 * mode refuses to start without a key of its own (config/index.ts).
 */
export function developmentTwoFactorKey(): TwoFactorKey {
  return keyOf(createHash('sha256').update('talent-desk development two-factor key').digest(), true);
}
