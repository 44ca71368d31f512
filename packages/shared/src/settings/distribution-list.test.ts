import { describe, expect, it } from 'vitest';
import {
  DISTRIBUTION_LIST_MESSAGES,
  distributionListBodySchema,
  distributionListFormSchema,
  splitAddressText,
} from './distribution-list.js';

describe('distribution list schemas (SET-03)', () => {
  it('[SET-03] splits the box on lines, commas and semicolons, keeping each entry’s line', () => {
    expect(splitAddressText('a@x.io, b@x.io\n\n c@x.io ;d@x.io\r\n,')).toEqual([
      { line: 1, value: 'a@x.io' },
      { line: 1, value: 'b@x.io' },
      { line: 3, value: 'c@x.io' },
      { line: 3, value: 'd@x.io' },
    ]);
  });

  it('[SET-03] the body lower-cases, drops repeats in any case and needs at least one address', () => {
    const parsed = distributionListBodySchema.parse({
      name: ' Hiring leads ',
      description: '',
      addresses: ['A@x.io', 'a@X.io', 'b@x.io'],
    });
    expect(parsed).toEqual({ name: 'Hiring leads', description: null, addresses: ['a@x.io', 'b@x.io'] });
    const none = distributionListBodySchema.safeParse({ name: 'Ops', addresses: [] });
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['addresses', DISTRIBUTION_LIST_MESSAGES.addressesRequired],
    ]);
  });

  it('[SET-03] the form names every invalid entry by its line, and outputs the API body', () => {
    const bad = distributionListFormSchema.safeParse({
      name: 'Ops',
      description: '',
      addresses: 'a@x.io\nnope',
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['addresses', 'Line 2: "nope" – Please enter a valid email address'],
    ]);
    const good = distributionListFormSchema.parse({
      name: 'Ops',
      description: 'x',
      addresses: 'a@x.io, A@X.io',
    });
    expect(good).toEqual({ name: 'Ops', description: 'x', addresses: ['a@x.io'] });
  });
});
