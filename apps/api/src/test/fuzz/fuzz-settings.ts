import { z } from 'zod';

/** Requests per operation in the test suite: well under a minute on PGlite for the whole document. */
export const DEFAULT_RUNS = 24;
export const DEFAULT_SEED = 20_260_701;

const settingsSchema = z.object({
  FUZZ_RUNS: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_RUNS),
  FUZZ_SEED: z.coerce.number().int().default(DEFAULT_SEED),
});

export type FuzzSettings = { runs: number; seed: number };

/**
 * The fuzz budget and seed: FUZZ_RUNS and FUZZ_SEED (README, Settings: tests only). Test tooling reads
 * them here; the app's own settings stay in config/index.ts.
 */
export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const parsed = settingsSchema.parse({
    FUZZ_RUNS: env.FUZZ_RUNS || undefined,
    FUZZ_SEED: env.FUZZ_SEED || undefined,
  });
  return { runs: parsed.FUZZ_RUNS, seed: parsed.FUZZ_SEED };
}
