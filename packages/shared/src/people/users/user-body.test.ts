import { describe, expect, it } from 'vitest';
import { MESSAGES, maxCharacters, minCharacters } from '../../core/index.js';
import { CANDIDATE_MESSAGES } from '../../candidates/index.js';
import { USER_MESSAGES } from './messages-users.js';
import { userBodySchema } from './user-body.js';
import { userListQuerySchema, userListQueryToQueryPairs } from './user-list-query.js';

const VENDOR_ID = '0b6f1f9e-3c1a-4f51-9a33-2a1d8f6c9b10';
/** VEND-18: the new vendor user payload, password sent empty. */
const body = {
  firstName: 'Meera',
  middleName: '',
  lastName: 'Nair',
  email: 'Meera.Nair@Lotus.example',
  telephone: '98765 43210',
  address: '12 MG Road, Bengaluru',
  country: 'India',
  role: 'VENDOR',
  vendorExternalId: VENDOR_ID,
  password: '',
};
const errors = (value: unknown) => {
  const result = userBodySchema.safeParse(value);
  const out: Record<string, string[]> = {};
  if (!result.success) for (const i of result.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
};

describe('user body (POST /api/users, PUT /api/users/{id})', () => {
  it('[VEND-18] [VEND-37] takes the new vendor user payload: blanks become null, the phone gets its +, the empty password is dropped', () => {
    expect(userBodySchema.parse(body)).toEqual({
      firstName: 'Meera',
      middleName: null,
      lastName: 'Nair',
      email: 'meera.nair@lotus.example',
      telephone: '+919876543210',
      address: '12 MG Road, Bengaluru',
      country: 'India',
      role: 'VENDOR',
      vendorExternalId: VENDOR_ID,
      title: null,
    });
  });

  it('refuses a password: the user sets it through the invitation', () => {
    expect(errors({ ...body, password: 'Secret-pass-1' }).password).toEqual([
      USER_MESSAGES.passwordNotAccepted,
    ]);
  });

  it('[VEND-20] [VEND-22] first and last name are 2 to 128 characters, and required', () => {
    for (const key of ['firstName', 'lastName'] as const) {
      expect(errors({ ...body, [key]: 'A' })[key]).toEqual([USER_MESSAGES.nameLength]);
      expect(errors({ ...body, [key]: 'A'.repeat(129) })[key]).toEqual([USER_MESSAGES.nameLength]);
      expect(errors({ ...body, [key]: 'Ab' })[key]).toBeUndefined();
      expect(errors({ ...body, [key]: 'A'.repeat(128) })[key]).toBeUndefined();
      expect(errors({ ...body, [key]: ' ' })[key]).toEqual([MESSAGES.mandatoryField]);
    }
  });

  it('[VEND-21] [VEND-23] names take letters of any alphabet, digits and spaces only', () => {
    for (const key of ['firstName', 'lastName'] as const) {
      expect(errors({ ...body, [key]: 'Zoë Ångström 2' })[key]).toBeUndefined();
      expect(errors({ ...body, [key]: 'मीरा' })[key]).toBeUndefined();
      for (const bad of ['O’Brien', 'Anne-Marie', 'Meera.', 'Nair_1'])
        expect(errors({ ...body, [key]: bad })[key]).toEqual([USER_MESSAGES.nameCharacters]);
    }
    expect(errors({ ...body, middleName: 'Kumari-J' }).middleName).toEqual([USER_MESSAGES.nameCharacters]);
  });

  it('[VEND-24] [VEND-25] [VEND-26] e-mail is required, valid and 6 to 320 characters', () => {
    expect(errors({ ...body, email: '' }).email).toEqual([MESSAGES.mandatoryField]);
    expect(errors({ ...body, email: 'meera.nair' }).email).toEqual([CANDIDATE_MESSAGES.emailInvalid]);
    expect(errors({ ...body, email: 'a@b.c' }).email).toContain(minCharacters(6));
    expect(errors({ ...body, email: `${'a'.repeat(310)}@lotus.example` }).email).toContain(
      maxCharacters(320),
    );
    expect(errors({ ...body, email: 'ab@c.de' }).email).toBeUndefined();
  });

  it('[VEND-27] [VEND-28] [VEND-29] [VEND-30] the telephone is optional (also in India); spaces and + do not count; 7 to 20 digits; digits with separators', () => {
    expect(userBodySchema.parse({ ...body, telephone: '' }).telephone).toBeNull();
    expect(userBodySchema.parse({ ...body, telephone: undefined }).telephone).toBeNull();
    expect(errors({ ...body, country: 'USA', telephone: '+1 234 56' }).telephone).toEqual([
      CANDIDATE_MESSAGES.phoneLength,
    ]);
    expect(errors({ ...body, country: 'USA', telephone: '1'.repeat(21) }).telephone).toEqual([
      CANDIDATE_MESSAGES.phoneLength,
    ]);
    expect(errors({ ...body, country: 'USA', telephone: '(415) 555 0100' }).telephone).toEqual([
      CANDIDATE_MESSAGES.phoneInvalid,
    ]);
    expect(errors({ ...body, country: 'USA', telephone: '+1 415-555-0100' }).telephone).toBeUndefined();
  });

  it('[VEND-35] [VEND-36] [VEND-37] numbers read with the country (USA +1; India 91 and 12 digits) and start with +', () => {
    expect(userBodySchema.parse({ ...body, country: 'USA', telephone: '415 555 0100' }).telephone).toBe(
      '+14155550100',
    );
    expect(errors({ ...body, telephone: '+91 98765 4321' }).telephone).toEqual([
      CANDIDATE_MESSAGES.phoneIndiaLength,
    ]);
  });

  it('[VEND-31] [VEND-32] address at most 128 characters; country required and from the list', () => {
    expect(errors({ ...body, address: 'a'.repeat(129) }).address).toEqual([maxCharacters(128)]);
    expect(errors({ ...body, address: 'a'.repeat(128) }).address).toBeUndefined();
    expect(errors({ ...body, country: '' }).country).toEqual([MESSAGES.mandatoryField]);
    expect(errors({ ...body, country: 'Atlantis' }).country).toEqual([CANDIDATE_MESSAGES.countryUnknown]);
  });

  it('[VEND-33] a VENDOR-role user needs a vendor; other roles may not have one', () => {
    expect(errors({ ...body, vendorExternalId: '' }).vendorExternalId).toEqual([
      USER_MESSAGES.vendorRequired,
    ]);
    expect(errors({ ...body, role: 'TAG' }).vendorExternalId).toEqual([
      USER_MESSAGES.vendorOnlyForVendorUsers,
    ]);
    expect(
      userBodySchema.parse({ ...body, role: 'TAG', vendorExternalId: null }).vendorExternalId,
    ).toBeNull();
    expect(errors({ ...body, role: 'OWNER' }).role).toBeDefined();
  });
});

describe('user list query (GET /api/users)', () => {
  it('reads repeated and comma-separated filters and writes them back', () => {
    const query = userListQuerySchema.parse({
      page: '2',
      size: '25',
      search: 'nair',
      roles: 'VENDOR,TAG',
      statuses: ['INACTIVE'],
      vendorExternalIds: VENDOR_ID,
    });
    expect(query).toMatchObject({
      page: 2,
      size: 25,
      column: 'fullName',
      order: 'asc',
      roles: ['VENDOR', 'TAG'],
    });
    expect(userListQueryToQueryPairs(query)).toEqual([
      ['page', '2'],
      ['size', '25'],
      ['column', 'fullName'],
      ['order', 'asc'],
      ['search', 'nair'],
      ['roles', 'VENDOR'],
      ['roles', 'TAG'],
      ['vendorExternalIds', VENDOR_ID],
      ['statuses', 'INACTIVE'],
    ]);
  });
});
