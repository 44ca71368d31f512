import type { CurrentUser } from './auth.js';
import { SECOND_FACTOR_STATES, type SecondFactorState } from './two-factor-rules.js';

/** GET /api/auth/me as the web reads it: the role as any string, so that an unknown role can be
 * recognised and logged out (NAV-21) instead of failing to parse. */
export type SessionUser = Omit<CurrentUser, 'role'> & { role: string };

// zod's z.uuid() pattern (RFC 9562 versions 1-8, nil and max), so both readers accept the same ids.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function readVendor(value: unknown): SessionUser['vendor'] | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isUuid(value.externalId) || !isText(value.name)) return undefined;
  return { externalId: value.externalId, name: value.name };
}

/**
 * Reads /me's body, or null when it is not a user. Plain checks rather than `currentUserSchema` (which
 * accepts the same bodies, see the test): the web's first load reads the session without zod.
 */
export function readSessionUser(body: unknown): SessionUser | null {
  if (!isRecord(body)) return null;
  const { externalId, firstName, middleName, lastName, email, role, title } = body;
  const vendor = readVendor(body.vendor);
  if (!isUuid(externalId) || !isText(firstName) || !isTextOrNull(middleName) || !isText(lastName)) {
    return null;
  }
  if (!isText(email) || !isText(role) || !isTextOrNull(title) || vendor === undefined) return null;
  const { passwordChangeRequired, secondFactor } = body;
  if (typeof passwordChangeRequired !== 'boolean') return null;
  if (!(SECOND_FACTOR_STATES as readonly unknown[]).includes(secondFactor)) return null;
  return {
    externalId,
    firstName,
    middleName,
    lastName,
    email,
    role,
    title,
    vendor,
    passwordChangeRequired,
    secondFactor: secondFactor as SecondFactorState,
  };
}
