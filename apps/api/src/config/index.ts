import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM, parseMailFrom, smtpUrlSchema } from './mail-settings.js';
import { parseS3Url, type S3Settings } from './s3-url.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
import { developmentTwoFactorKey, parseTwoFactorKey, type TwoFactorKey } from './two-factor-key.js';

/**
 * The repository root, from this module's place (apps/api/src under tsx, apps/api/dist under node):
 * relative paths in the settings are read from here, not from the process's working directory, so
 * `npm start` at the root and `npm run seed` inside the API workspace use the same DATA_DIR.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const fromRepoRoot = (path: string) => resolve(REPO_ROOT, path);

/** `all` serves HTTP and runs the jobs; `web` only serves; `worker` only runs jobs (and answers probes). */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/**
 * The only reader of process.env (docs/architecture.md §7). Every variable is documented in the README;
 * a bad value stops the start with a message naming it.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  GLO_R_URL: z.url().optional(),
  /** File bodies in an S3-compatible bucket (format in config/s3-url.ts); unset: DATA_DIR/files. */
  S3_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = parseS3Url(value);
      if (parsed.ok) return parsed.settings;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** Outgoing mail through this SMTP server; unset: messages are only kept in the outbox (README). */
  SMTP_URL: smtpUrlSchema.optional(),
  MAIL_FROM: z
    .string()
    .default(DEFAULT_MAIL_FROM)
    .transform((value, ctx) => {
      const parsed = parseMailFrom(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Days an audit event is kept before the daily purge deletes it (issue 24): two years by default. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(730),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** What this process does (docs/operations.md, Roles): HTTP, jobs, or both (one-process default). */
  PROCESS_ROLE: z.enum(PROCESS_ROLES).default('all'),
  /** How long taking a connection may wait for the database (pool: connectionTimeoutMillis). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Every statement of the pool is cancelled after this long (0: never); long reports raise it locally. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** A client must have sent its whole request (headers and body) within this time, else 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** SIGTERM: how long /readyz answers 503 while requests are still served, before the server closes. */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** SIGTERM/SIGINT: the process exits by this deadline, whatever is still running. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** After how long a campaign recipient claimed by a process that stopped is taken over (README). */
  CAMPAIGN_CLAIM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** SMTP connections each process keeps for campaign e-mail (README): the relay's limit decides. */
  CAMPAIGN_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(64).default(16),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * scrypt cost (log2 N) of the seeded demo users' shared password only; every password a user sets is
   * hashed at the app's own cost (2^17). The browser tests lower it: they sign in over a hundred times.
   */
  SEED_DEMO_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(17),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** Ceilings of the anonymous endpoints, whatever addresses the requests claim (docs/operations.md). */
  CAREERS_APPLICATIONS_PER_VACANCY_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  CAREERS_APPLICATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  PASSWORD_RESET_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** A campaign's survey and unsubscribe links stop working this many days after it closes. */
  CAMPAIGN_LINK_DAYS_AFTER_CLOSE: z.coerce.number().int().min(1).max(3650).default(90),
  /** The domains a campaign's From address may use (comma separated); unset: MAIL_FROM's domain. */
  CAMPAIGN_FROM_DOMAINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const domains = value
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter((d) => d !== '');
      const bad = domains.find(
        (d) => !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(d),
      );
      if (domains.length > 0 && bad === undefined) return domains;
      ctx.addIssue({
        code: 'custom',
        message: `expected comma-separated domain names${bad ? `; "${bad}" is not one` : ''}`,
      });
      return z.NEVER;
    }),
  /**
   * The bearer token GET /metrics asks for (docs/operations.md, Metrics); unset: no /metrics route at
   * all. At least 16 characters of printable ASCII without spaces, so it fits an Authorization header.
   */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, '16 to 256 printable ASCII characters without spaces')
    .optional(),
  /**
   * The key encrypting the TOTP secrets (config/two-factor-key.ts): required in production mode; unset
   * elsewhere, a fixed development key.
   */
  TWO_FACTOR_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = parseTwoFactorKey(value);
      if (parsed.ok) return parsed.key;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** Where the built SPA lives; served by the API in production. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * The app's origin as users reach it: PUBLIC_URL's, else `http://localhost:PORT` (HOST's address when
   * it is a specific one). Every link in an e-mail and the same-origin check use it, never a request's
   * Host header (docs/decisions.md, The public surface).
   */
  publicOrigin: string;
  /** Whether PUBLIC_URL was given (unset: the loopback names of the port are accepted origins too). */
  publicUrlSet: boolean;
  /** True on a PostgreSQL server with NODE_ENV=production: a real deployment, not the embedded demo. */
  productionMode: boolean;
  gloRUrl: string | undefined;
  /** Set: files go to this S3-compatible bucket instead of `$DATA_DIR/files`. */
  s3: S3Settings | undefined;
  /** Set: mail goes to this SMTP server; unset: it is kept in the outbox only. */
  smtpUrl: string | undefined;
  /** The From of every message: `Name <address>` or an address. */
  mailFrom: string;
  logLevel: string;
  sessionIdleMs: number;
  /** How long audit events are kept (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  sessionMaxMs: number;
  dbPoolSize: number;
  /** What this process does: `web` runs no job, `worker` serves the probes only (app-routes.ts). */
  processRole: ProcessRole;
  dbConnectTimeoutMs: number;
  /** 0: no statement timeout. */
  dbStatementTimeoutMs: number;
  requestTimeoutMs: number;
  /** SIGTERM: /readyz answers 503 this long before the server stops taking requests (SIGINT: none). */
  shutdownDrainDelayMs: number;
  /** After a stop signal the process exits within this time (1 if it had to cut work short). */
  shutdownTimeoutMs: number;
  /** A campaign recipient claimed longer ago than this by a process that stopped is taken over. */
  campaignClaimTimeoutSeconds: number;
  /** SMTP connections of this process's campaign sender, one message on each at a time. */
  campaignSmtpConnections: number;
  seedDemoData: boolean;
  /** scrypt log2 N of the demo users' password hash (seeding only). */
  seedDemoPasswordCost: number;
  /** Behind reverse proxies: how far X-Forwarded-* is believed (config/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Ceilings of the anonymous endpoints, over all clients together. */
  limits: {
    careersApplicationsPerVacancyPerHour: number;
    careersApplicationsPerHour: number;
    passwordResetEmailsPerHour: number;
  };
  /** A closed campaign's recipient links answer 410 after this many days. */
  campaignLinkDaysAfterClose: number;
  /** Lower-cased domains a campaign's From address may use. */
  campaignFromDomains: string[];
  webDistDir: string | undefined;
  /** Set: GET /metrics answers Prometheus scrapes that send it as a bearer token; unset: 404. */
  metricsToken: string | undefined;
  /** Encrypts the TOTP secrets at rest (TWO_FACTOR_KEY; outside production mode a development key). */
  twoFactorKey: TwoFactorKey;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const productionMode = e.NODE_ENV === 'production' && e.DATABASE_URL !== undefined;
  if (productionMode && e.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL: required in production (NODE_ENV=production with DATABASE_URL): ' +
        'links in e-mails and the same-origin check use it, never the Host header a request sends. ' +
        'Example: PUBLIC_URL=https://talentdesk.example.com',
    );
  }
  if (productionMode && e.TWO_FACTOR_KEY === undefined) {
    throw new ConfigError(
      'Invalid configuration: TWO_FACTOR_KEY: required in production (NODE_ENV=production with ' +
        'DATABASE_URL): it encrypts the two-factor sign-in secrets in the database. 32 bytes as 64 hex ' +
        'characters or base64; make one with `openssl rand -hex 32` and keep it: without it no enrolled ' +
        'user can sign in.',
    );
  }
  if (e.PROCESS_ROLE !== 'all' && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      `Invalid configuration: PROCESS_ROLE: ${e.PROCESS_ROLE} needs DATABASE_URL. The embedded database ` +
        'belongs to one process, which then does everything: leave PROCESS_ROLE unset (all), or set ' +
        'DATABASE_URL to a PostgreSQL server shared by the web and worker processes.',
    );
  }
  if (e.SHUTDOWN_DRAIN_DELAY_MS >= e.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: SHUTDOWN_DRAIN_DELAY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS ' +
        `(${e.SHUTDOWN_DRAIN_DELAY_MS} >= ${e.SHUTDOWN_TIMEOUT_MS}): requests in flight need time to finish.`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: fromRepoRoot(e.DATA_DIR),
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : loopbackOrigin(e.HOST, e.PORT),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    productionMode,
    gloRUrl: e.GLO_R_URL,
    s3: e.S3_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    dbPoolSize: e.DB_POOL_SIZE,
    processRole: e.PROCESS_ROLE,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDrainDelayMs: e.SHUTDOWN_DRAIN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    campaignClaimTimeoutSeconds: e.CAMPAIGN_CLAIM_TIMEOUT_SECONDS,
    campaignSmtpConnections: e.CAMPAIGN_SMTP_CONNECTIONS,
    seedDemoData: e.SEED_DEMO_DATA,
    seedDemoPasswordCost: e.SEED_DEMO_PASSWORD_COST,
    trustProxy: e.TRUST_PROXY,
    limits: {
      careersApplicationsPerVacancyPerHour: e.CAREERS_APPLICATIONS_PER_VACANCY_PER_HOUR,
      careersApplicationsPerHour: e.CAREERS_APPLICATIONS_PER_HOUR,
      passwordResetEmailsPerHour: e.PASSWORD_RESET_EMAILS_PER_HOUR,
    },
    campaignLinkDaysAfterClose: e.CAMPAIGN_LINK_DAYS_AFTER_CLOSE,
    campaignFromDomains: e.CAMPAIGN_FROM_DOMAINS ?? [mailDomain(e.MAIL_FROM)],
    webDistDir: e.WEB_DIST_DIR ? fromRepoRoot(e.WEB_DIST_DIR) : undefined,
    metricsToken: e.METRICS_TOKEN,
    twoFactorKey: e.TWO_FACTOR_KEY ?? developmentTwoFactorKey(),
  };
}

/** The origin without PUBLIC_URL: this server as started, `localhost` for a wildcard HOST. */
function loopbackOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** The domain of MAIL_FROM (`Name <a@b>` or `a@b`), lower-cased. */
function mailDomain(from: string): string {
  const address = /<([^>]+)>$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
