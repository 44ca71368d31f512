// `npm run bench`: builds nothing, runs the API's benchmark (apps/api/src/bench/run.ts) with tsx on
// PostgreSQL (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/td_bench). The first run
// creates and seeds the database with 1,000,000 candidates (a few minutes); later runs reuse it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));
const child = spawn(
  process.execPath,
  [
    '--expose-gc',
    '--import',
    'tsx',
    '--conditions=development',
    // --embedded: the embedded database against the server under the same read load;
    // --vacancies: the vacancy list on 10,000 vacancies;
    // --campaign: a campaign sent to 10,000 and one to 100,000 recipients (BENCH_CAMPAIGN_RECIPIENTS), each
    // by an app process into a local SMTP sink, then both sizes side by side;
    // --audit: the audit log's list and a candidate's timeline on 1,000,000 audit events, and the audit
    // write's share of a candidate update;
    // --mixed [--users 200] [--duration 300] [--think 2000] [--candidates N]: the mixed read load of
    // ADMIN, TAG and VENDOR sessions against an app process on the bench database.
    process.argv.includes('--embedded')
      ? 'src/bench/embedded-vs-server.ts'
      : process.argv.includes('--vacancies')
        ? 'src/bench/vacancy-list-bench.ts'
        : process.argv.includes('--campaign')
          ? 'src/bench/campaign-send-bench.ts'
          : process.argv.includes('--mixed')
            ? 'src/bench/mixed-load.ts'
            : process.argv.includes('--audit')
              ? 'src/bench/audit-bench.ts'
              : 'src/bench/run.ts',
    ...process.argv
      .slice(2)
      .filter((arg) => !['--embedded', '--vacancies', '--campaign', '--mixed', '--audit'].includes(arg)),
  ],
  { cwd: apiDir, stdio: 'inherit', env: process.env },
);
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
