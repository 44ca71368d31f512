import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@talent-desk/shared';
import { hashToken } from '../../../lib/token-digest.js';

/**
 * The codes of two-factor sign-in, without I/O (docs/decisions.md, Two-factor sign-in): RFC 6238 TOTP
 * through `otpauth` (SHA-1, 6 digits, 30-second steps: what every authenticator app reads), and the
 * single-use recovery codes.
 */
const totpOptions = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new random secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans: issuer TOTP_ISSUER, the account's e-mail as label. */
export function otpauthUrl(secretBase32: string, email: string): string {
  return new TOTP({
    ...totpOptions,
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secretBase32),
  }).toString();
}

/** The URI as an SVG QR code (made on the server: the page loads no QR library and sends no secret out). */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The 30-second step a 6-digit code belongs to, within TOTP_WINDOW_STEPS of `nowMs`, or null when it is
 * no code of this secret near now. The caller refuses a step not newer than the last one used.
 */
export function totpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const secret = Secret.fromBase32(secretBase32);
  const delta = TOTP.validate({
    ...totpOptions,
    secret,
    token: code,
    timestamp: nowMs,
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs }) + delta;
}

/** No 0/o, 1/l/i: a code copied by hand from paper is read right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryGroup(): string {
  let group = '';
  for (let i = 0; i < 5; i++) group += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return group;
}

/** RECOVERY_CODE_COUNT new codes `abcde-12345` (about 49 random bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(`${recoveryGroup()}-${recoveryGroup()}`);
  return [...codes];
}

/** What is stored of a recovery code: the SHA-256 of the normalised code (secondFactorCodeSchema). */
export function recoveryCodeDigest(code: string): string {
  return hashToken(code.replace(/\s+/g, '').toLowerCase());
}
