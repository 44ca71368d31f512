import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The repository root: the app process runs from there as `npm run dev` would. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type AppProcess = {
  pid: number;
  /** What the process wrote (warnings and errors: the tests run it at LOG_LEVEL warn). */
  output: () => string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves once the server listens (its jobs have started by then), rejects if it ends first. */
  running: Promise<void>;
};

export type AppProcessOptions = {
  /** More node options before the entry point, e.g. `--import` of a probe (the campaign bench's). */
  nodeArgs?: readonly string[];
};

/**
 * The real server as a child process (apps/api/src/main.ts under tsx, as `npm run dev` runs it): its own
 * config from `env`, its own pool, jobs and SMTP connections. Nothing is shared with the test process
 * but the database and the SMTP server, so a SIGKILL is a real crash.
 */
export function startAppProcess(env: Record<string, string>, options: AppProcessOptions = {}): AppProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=development', '--import', 'tsx', ...(options.nodeArgs ?? []), 'apps/api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        // Production mode on a server database requires it; the links it makes are not followed here.
        PUBLIC_URL: 'http://talent-desk.test',
        // Production mode requires it too (the two-factor secrets' key); any 32 bytes do here.
        TWO_FACTOR_KEY: '5a'.repeat(32),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let markRunning = () => {};
  const running = new Promise<void>((resolve) => (markRunning = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    // main.ts prints this line once the server listens.
    if (output.includes('Talent Desk is running at')) markRunning();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  if (child.pid === undefined) throw new Error('the app process did not start');
  const runningOrEnded = Promise.race([
    running,
    exited.then(() => Promise.reject(new Error(`the app process ended before it ran:\n${output}`))),
  ]);
  // A process killed before it ran is the test's own doing when nobody awaits `running`.
  runningOrEnded.catch(() => {});
  return {
    pid: child.pid,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
    running: runningOrEnded,
  };
}

/** SIGTERM (the app closes its server, jobs and pool), SIGKILL if it has not ended within `graceMs`. */
export async function stopAppProcess(app: AppProcess, graceMs = 20_000): Promise<void> {
  app.kill('SIGTERM');
  const ended = await Promise.race([app.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!ended) {
    app.kill('SIGKILL');
    await app.exited;
  }
}

/** A loopback port free right now, for a process that must be reached over HTTP (PORT=0 hides its port). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
