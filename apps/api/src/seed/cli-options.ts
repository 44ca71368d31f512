import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from './demo/demo-constants.js';
import { MIN_USERS } from './demo/demo-users.js';
import { MIN_VENDORS } from './demo/demo-vendors.js';
import { DEFAULT_SEED_SIZES, DEMO_RICH_CANDIDATES, type SeedSizes } from './types.js';

export type SeedCliOptions = { help: boolean; reset: boolean; sizes: SeedSizes };

/** Size options, each `--name N`. */
const SIZE_MINIMUMS: Record<keyof SeedSizes, number> = {
  users: MIN_USERS,
  vendors: MIN_VENDORS,
  vacancies: 1,
  candidates: 0,
};
const SIZE_MAXIMUM = 10_000_000;

export const SEED_HELP = `Usage: npm run seed -- [options]

Loads the reference lists (countries, US states and cities, languages, skills, business groups) and
deterministic demo data (vendors and users, the four demo logins among them, password ${DEMO_PASSWORD};
vacancies shared with vendors; candidates with skills, languages, assignments, status history and a PDF
resume each).

Options:
  --users N      users in total, demo logins included (default ${DEFAULT_SEED_SIZES.users}, at least ${MIN_USERS})
  --vendors N    vendors in total, demo vendors included (default ${DEFAULT_SEED_SIZES.vendors}, at least ${MIN_VENDORS})
  --vacancies N  vacancies in total (default ${DEFAULT_SEED_SIZES.vacancies})
  --candidates N candidates in total (default ${DEFAULT_SEED_SIZES.candidates}): the first ${DEMO_RICH_CANDIDATES} are demo candidates
                 with a resume each, the rest are generated in bulk for benchmarks, without resumes
                 (e.g. --candidates 1000000 loads a million in a few minutes on PostgreSQL)
  --reset        empty the demo tables (users, vendors, sessions and every table that refers to them)
                 before seeding; without it the seed refuses to run on a database that has users
  -h, --help     show this help

Database: DATABASE_URL when set, otherwise the embedded database under DATA_DIR/pg (default ./data/pg).
The embedded database can be opened by one process at a time: stop the server (npm start / npm run dev)
before seeding it.`;

export class SeedUsageError extends Error {}

export function parseSeedArgs(args: readonly string[]): SeedCliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        users: { type: 'string' },
        vendors: { type: 'string' },
        vacancies: { type: 'string' },
        candidates: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new SeedUsageError(error instanceof Error ? error.message : String(error));
  }
  const sizes = { ...DEFAULT_SEED_SIZES };
  for (const key of Object.keys(SIZE_MINIMUMS) as (keyof SeedSizes)[]) {
    const raw = values[key];
    if (raw !== undefined) sizes[key] = parseSize(key, raw, SIZE_MINIMUMS[key]);
  }
  return { help: values.help, reset: values.reset, sizes };
}

function parseSize(name: string, raw: string, min: number): number {
  const value = /^\d+$/.test(raw.replace(/_/g, '')) ? Number(raw.replace(/_/g, '')) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > SIZE_MAXIMUM) {
    throw new SeedUsageError(`--${name} must be a whole number from ${min} to ${SIZE_MAXIMUM}, got '${raw}'`);
  }
  return value;
}
