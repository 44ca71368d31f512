import { z } from 'zod';
import { roleSchema, maxCharacters, normalisePhone, phoneIssue, plainText } from '../../core/index.js';
import { USER_LIMITS, USER_MESSAGES } from './messages-users.js';
import {
  candidateEmailSchema,
  countryNameSchema,
  optionalText,
  requiredString,
} from '../../candidates/index.js';

// VEND-21/23: letters of any alphabet (with their accents), digits and spaces.
const NAME_CHARACTERS = /^[\p{L}\p{M}\d ]*$/u;

function userName() {
  return requiredString()
    .refine((v) => v === '' || v.length >= USER_LIMITS.nameMin, USER_MESSAGES.nameLength)
    .max(USER_LIMITS.nameMax, USER_MESSAGES.nameLength)
    .refine((v) => NAME_CHARACTERS.test(v), USER_MESSAGES.nameCharacters);
}

const optionalUserName = plainText()
  .max(USER_LIMITS.nameMax, maxCharacters(USER_LIMITS.nameMax))
  .refine((v) => NAME_CHARACTERS.test(v), USER_MESSAGES.nameCharacters)
  .nullish()
  .transform((v) => v || null);

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The user form and its API body (POST /api/users, PUT /api/users/{id}; VEND-18..37, USER-06). The
 * telephone is optional and follows the phone rules of the user's country, stored with a leading +.
 * The password is never set here (the spec sends it empty): the user sets it through the invitation.
 */
export const userBodySchema = z
  .strictObject({
    firstName: userName(),
    middleName: optionalUserName,
    lastName: userName(),
    email: candidateEmailSchema,
    telephone: plainText()
      .nullish()
      .transform((v) => v?.trim() || null),
    address: optionalText(USER_LIMITS.addressMax),
    country: countryNameSchema,
    role: roleSchema,
    vendorExternalId: z.preprocess(blankToNull, z.uuid().nullish()).transform((v) => v ?? null),
    title: optionalText(USER_LIMITS.titleMax),
    password: z.literal('', { error: USER_MESSAGES.passwordNotAccepted }).nullish(),
  })
  .superRefine((body, ctx) => {
    const issue = body.telephone ? phoneIssue(body.telephone, body.country) : null;
    if (issue) ctx.addIssue({ code: 'custom', path: ['telephone'], message: issue });
    if (body.role === 'VENDOR' && !body.vendorExternalId) {
      ctx.addIssue({ code: 'custom', path: ['vendorExternalId'], message: USER_MESSAGES.vendorRequired });
    }
    if (body.role !== 'VENDOR' && body.vendorExternalId) {
      ctx.addIssue({
        code: 'custom',
        path: ['vendorExternalId'],
        message: USER_MESSAGES.vendorOnlyForVendorUsers,
      });
    }
  })
  .transform(({ password: _password, ...body }) => ({
    ...body,
    telephone: body.telephone ? normalisePhone(body.telephone, body.country) : null,
  }));
export type UserBody = z.output<typeof userBodySchema>;
export type UserBodyInput = z.input<typeof userBodySchema>;

/** The empty form (create); the new vendor user page presets role, vendor and country. */
export const EMPTY_USER_FORM = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  telephone: '',
  address: '',
  country: '',
  role: 'VENDOR',
  vendorExternalId: '',
  title: '',
} as const satisfies Record<keyof Omit<UserBodyInput, 'password'>, string>;
