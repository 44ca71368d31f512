import { describe, expect, it } from 'vitest';
import { optionsMinChars, optionsQuerySchema } from './options.js';

describe('options query', () => {
  it('[LIST-10] fetches at most 50 options per page; a bad size is one full page', () => {
    expect(optionsQuerySchema.parse({}).size).toBe(50);
    expect(optionsQuerySchema.parse({ size: '500' }).size).toBe(50);
    expect(optionsQuerySchema.parse({ size: '20', page: '3' })).toMatchObject({ size: 20, page: 3 });
  });

  it('[LIST-09] [AUD-27] search starts after 3 characters, skills after 2', () => {
    expect(optionsMinChars('countries')).toBe(3);
    expect(optionsMinChars('vacancies')).toBe(3);
    expect(optionsMinChars('skills')).toBe(2);
  });

  it('[LIST-22] the state parameter may repeat (cities of several states)', () => {
    expect(optionsQuerySchema.parse({ state: 'Texas' }).state).toEqual(['Texas']);
    expect(optionsQuerySchema.parse({ state: ['Texas', 'Ohio'] }).state).toEqual(['Texas', 'Ohio']);
  });

  it('externalIds may repeat or be a comma list of uuids, at most 100; absent is no lookup', () => {
    const a = '0b6f1f4e-7c1a-4a53-9d0e-2f3c4b5a6d7e';
    const b = '1c7e2a5f-8d2b-4b64-8e1f-3a4d5c6b7e8f';
    expect(optionsQuerySchema.parse({}).externalIds).toBeUndefined();
    expect(optionsQuerySchema.parse({ externalIds: `${a},${b}` }).externalIds).toEqual([a, b]);
    expect(optionsQuerySchema.parse({ externalIds: [a, b] }).externalIds).toEqual([a, b]);
    expect(optionsQuerySchema.safeParse({ externalIds: [a, 'React'] }).success).toBe(false);
    expect(optionsQuerySchema.safeParse({ externalIds: Array(101).fill(a) }).success).toBe(false);
  });
});
