// `npm run fuzz`: the API contract fuzz test (apps/api/src/test/fuzz/contract-fuzz.test.ts) with a
// bigger budget than in `npm test`. FUZZ_RUNS (requests per operation, here 300 unless set) and
// FUZZ_SEED (a different seed finds different inputs) pass through; TEST_DATABASE_URL runs it on
// PostgreSQL. Any argument is handed to vitest.
import { spawn } from 'node:child_process';

const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS || '300' };
const child = spawn(
  'npx',
  ['vitest', 'run', 'apps/api/src/test/fuzz/contract-fuzz.test.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
