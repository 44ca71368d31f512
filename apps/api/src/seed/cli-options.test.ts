import { describe, expect, it } from 'vitest';
import { parseSeedArgs, SeedUsageError } from './cli-options.js';

describe('seed command line', () => {
  it('uses the default sizes and takes --users, --vendors, --vacancies, --candidates and --reset', () => {
    expect(parseSeedArgs([])).toEqual({
      help: false,
      reset: false,
      sizes: { users: 24, vendors: 8, vacancies: 36, candidates: 300 },
    });
    expect(
      parseSeedArgs([
        '--users',
        '100',
        '--vendors',
        '20',
        '--vacancies',
        '50',
        '--candidates',
        '1_000_000',
        '--reset',
      ]),
    ).toEqual({
      help: false,
      reset: true,
      sizes: { users: 100, vendors: 20, vacancies: 50, candidates: 1_000_000 },
    });
    expect(parseSeedArgs(['--candidates', '0']).sizes.candidates).toBe(0);
    expect(parseSeedArgs(['--users=1_000']).sizes.users).toBe(1000);
    expect(parseSeedArgs(['-h']).help).toBe(true);
  });

  it('refuses unknown options and sizes that would drop a demo login or vendor', () => {
    expect(() => parseSeedArgs(['--candidates-typo', '5'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--users', '3'])).toThrow('--users must be a whole number from 4');
    expect(() => parseSeedArgs(['--vendors', 'many'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--users', '-5'])).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(['--vacancies', '0'])).toThrow('--vacancies must be a whole number from 1');
    expect(() => parseSeedArgs(['--candidates', '1e6'])).toThrow(SeedUsageError);
  });
});
