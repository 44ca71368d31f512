import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '../../candidates/index.js';
import { VENDOR_MESSAGES, vendorBodySchema } from './vendor-body.js';
import { vendorListQuerySchema, vendorListQueryToQueryPairs } from './vendor-list-query.js';
import { vendorVacancyQuerySchema } from './vendor-vacancies.js';

const body = {
  name: '  Lotus Talent  ',
  tier: 'Tier 2',
  country: 'India',
  primaryContactName: 'Meera Nair',
  primaryContactEmail: 'Meera.Nair@Lotus.example',
  primaryContactPhone: '98765 43210',
};
const issues = (value: unknown) => {
  const result = vendorBodySchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('vendor body (POST /api/vendors, PUT /api/vendors/{id})', () => {
  it('trims the name, lower-cases the e-mail and stores the phone with + (the candidate phone rules)', () => {
    expect(vendorBodySchema.parse(body)).toEqual({
      ...body,
      name: 'Lotus Talent',
      primaryContactEmail: 'meera.nair@lotus.example',
      primaryContactPhone: '+919876543210',
    });
  });

  it('keeps the contact optional: blanks are stored as null, also in India (no phone required there)', () => {
    expect(
      vendorBodySchema.parse({
        ...body,
        primaryContactName: ' ',
        primaryContactEmail: '',
        primaryContactPhone: '',
      }),
    ).toMatchObject({ primaryContactName: null, primaryContactEmail: null, primaryContactPhone: null });
  });

  it('names each broken field: name length, tier of the list, country of the list, e-mail shape', () => {
    const found = issues({
      ...body,
      name: 'x',
      tier: 'Gold',
      country: 'Atlantis',
      primaryContactEmail: 'nope',
    });
    expect([...new Set(found.map((i) => i.path))].sort()).toEqual([
      'country',
      'name',
      'primaryContactEmail',
      'tier',
    ]);
    expect(found.find((i) => i.path === 'name')?.message).toBe(VENDOR_MESSAGES.nameLength);
    expect(issues({ ...body, name: 'x'.repeat(129) })[0]?.path).toBe('name');
    expect(issues({ ...body, name: 'x'.repeat(128) })).toEqual([]);
  });

  it('applies the phone rules of the contact country (letters, length, 91 needs 12 digits)', () => {
    const phone = (primaryContactPhone: string, country = 'India') =>
      issues({ ...body, country, primaryContactPhone }).map((i) => i.message);
    expect(phone('12ab')).toEqual([CANDIDATE_MESSAGES.phoneInvalid]);
    expect(phone('123')).toEqual([CANDIDATE_MESSAGES.phoneLength]);
    expect(phone('+91 98765 4321')).toEqual([CANDIDATE_MESSAGES.phoneIndiaLength]);
    expect(phone('(212) 555-0147', 'USA')).toEqual([CANDIDATE_MESSAGES.phoneInvalid]);
    expect(
      vendorBodySchema.parse({ ...body, country: 'USA', primaryContactPhone: '212 555 0147' }),
    ).toMatchObject({
      primaryContactPhone: '+12125550147',
    });
  });

  it('refuses fields it does not know (status changes only through activate/deactivate)', () => {
    expect(issues({ ...body, status: 'INACTIVE' }).map((i) => i.message)).toEqual([
      expect.stringContaining('status'),
    ]);
  });
});

describe('list queries', () => {
  it('the vendor list sorts by name ascending by default; filters go back into the query string', () => {
    const query = vendorListQuerySchema.parse({
      tiers: ['Tier 1', 'Tier 3'],
      statuses: 'INACTIVE',
      search: 'ac',
    });
    expect(query).toMatchObject({ page: 1, size: 15, column: 'name', order: 'asc' });
    expect(vendorListQueryToQueryPairs(query)).toEqual([
      ['page', '1'],
      ['size', '15'],
      ['column', 'name'],
      ['order', 'asc'],
      ['search', 'ac'],
      ['tiers', 'Tier 1'],
      ['tiers', 'Tier 3'],
      ['statuses', 'INACTIVE'],
    ]);
  });

  it("[VEND-07][VEND-08] the vendor's vacancies: page, size, column, order; title ascending by default", () => {
    expect(vendorVacancyQuerySchema.parse({})).toEqual({ page: 1, size: 15, column: 'title', order: 'asc' });
    expect(
      vendorVacancyQuerySchema.parse({ page: '2', size: '5', column: 'createdAt', order: 'desc' }),
    ).toEqual({
      page: 2,
      size: 5,
      column: 'createdAt',
      order: 'desc',
    });
  });
});
