import { describe, expect, it } from 'vitest';
import { optionsMinChars, optionsQuerySchema } from './options.js';

describe('options query', () => {
  it('[LIST-10] fetches at most 50 options per page; a bad size is one full page', () => {
    expect(optionsQuerySchema.parse({}).size).toBe(50);
    expect(optionsQuerySchema.parse({ size: '500' }).size).toBe(50);
    expect(optionsQuerySchema.parse({ size: '20', page: '3' })).toMatchObject({ size: 20, page: 3 });
  });

  it('[LIST-09] search starts after 3 characters, skills after 2', () => {
    expect(optionsMinChars('countries')).toBe(3);
    expect(optionsMinChars('vacancies')).toBe(3);
    expect(optionsMinChars('skills')).toBe(2);
  });

  it('[LIST-22] the state parameter may repeat (cities of several states)', () => {
    expect(optionsQuerySchema.parse({ state: 'Texas' }).state).toEqual(['Texas']);
    expect(optionsQuerySchema.parse({ state: ['Texas', 'Ohio'] }).state).toEqual(['Texas', 'Ohio']);
  });
});
