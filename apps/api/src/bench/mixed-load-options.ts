import { parseArgs } from 'node:util';

/** What `npm run bench -- --mixed` runs; every field has a command-line option (README, Benchmarks). */
export type MixedLoadOptions = {
  /** Virtual users, each looping request, think, request... */
  users: number;
  /** How long new requests are started, in seconds (requests in flight at the end are awaited). */
  durationSeconds: number;
  /** Mean pause between one user's requests in ms, jittered 50-150%; 0 is a closed loop (no pause). */
  thinkMs: number;
  /** Candidates in the bench database (seeded once by bench-database.ts, reused while the count holds). */
  candidates: number;
  /** Sessions signed in per demo user; the virtual users take them in turn. */
  sessionsPerUser: number;
  /** Seed of the virtual users' random choices: the same seed gives the same sequence of requests. */
  seed: number;
};

/** The target: 200 users, one request every 2 s each, for 5 minutes on a million candidates. */
export const MIXED_LOAD_DEFAULTS = {
  users: 200,
  durationSeconds: 300,
  thinkMs: 2000,
  candidates: 1_000_000,
  sessionsPerUser: 4,
  seed: 1,
} as const satisfies MixedLoadOptions;

/** A whole-number option between min and max (its default when absent), else an Error naming it. */
export function wholeNumber(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value) || value < min || value > max)
    throw new Error(
      `--${name} must be a whole number from ${min} to ${max.toLocaleString('en')}, got '${raw}'`,
    );
  return value;
}

/**
 * `--users 200 --duration 300 --think 2000 --candidates N --sessions 4 --seed 1` (also `--users=200`);
 * `--candidates` falls back to BENCH_CANDIDATES as the other benches' size does. Anything else, or a value
 * out of range, is an Error naming the option.
 */
export function parseMixedLoadOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): MixedLoadOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      users: { type: 'string' },
      duration: { type: 'string' },
      think: { type: 'string' },
      candidates: { type: 'string' },
      sessions: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const d = MIXED_LOAD_DEFAULTS;
  return {
    users: wholeNumber('users', values.users, d.users, 1, 10_000),
    durationSeconds: wholeNumber('duration', values.duration, d.durationSeconds, 1, 86_400),
    thinkMs: wholeNumber('think', values.think, d.thinkMs, 0, 600_000),
    // The first 300 candidates are the demo ones (seed): fewer is not a bench database.
    candidates: wholeNumber(
      'candidates',
      values.candidates ?? env.BENCH_CANDIDATES,
      d.candidates,
      300,
      10_000_000,
    ),
    sessionsPerUser: wholeNumber('sessions', values.sessions, d.sessionsPerUser, 1, 50),
    seed: wholeNumber('seed', values.seed, d.seed, 0, 2 ** 32 - 1),
  };
}
