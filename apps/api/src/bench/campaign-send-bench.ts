import { DEFAULT_BENCH_URL } from './bench-database.js';
import { runCampaignSend, type CampaignSendResult } from './campaign-send-run.js';
import { simpleTable } from './report.js';
import { runMain } from './run-main.js';

/**
 * `npm run bench -- --campaign`: one campaign to 10,000 and one to 100,000 recipients
 * (BENCH_CAMPAIGN_RECIPIENTS, comma-separated sizes), each sent by the real engine in an app process of
 * its own into a local SMTP sink, on a scratch database of BENCH_DATABASE_URL's server
 * (campaign-send-run.ts). Prints each run as it goes, then one table: e-mails/s, the sending process's
 * peak heap and RSS, duplicates and missing recipients (both must be 0), and how much the peak heap of
 * the largest run exceeds the smallest's (memory must not grow with the audience: goal within 25 %).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const sizes = (process.env.BENCH_CAMPAIGN_RECIPIENTS ?? '10000,100000').split(',').map(Number);
/** The goals of issue 23: e-mails/s of one process, and the peak heap's growth from the smallest run. */
const GOAL_PER_SECOND = 1000;
const GOAL_HEAP_GROWTH = 0.25;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const count = (n: number) => n.toLocaleString('en');

function summary(results: readonly CampaignSendResult[]): string {
  return simpleTable(
    ['recipients', 'e-mails/s', 'peak heap', 'peak RSS', 'CPU ms/e-mail', 'duplicates', 'missing'],
    results.map((r) => [
      count(r.recipients),
      r.emailsPerSecond.toFixed(0),
      mb(r.sending.heapUsedPeakBytes),
      mb(r.sending.rssPeakBytes),
      (r.cpuMs / r.recipients).toFixed(2),
      count(r.duplicates),
      count(r.missing),
    ]),
  );
}

async function main(): Promise<number> {
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('BENCH_CAMPAIGN_RECIPIENTS must be whole numbers from 1, comma-separated');
  const results: CampaignSendResult[] = [];
  for (const size of sizes) results.push(await runCampaignSend(serverUrl, size));

  console.log(`\nCampaign sending, one app process into a local SMTP sink\n\n${summary(results)}\n`);
  const sorted = [...results].sort((a, b) => a.recipients - b.recipients);
  const smallest = sorted[0];
  const largest = sorted.at(-1);
  if (smallest && largest && largest !== smallest) {
    const growth = largest.sending.heapUsedPeakBytes / smallest.sending.heapUsedPeakBytes - 1;
    console.log(
      `  peak heap at ${count(largest.recipients)} against ${count(smallest.recipients)}: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)} % (goal: within ${GOAL_HEAP_GROWTH * 100} %)`,
    );
  }
  const slowest = Math.min(...results.map((r) => r.emailsPerSecond));
  console.log(`  slowest run: ${slowest.toFixed(0)} e-mails/s (goal: at least ${count(GOAL_PER_SECOND)})\n`);
  // The goals are reported, not enforced (the rate depends on the machine); exactly-once is enforced.
  const exact = results.every((r) => r.duplicates === 0 && r.missing === 0 && r.strangers === 0);
  if (!exact) console.error('FAILED: every recipient must get exactly one message');
  return exact ? 0 : 1;
}

runMain(main);
